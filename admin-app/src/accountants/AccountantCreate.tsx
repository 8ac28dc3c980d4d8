import { Alert } from '@mui/material';
import { SimpleForm, TextInput, useTranslate } from 'react-admin';
import { SUBMIT_TOOLBAR, UserCreateScreen } from '../common/UserDetailScreens';
import { validateNewAccountant } from './validators';

/** New Accountant (user/create/5, ADM-8/9): e-mail and name; a set-password e-mail goes out (status 5). */
export function AccountantCreate() {
  const translate = useTranslate();
  return (
    <UserCreateScreen keys="admin:accountants" savedKey="created" maxWidth={640}>
      <SimpleForm validate={validateNewAccountant} noValidate toolbar={SUBMIT_TOOLBAR}>
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('admin:accountants.create_hint')}
        </Alert>
        <TextInput source="email" label="admin:users.fields.email" isRequired fullWidth />
        <TextInput source="name" label="admin:users.fields.name" isRequired fullWidth />
      </SimpleForm>
    </UserCreateScreen>
  );
}
