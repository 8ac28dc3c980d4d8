import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormHelperText } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ApplicationDetailJson } from '@iprenew/models/browser';
import { fieldErrorsOf, serverMessageOf } from '../common/api';
import { AgentPicker } from '../products/AgentPicker';
import { runApplicationAction } from './applicationApi';

/**
 * ADM-34/35, G-17: assign (Pending Assign) or reassign (an open application with an agent) — shown
 * when the server's can_assign / can_reassign say so. A selection is required; the server's message
 * ('Application assigned successful', 'Fail to reassign to agent' …) is shown as it answers.
 */
export function AssignButton({ application }: { application: ApplicationDetailJson }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [agentId, setAgentId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const action = application.can_assign ? 'assign' : application.can_reassign ? 'reassign' : null;
  if (!action) return null;
  const close = () => {
    setOpen(false);
    setAgentId(null);
    setError(null);
  };
  const submit = async () => {
    if (agentId === null) {
      setError('console-applications:assign.agent_required');
      return;
    }
    setBusy(true);
    try {
      notify((await runApplicationAction(application.id, action, { user_id: agentId })).message, { type: 'success' });
      close();
      refresh();
    } catch (failure) {
      setError(fieldErrorsOf(failure)?.user_id ?? null);
      notify(serverMessageOf(failure) ?? `console-applications:${action}.fail`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="contained" size="small" onClick={() => setOpen(true)}>
        {translate(`console-applications:console.${action}`)}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="assign-title">
        <DialogTitle id="assign-title">{translate(`console-applications:console.${action}_title`)}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <AgentPicker value={agentId} onChange={(id) => { setAgentId(id); setError(null); }} current={null} />
          {error ? <FormHelperText error>{translate(error)}</FormHelperText> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('console-applications:console.close')}</Button>
          <Button variant="contained" onClick={submit} disabled={busy}>
            {translate(`console-applications:console.${action}`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
