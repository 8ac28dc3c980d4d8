import { Alert, Box, CircularProgress } from '@mui/material';
import { useGetOne, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { UserCreateScreen } from '../common/UserDetailScreens';
import { AgentForm } from './AgentForm';
import { agentDefaultsFromPreRegistration, preRegisterAgentParam, type PreRegistration } from './preRegistration';

function AgentCreateForm({ defaults }: { defaults: Record<string, unknown> }) {
  return (
    <UserCreateScreen keys="admin:agents" savedKey="saved" maxWidth={960}>
      <AgentForm defaultValues={defaults} />
    </UserCreateScreen>
  );
}

/** New Agent (user/agent/create, ADM-12..16). */
export function AgentCreate() {
  const [search] = useSearchParams();
  const preId = preRegisterAgentParam(search);
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { data, isPending, error } = useGetOne<PreRegistration>(
    'preregistered-agents',
    { id: preId ?? 0 },
    {
      enabled: preId !== null,
      retry: false,
      onError: () => {
        notify('admin:preregistered.load_failed', { type: 'error' });
        redirect('list', 'preregistered-agents');
      },
    },
  );
  if (preId !== null && isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress />
      </Box>
    );
  }
  return (
    <>
      {preId !== null && data && !error ? (
        <Alert severity="info" sx={{ mt: 2, maxWidth: 960 }}>
          {translate('admin:agents.from_preregistration', { name: data.name ?? data.email ?? `#${preId}` })}
        </Alert>
      ) : null}
      <AgentCreateForm key={preId ?? 'new'} defaults={agentDefaultsFromPreRegistration(data)} />
    </>
  );
}
