import { Datagrid, EmailField, List, TextField } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '@iprenew/models/browser';
import { ListPagination } from '../common/ListPagination';
import { DateTimeField, USER_GRID_SX, UserStatusField, UserTypeField } from '../common/fields';
import { StatusFilterInput, TypeFilterInput, UserSearchInput } from '../common/filters';
import { useUserListError } from '../common/useListError';
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
  const onError = useUserListError();
  return (
    <List
      queryOptions={{ onError }}
      title="admin:customers.title"
      filters={filters}
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'created_at', order: 'DESC' }}
      pagination={<ListPagination />}
      actions={false}
      storeKey="customers.list"
    >
      <Datagrid rowClick={false} bulkActionButtons={false} size="small" sx={USER_GRID_SX}>
        <TextField source="id" label="admin:users.fields.id" />
        <TextField source="name" label="admin:users.fields.name" />
        <EmailField source="email" label="admin:users.fields.email" />
        <TextField source="contact" label="admin:users.fields.contact" />
        <UserTypeField source="type" label="admin:users.fields.type" />
        <UserStatusField source="status_id" label="admin:users.fields.status" />
        <DateTimeField source="created_at" label="admin:users.fields.created_at" />
        <UserRowActions compact />
      </Datagrid>
    </List>
  );
}
