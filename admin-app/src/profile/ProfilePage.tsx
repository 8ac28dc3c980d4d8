import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import {
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  useLocaleState,
  useLogoutIfAccessDenied,
  useNotify,
  useTranslate,
} from 'react-admin';
import { isLanguage, LANGUAGES } from '@iprenew/models/browser';
import { profilePayload, validateStaffProfile } from './validators';
import { apiJson, fieldErrorsOf, messageOf, serverMessageOf, unwrapData } from '../common/api';
import { PageCard } from '../common/PageCard';
import { roleLabelKey } from '../providers/authProvider';

interface StaffProfile {
  id: number;
  name: string;
  email: string;
  contact?: string | null;
  language?: string;
  role_id?: number;
}

/** My Profile for staff (user/profile, ACC-61..65 for roles 1/2/5): GET/PUT /api/admin/profile. */
export function ProfilePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [, setLocale] = useLocaleState();
  const [profile, setProfile] = useState<StaffProfile | null>(null);
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    let live = true;
    apiJson('/profile')
      .then((json) => live && setProfile(unwrapData<StaffProfile>(json)))
      .catch(async (error: unknown) => {
        if (!live) return;
        if (!(await logoutIfAccessDenied(error as Error))) setLoadError(true);
      });
    return () => {
      live = false;
    };
  }, [logoutIfAccessDenied]);

  const submit = async (values: Record<string, unknown>) => {
    try {
      const json = await apiJson('/profile', 'PUT', profilePayload(values));
      const updated = unwrapData<StaffProfile>(json);
      if (updated && typeof updated === 'object' && 'email' in updated) setProfile(updated);
      notify(messageOf(json) ?? 'admin:profile.updated', { type: 'success' });
      const lng = values.language;
      if (isLanguage(lng)) setLocale(lng);
      return undefined;
    } catch (error) {
      if (await logoutIfAccessDenied(error as Error)) return undefined;
      notify(serverMessageOf(error) ?? 'admin:profile.failed', { type: 'error' });
      return fieldErrorsOf(error);
    }
  };

  return (
    <PageCard titleKey="admin:profile.title" subtitleKey="admin:profile.subtitle" icon={<PersonIcon color="primary" fontSize="large" />}>
      {loadError ? <Alert severity="error">{translate('admin:profile.load_failed')}</Alert> : null}
      {!profile && !loadError ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress />
        </Box>
      ) : null}
      {profile ? (
        <Form
          defaultValues={{ name: profile.name ?? '', contact: profile.contact ?? '', language: profile.language ?? 'en' }}
          validate={validateStaffProfile}
          noValidate
          onSubmit={submit}
        >
          <Stack spacing={0.5}>
            <MuiTextField
              label={translate('admin:users.fields.email')}
              value={profile.email}
              variant="filled"
              size="small"
              margin="dense"
              fullWidth
              slotProps={{ input: { readOnly: true } }}
              helperText={translate('admin:profile.email_readonly')}
            />
            {profile.role_id ? (
              <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
                {translate('admin:profile.role')}: <b>{translate(roleLabelKey(profile.role_id))}</b>
              </Typography>
            ) : null}
            <TextInput source="name" label="admin:users.fields.name" isRequired fullWidth />
            <TextInput source="contact" label="admin:users.fields.contact" fullWidth />
            <SelectInput
              source="language"
              label="admin:profile.language"
              choices={LANGUAGES.map((id) => ({ id, name: `admin:language.${id}` }))}
              fullWidth
            />
            <Box>
              <SaveButton label="admin:common.submit" alwaysEnable={false} />
            </Box>
          </Stack>
        </Form>
      ) : null}
    </PageCard>
  );
}
