import { DateTimeField, UserStatusField, UserTypeField } from '../common/fields';
import { StatusFilterInput, TypeFilterInput, UserSearchInput } from '../common/filters';
import { USER_COLUMNS, UserListScreen } from '../common/UserListScreen';
import { UserRowActions } from '../common/UserActions';

const filters = [
  <UserSearchInput key="q" source="q" alwaysOn />,
  <StatusFilterInput key="status_id" source="status_id" alwaysOn />,
  <TypeFilterInput key="type" source="type" alwaysOn />,
];

/**
 * Customer List (user/client, ADM-1..5): search (name, e-mail, contact), status and type filters,
 * sortable columns, 5/10/25/50 per page. Rows have no View (ADM-3); block/unblock and impersonate.
 */
export function CustomerList() {
  return (
    <UserListScreen title="admin:customers.title" storeKey="customers.list" filters={filters}>
      {USER_COLUMNS}
      <UserTypeField source="type" label="admin:users.fields.type" />
      <UserStatusField source="status_id" label="admin:users.fields.status" />
      <DateTimeField source="created_at" label="admin:users.fields.created_at" />
      <UserRowActions compact />
    </UserListScreen>
  );
}
