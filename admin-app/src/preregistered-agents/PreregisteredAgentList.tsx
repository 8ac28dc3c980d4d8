import { Box } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Link } from 'react-router-dom';
import { Button, DeleteWithConfirmButton, EmailField, TextField, useCreatePath, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { DateTimeField } from '../common/fields';
import { UserSearchInput } from '../common/filters';
import { serverMessageOf } from '../common/format';
import { useAllowed } from '../common/permissions';
import { UserListScreen } from '../common/UserListScreen';
import { createAgentSearch } from './createAgentSearch';

function CreateAgentButton() {
  const record = useRecordContext<{ id: number; user_id?: number | null; agent_id?: number | null }>();
  const createPath = useCreatePath();
  const allowed = useAllowed('agents', 'create');
  if (!record || !allowed || record.user_id || record.agent_id) return null;
  return (
    <Button
      component={Link}
      to={{ pathname: createPath({ resource: 'agents', type: 'create' }), search: createAgentSearch(record.id) }}
      label="admin:preregistered.create_agent"
      onClick={(e) => e.stopPropagation()}
    >
      <PersonAddIcon />
    </Button>
  );
}

function DeleteButton() {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle="admin:preregistered.delete_title"
      confirmContent="admin:preregistered.delete_content"
      mutationOptions={{
        onSuccess: () => {
          notify('admin:preregistered.removed', { type: 'success' });
          refresh();
        },
        onError: (error: unknown) => notify(serverMessageOf(error) ?? 'admin:preregistered.remove_failed', { type: 'error' }),
      }}
    />
  );
}

/** Preregister Agent List (preregisteragent, ADM-18..21): name, e-mail, contact, submitted date; Create Agent and Delete. */
export function PreregisteredAgentList() {
  return (
    <UserListScreen
      title="admin:preregistered.title"
      storeKey="preregistered-agents.list"
      filters={[<UserSearchInput key="q" source="q" alwaysOn />]}
      userErrors={false}
    >
      <TextField source="name" label="admin:users.fields.name" />
      <EmailField source="email" label="admin:users.fields.email" />
      <TextField source="contact" label="admin:users.fields.contact" />
      <DateTimeField source="created_at" label="admin:preregistered.submitted_at" />
      <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
        <CreateAgentButton />
        <DeleteButton />
      </Box>
    </UserListScreen>
  );
}
