import type { ReactElement, ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import {
  Create,
  Edit,
  ListButton,
  SaveButton,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { UserStatusChip } from './fields';
import { serverMessageOf, useDateTimeKL } from './format';
import { UserRowActions } from './UserActions';

/** The Submit toolbar of the user forms. */
export const SUBMIT_TOOLBAR: ReactElement = (
  <Toolbar>
    <SaveButton label="admin:common.submit" />
  </Toolbar>
);

/** id, status, created and last login of the user on a detail page; `children` adds role-specific chips. */
export function UserSummary({ children, sx }: { children?: ReactNode; sx?: object }) {
  const formatDateTimeKL = useDateTimeKL();
  const record = useRecordContext<{ id: number; created_at?: string; last_login?: string | null }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', ...sx }} useFlexGap>
      <Typography variant="body2" color="text.secondary">
        {translate('admin:users.fields.id')}: <b>{record.id}</b>
      </Typography>
      <UserStatusChip />
      <Typography variant="body2" color="text.secondary">
        {translate('admin:users.fields.created_at')}: {formatDateTimeKL(record.created_at)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('admin:users.fields.last_login')}:{' '}
        {record.last_login ? formatDateTimeKL(record.last_login) : translate('admin:users.first_time_login')}
      </Typography>
      {children}
    </Stack>
  );
}

interface UserScreenProps {
  /** The resource's message prefix: 'admin:agents' or 'admin:accountants'. */
  keys: string;
  maxWidth: number;
  /** Message key (under `keys`) of a successful save. */
  savedKey: string;
  children: ReactNode;
}

/**
 * Success and failure of a save: '<keys>.<savedKey>' (then back to the list when `backToList`), else
 * the server's message or '<keys>.<failedKey>'. A custom onSuccess replaces react-admin's own side
 * effects, so the redirect is done here.
 */
function useSaveMessages(keys: string, savedKey: string, failedKey: string, backToList = false) {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return {
    onSuccess: () => {
      notify(`${keys}.${savedKey}`, { type: 'success' });
      if (backToList && resource) redirect('list', resource);
    },
    onError: (error: unknown) => notify(serverMessageOf(error) ?? `${keys}.${failedKey}`, { type: 'error' }),
  };
}

/**
 * A user's detail page (Agent Detail, Accountant Detail): the list, block/unblock, impersonate and
 * resend password above; saving waits for the server and stays on the page; a record that cannot be
 * read goes back to the list with '<keys>.load_failed'.
 */
export function UserEditScreen({ keys, maxWidth, savedKey, resource, children }: UserScreenProps & { resource: string }) {
  const notify = useNotify();
  const redirect = useRedirect();
  const mutationOptions = useSaveMessages(keys, savedKey, 'update_failed');
  return (
    <Edit
      sx={{ maxWidth }}
      title={`${keys}.detail_title`}
      mutationMode="pessimistic"
      redirect={false}
      actions={
        <TopToolbar sx={{ alignItems: 'center' }}>
          <ListButton />
          <UserRowActions resendPassword />
        </TopToolbar>
      }
      queryOptions={{
        retry: false,
        onError: () => {
          notify(`${keys}.load_failed`, { type: 'error' });
          redirect('list', resource);
        },
      }}
      mutationOptions={mutationOptions}
    >
      {children as ReactElement}
    </Edit>
  );
}

/** A New Agent / New Accountant page: back to the list on success (ADM-14), the server's message on failure (SYS-5). */
export function UserCreateScreen({ keys, maxWidth, savedKey, children }: UserScreenProps) {
  const mutationOptions = useSaveMessages(keys, savedKey, 'create_failed', true);
  return (
    <Create
      sx={{ maxWidth }}
      title={`${keys}.create_title`}
      mutationOptions={mutationOptions}
    >
      {children as ReactElement}
    </Create>
  );
}
