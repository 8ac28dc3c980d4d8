import { useState } from 'react';
import { Box, Stack } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { Form, PasswordInput, SaveButton, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { validatePasswordChange } from './validators';
import { apiJson, fieldErrorsOf, messageOf, serverMessageOf } from '../common/api';
import { PageCard } from '../common/PageCard';

function Fields() {
  return (
    <Stack spacing={0.5}>
      <PasswordInput source="old_ps" label="admin:password.old_ps" isRequired fullWidth autoComplete="current-password" />
      <PasswordInput source="password" label="admin:password.password" isRequired fullWidth autoComplete="new-password" helperText="admin:password.rule" />
      <PasswordInput source="password_confirmation" label="admin:password.password_confirmation" isRequired fullWidth autoComplete="new-password" />
      <Box>
        <SaveButton label="admin:common.submit" icon={<KeyIcon />} />
      </Box>
    </Stack>
  );
}

/** Change Password for staff (user/change/password, ACC-54..60): POST /api/admin/profile/password. */
export function PasswordPage() {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  // A fresh, empty form after a successful change.
  const [formKey, setFormKey] = useState(0);
  const submit = async (values: Record<string, unknown>) => {
    try {
      const json = await apiJson('/profile/password', 'POST', {
        old_ps: values.old_ps ?? '',
        password: values.password ?? '',
        password_confirmation: values.password_confirmation ?? '',
      });
      notify(messageOf(json) ?? 'admin:password.updated', { type: 'success' });
      setFormKey((k) => k + 1);
      return undefined;
    } catch (error) {
      const status = Number((error as { status?: unknown })?.status);
      // A wrong current password is a 4xx with a message, not the end of the session.
      if ((status === 401 || status === 403) && (await logoutIfAccessDenied(error as Error))) return undefined;
      notify(serverMessageOf(error) ?? 'admin:password.failed', { type: 'error' });
      return fieldErrorsOf(error);
    }
  };
  return (
    <PageCard titleKey="admin:password.title" subtitleKey="admin:password.subtitle" icon={<KeyIcon color="primary" fontSize="large" />}>
      <Form key={formKey} noValidate validate={validatePasswordChange} onSubmit={submit} defaultValues={{ old_ps: '', password: '', password_confirmation: '' }}>
        <Fields />
      </Form>
    </PageCard>
  );
}
