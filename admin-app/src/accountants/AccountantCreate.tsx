import { Alert } from '@mui/material';
import { Create, SaveButton, SimpleForm, TextInput, Toolbar, useNotify, useTranslate } from 'react-admin';
import { validateNewAccountant } from './validators';
import { serverMessageOf } from '../common/format';

/** New Accountant (user/create/5, ADM-8/9): e-mail and name; a set-password e-mail goes out (status 5). */
export function AccountantCreate() {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Create
      sx={{ maxWidth: 640 }}
      title="admin:accountants.create_title"
      redirect="list"
      mutationOptions={{
        onSuccess: () => notify('admin:accountants.created', { type: 'success' }),
        onError: (error: unknown) => notify(serverMessageOf(error) ?? 'admin:accountants.create_failed', { type: 'error' }),
      }}
    >
      <SimpleForm
        validate={validateNewAccountant}
        noValidate
        toolbar={
          <Toolbar>
            <SaveButton label="admin:common.submit" />
          </Toolbar>
        }
      >
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('admin:accountants.create_hint')}
        </Alert>
        <TextInput source="email" label="admin:users.fields.email" isRequired fullWidth />
        <TextInput source="name" label="admin:users.fields.name" isRequired fullWidth />
      </SimpleForm>
    </Create>
  );
}
