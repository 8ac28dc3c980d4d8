import { CreateButton, Datagrid, EmailField, List, TextField, TopToolbar } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '@iprenew/models/browser';
import { ListPagination } from '../common/ListPagination';
import { DateTimeField, USER_GRID_SX, UserStatusField } from '../common/fields';
import { StatusFilterInput, UserSearchInput } from '../common/filters';
import { useUserListError } from '../common/useListError';
import { UserRowActions, ViewRecordButton } from '../common/UserActions';

const filters = [<UserSearchInput key="q" source="q" alwaysOn />, <StatusFilterInput key="status_id" source="status_id" alwaysOn />];

/** Accountant List (user/accountant, ADM-1..8): Create opens New Accountant (user/create/5). */
export function AccountantList() {
  const onError = useUserListError();
  return (
    <List
      queryOptions={{ onError }}
      title="admin:accountants.title"
      filters={filters}
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'created_at', order: 'DESC' }}
      pagination={<ListPagination />}
      actions={
        <TopToolbar>
          <CreateButton label="admin:accountants.create_title" />
        </TopToolbar>
      }
      storeKey="accountants.list"
    >
      <Datagrid rowClick="edit" bulkActionButtons={false} size="small" sx={USER_GRID_SX}>
        <TextField source="id" label="admin:users.fields.id" />
        <TextField source="name" label="admin:users.fields.name" />
        <EmailField source="email" label="admin:users.fields.email" />
        <TextField source="contact" label="admin:users.fields.contact" />
        <UserStatusField source="status_id" label="admin:users.fields.status" />
        <DateTimeField source="created_at" label="admin:users.fields.created_at" />
        <DateTimeField source="last_login" label="admin:users.fields.last_login" />
        <UserRowActions resendPassword compact>
          <ViewRecordButton />
        </UserRowActions>
      </Datagrid>
    </List>
  );
}
