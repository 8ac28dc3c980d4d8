import { Box, Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { UserEditScreen, UserSummary } from '../common/UserDetailScreens';
import { AgentForm } from './AgentForm';

/** The agent's summary, with the pre-registration it came from (ADM-16). */
function AgentSummary() {
  const record = useRecordContext<{ preregister_agent_id?: number | null }>();
  const translate = useTranslate();
  return (
    <UserSummary sx={{ px: 2, pt: 2 }}>
      {record?.preregister_agent_id ? (
        <Chip size="small" variant="outlined" label={translate('admin:agents.preregistered_chip', { id: record.preregister_agent_id })} />
      ) : null}
    </UserSummary>
  );
}

/** Agent Detail (user/agent/detail/:id, ADM-12..15, ADM-17): block/unblock, impersonate, Resend Password for status 5. */
export function AgentEdit() {
  return (
    <UserEditScreen resource="agents" keys="admin:agents" savedKey="saved" maxWidth={960}>
      <Box>
        <AgentSummary />
        <AgentForm />
      </Box>
    </UserEditScreen>
  );
}
