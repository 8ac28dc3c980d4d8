import { SimpleForm, TextInput } from 'react-admin';
import { SUBMIT_TOOLBAR, UserEditScreen, UserSummary } from '../common/UserDetailScreens';
import { validateAccountant } from './validators';

/** Accountant Detail (user/accountant/detail/:id, ADM-10/11): block/unblock, resend password, impersonate. */
export function AccountantEdit() {
  return (
    <UserEditScreen resource="accountants" keys="admin:accountants" savedKey="updated" maxWidth={640}>
      <SimpleForm validate={validateAccountant} noValidate toolbar={SUBMIT_TOOLBAR}>
        <UserSummary sx={{ mb: 2 }} />
        <TextInput source="email" label="admin:users.fields.email" isRequired fullWidth />
        <TextInput source="name" label="admin:users.fields.name" isRequired fullWidth />
        <TextInput source="contact" label="admin:users.fields.contact" fullWidth />
      </SimpleForm>
    </UserEditScreen>
  );
}
