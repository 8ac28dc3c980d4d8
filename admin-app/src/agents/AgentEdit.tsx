import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  Edit,
  SaveButton,
  Toolbar,
  TopToolbar,
  ListButton,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { serverMessageOf, formatDateTimeKL } from '../common/format';
import { UserStatusChip } from '../common/fields';
import { UserRowActions } from '../common/UserActions';
import { AgentForm } from './AgentForm';

/** Block/unblock and impersonate on the detail page, and Resend Password for status 5 (ADM-7, ADM-12). */
function AgentDetailActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <ListButton />
      <UserRowActions resendPassword />
    </TopToolbar>
  );
}

function AgentSummary() {
  const record = useRecordContext<{ id: number; status_id: number; created_at?: string; last_login?: string | null; preregister_agent_id?: number | null }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ px: 2, pt: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
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
      {record.preregister_agent_id ? (
        <Chip size="small" variant="outlined" label={translate('admin:agents.preregistered_chip', { id: record.preregister_agent_id })} />
      ) : null}
    </Stack>
  );
}

/** Agent Detail (user/agent/detail/:id, ADM-12..15, ADM-17). */
export function AgentEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      sx={{ maxWidth: 960 }}
      title="admin:agents.detail_title"
      actions={<AgentDetailActions />}
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{
        retry: false,
        onError: () => {
          notify('admin:agents.load_failed', { type: 'error' });
          redirect('list', 'agents');
        },
      }}
      mutationOptions={{
        onSuccess: () => notify('admin:agents.saved', { type: 'success' }),
        onError: (error: unknown) => notify(serverMessageOf(error) ?? 'admin:agents.update_failed', { type: 'error' }),
      }}
    >
      <Box>
        <AgentSummary />
        <AgentForm
          toolbar={
            <Toolbar>
              <SaveButton label="admin:common.submit" />
            </Toolbar>
          }
        />
      </Box>
    </Edit>
  );
}
