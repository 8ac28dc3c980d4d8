import { Stack, Typography } from '@mui/material';
import {
  Edit,
  ListButton,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { validateAccountant } from './validators';
import { formatDateTimeKL, serverMessageOf } from '../common/format';
import { UserStatusChip } from '../common/fields';
import { UserRowActions } from '../common/UserActions';

function Summary() {
  const record = useRecordContext<{ id: number; created_at?: string; last_login?: string | null }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
      <Typography variant="body2" color="text.secondary">
        {translate('admin:users.fields.id')}: <b>{record.id}</b>
      </Typography>
      <UserStatusChip />
      <Typography variant="body2" color="text.secondary">
        {translate('admin:users.fields.created_at')}: {formatDateTimeKL(record.created_at)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('admin:users.fields.last_login')}:{' '}
        {record.last_login ? formatDateTimeKL(record.last_login) : translate('admin:users.first_time_login')}
      </Typography>
    </Stack>
  );
}

/** Accountant Detail (user/accountant/detail/:id, ADM-10/11): block/unblock, resend password, impersonate. */
export function AccountantEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      sx={{ maxWidth: 640 }}
      title="admin:accountants.detail_title"
      mutationMode="pessimistic"
      redirect={false}
      actions={
        <TopToolbar sx={{ alignItems: 'center' }}>
          <ListButton />
          <UserRowActions resendPassword />
        </TopToolbar>
      }
      queryOptions={{
        retry: false,
        onError: () => {
          notify('admin:accountants.load_failed', { type: 'error' });
          redirect('list', 'accountants');
        },
      }}
      mutationOptions={{
        onSuccess: () => notify('admin:accountants.updated', { type: 'success' }),
        onError: (error: unknown) => notify(serverMessageOf(error) ?? 'admin:accountants.update_failed', { type: 'error' }),
      }}
    >
      <SimpleForm
        validate={validateAccountant}
        noValidate
        toolbar={
          <Toolbar>
            <SaveButton label="admin:common.submit" />
          </Toolbar>
        }
      >
        <Summary />
        <TextInput source="email" label="admin:users.fields.email" isRequired fullWidth />
        <TextInput source="name" label="admin:users.fields.name" isRequired fullWidth />
        <TextInput source="contact" label="admin:users.fields.contact" fullWidth />
      </SimpleForm>
    </Edit>
  );
}
