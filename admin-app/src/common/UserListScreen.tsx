import type { ReactElement, ReactNode } from 'react';
import { CreateButton, Datagrid, EmailField, List, TextField, TopToolbar } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '@iprenew/models/browser';
import { ListPagination } from './ListPagination';
import { USER_GRID_SX } from './fields';
import { StatusFilterInput, UserSearchInput } from './filters';
import { useUserListError } from './useListError';
import { UserRowActions, ViewRecordButton } from './UserActions';

/** Search and status, the filters of the agent and accountant tables (ADM-1, ADM-2). */
export const USER_FILTERS = [<UserSearchInput key="q" source="q" alwaysOn />, <StatusFilterInput key="status_id" source="status_id" alwaysOn />];

/** The first columns of every user table: id, name, e-mail, contact (spread into the grid). */
export const USER_COLUMNS = [
  <TextField key="id" source="id" label="admin:users.fields.id" />,
  <TextField key="name" source="name" label="admin:users.fields.name" />,
  <EmailField key="email" source="email" label="admin:users.fields.email" />,
  <TextField key="contact" source="contact" label="admin:users.fields.contact" />,
];

/** The last column of the agent and accountant tables: View, then block/unblock, resend password, impersonate. */
export const VIEW_AND_USER_ACTIONS = (
  <UserRowActions key="actions" resendPassword compact>
    <ViewRecordButton />
  </UserRowActions>
);

interface UserListScreenProps {
  title: string;
  /** The list's own store key (page, size, sort and filters survive navigation). */
  storeKey: string;
  filters?: ReactElement[];
  /** Label of the Create button; none when absent. */
  createLabel?: string;
  /** 'edit' opens the detail on a row click (agents, accountants). */
  rowClick?: 'edit' | false;
  /** The fetch failure message (ADM-2) on the user tables; the pre-registration list keeps react-admin's. */
  userErrors?: boolean;
  children: ReactNode;
}

/**
 * The console's user tables (customers, agents, accountants, pre-registered agents): filters,
 * 5/10/25/50 per page from 10, newest first, the shared footer (SYS-8..11) and a compact grid.
 */
export function UserListScreen({ title, storeKey, filters = USER_FILTERS, createLabel, rowClick = false, userErrors = true, children }: UserListScreenProps) {
  const onError = useUserListError();
  return (
    <List
      queryOptions={userErrors ? { onError } : undefined}
      title={title}
      filters={filters}
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'created_at', order: 'DESC' }}
      pagination={<ListPagination />}
      actions={
        createLabel ? (
          <TopToolbar>
            <CreateButton label={createLabel} />
          </TopToolbar>
        ) : (
          false
        )
      }
      storeKey={storeKey}
    >
      <Datagrid rowClick={rowClick} bulkActionButtons={false} size="small" sx={USER_GRID_SX}>
        {children}
      </Datagrid>
    </List>
  );
}
