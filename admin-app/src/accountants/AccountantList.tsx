import { DateTimeField, UserStatusField } from '../common/fields';
import { USER_COLUMNS, UserListScreen, VIEW_AND_USER_ACTIONS } from '../common/UserListScreen';

/** Accountant List (user/accountant, ADM-1..8): Create opens New Accountant (user/create/5). */
export function AccountantList() {
  return (
    <UserListScreen title="admin:accountants.title" storeKey="accountants.list" createLabel="admin:accountants.create_title" rowClick="edit">
      {USER_COLUMNS}
      <UserStatusField source="status_id" label="admin:users.fields.status" />
      <DateTimeField source="created_at" label="admin:users.fields.created_at" />
      <DateTimeField source="last_login" label="admin:users.fields.last_login" />
      {VIEW_AND_USER_ACTIONS}
    </UserListScreen>
  );
}
