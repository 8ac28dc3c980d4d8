import { NumberField, TextField } from 'react-admin';
import { DateTimeField, UserStatusField } from '../common/fields';
import { USER_COLUMNS, UserListScreen, VIEW_AND_USER_ACTIONS } from '../common/UserListScreen';

/** Agent List (user/agent, ADM-1..7): View opens the detail; block/unblock, resend password (status 5), impersonate. */
export function AgentList() {
  return (
    <UserListScreen title="admin:agents.title" storeKey="agents.list" createLabel="admin:agents.create_title" rowClick="edit">
      {USER_COLUMNS}
      <TextField source="company" label="admin:users.fields.company" />
      <NumberField
        source="commission_rate"
        label="admin:users.fields.commission_rate_short"
        options={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
      />
      <UserStatusField source="status_id" label="admin:users.fields.status" />
      <DateTimeField source="created_at" label="admin:users.fields.created_at" />
      {VIEW_AND_USER_ACTIONS}
    </UserListScreen>
  );
}
