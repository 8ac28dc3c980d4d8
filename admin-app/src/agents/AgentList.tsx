import { CreateButton, Datagrid, EmailField, List, NumberField, TextField, TopToolbar } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '@iprenew/models/browser';
import { ListPagination } from '../common/ListPagination';
import { DateTimeField, USER_GRID_SX, UserStatusField } from '../common/fields';
import { StatusFilterInput, UserSearchInput } from '../common/filters';
import { useUserListError } from '../common/useListError';
import { UserRowActions, ViewRecordButton } from '../common/UserActions';

const filters = [<UserSearchInput key="q" source="q" alwaysOn />, <StatusFilterInput key="status_id" source="status_id" alwaysOn />];

/** Agent List (user/agent, ADM-1..7): View opens the detail; block/unblock, resend password (status 5), impersonate. */
export function AgentList() {
  const onError = useUserListError();
  return (
    <List
      queryOptions={{ onError }}
      title="admin:agents.title"
      filters={filters}
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'created_at', order: 'DESC' }}
      pagination={<ListPagination />}
      actions={
        <TopToolbar>
          <CreateButton label="admin:agents.create_title" />
        </TopToolbar>
      }
      storeKey="agents.list"
    >
      <Datagrid rowClick="edit" bulkActionButtons={false} size="small" sx={USER_GRID_SX}>
        <TextField source="id" label="admin:users.fields.id" />
        <TextField source="name" label="admin:users.fields.name" />
        <EmailField source="email" label="admin:users.fields.email" />
        <TextField source="contact" label="admin:users.fields.contact" />
        <TextField source="company" label="admin:users.fields.company" />
        <NumberField
          source="commission_rate"
          label="admin:users.fields.commission_rate_short"
          options={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
        />
        <UserStatusField source="status_id" label="admin:users.fields.status" />
        <DateTimeField source="created_at" label="admin:users.fields.created_at" />
        <UserRowActions resendPassword compact>
          <ViewRecordButton />
        </UserRowActions>
      </Datagrid>
    </List>
  );
}
