import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { Datagrid, FunctionField, SelectInput, TextField as TextColumn, TopToolbar, useListContext, useTranslate, useUnselectAll } from 'react-admin';
import { PROOF_FILE_ACCEPT } from '@iprenew/models/browser';
import { apiJson, unwrapData } from '../common/api';
import { DateTimeField } from '../common/fields';
import { useApiCall } from '../common/useApiCall';
import { RouteGate } from '../configuration/RouteGate';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { SearchFilter } from '../payments/filters';
import { paySettlements, type SettlementRow } from './settlementApi';

interface AgentChoice {
  id: number;
  name: string;
  email: string;
}

/** SET-25: the agent filter — the agents with settlements to pay (GET …/settlements-pending-settle/agents). */
function AgentFilter(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const [agents, setAgents] = useState<AgentChoice[]>([]);
  useEffect(() => {
    let live = true;
    apiJson('/settlements-pending-settle/agents')
      .then((json) => live && setAgents(unwrapData<AgentChoice[]>(json) ?? []))
      .catch(() => live && setAgents([]));
    return () => {
      live = false;
    };
  }, []);
  return (
    <SelectInput
      source={props.source}
      label="settlements:console.agent_filter"
      choices={agents.map((a) => ({ id: a.id, name: `${a.name} (${a.email})` }))}
      translateChoice={false}
      emptyText={translate('settlements:console.all_agents')}
      sx={{ minWidth: 240 }}
    />
  );
}

const filters = [<AgentFilter key="agent_id" source="agent_id" alwaysOn />, <SearchFilter key="q" source="q" placeholderKey="settlements:console.search_reference" alwaysOn />];

/**
 * SET-26..28: Set To Paid on the selected rows of the filtered agent — a proof file and/or a message.
 * In the list's top toolbar beside the filters (react-admin's bulk bar sat under the taller filter row).
 */
function SetToPaidButton() {
  const translate = useTranslate();
  const { selectedIds, filterValues } = useListContext();
  const unselectAll = useUnselectAll('settlements-pending-settle');
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const { run, busy, errors, setErrors } = useApiCall('settlements:pay.fail');
  const agentId = Number(filterValues?.agent_id) || null;
  const submit = async () => {
    if (!file && !message.trim()) {
      setErrors({ message: 'settlements:validation.message_required' });
      return;
    }
    if (await run(() => paySettlements(agentId!, selectedIds as number[], file, message.trim()), ['message', 'file'])) {
      setOpen(false);
      setFile(null);
      setMessage('');
      unselectAll();
    }
  };
  return (
    <>
      <Button size="small" variant="contained" onClick={() => setOpen(true)} disabled={selectedIds.length === 0}>
        {translate('settlements:console.set_to_paid')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} maxWidth="xs" fullWidth aria-labelledby="set-to-paid">
        <DialogTitle id="set-to-paid">{translate('settlements:console.set_to_paid')}</DialogTitle>
        <DialogContent dividers>
          {agentId === null ? (
            <Alert severity="warning">{translate('settlements:validation.agent_required')}</Alert>
          ) : (
            <Stack spacing={2}>
              <Typography variant="body2">{translate('settlements:console.selected', { count: selectedIds.length })}</Typography>
              <Button variant="outlined" component="label">
                {file ? file.name : translate('settlements:console.choose_file')}
                <input hidden type="file" accept={PROOF_FILE_ACCEPT} aria-label={translate('settlements:console.proof_file')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
              </Button>
              {errors.file ? <Typography color="error" variant="caption">{translate(errors.file)}</Typography> : null}
              <TextField
                label={translate('settlements:console.message')}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                error={Boolean(errors.message)}
                helperText={errors.message ? translate(errors.message) : ' '}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
                multiline
                minRows={3}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('settlements:console.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={busy || agentId === null}>
            {translate('settlements:console.confirm_paid')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Pending Settle (`settlement/pending/settle`, SET-25..30, ACL-46, ACL-58: SA/AD/AC). */
export function PendingSettlePage() {
  return (
    <RouteGate routeKey="console.settlements.pending-settle">
      <CommerceList
        resource="settlements-pending-settle"
        title="admin:menu.settlement_pending_settle"
        filters={filters}
        storeKey="settlements.pending-settle"
        failKey="settlements:retrieve_fail"
        sort={{ field: 'validation_uploaded_at', order: 'ASC' }}
        actions={
          <TopToolbar>
            <SetToPaidButton />
          </TopToolbar>
        }
      >
        <Datagrid bulkActionButtons={<></>} isRowSelectable={(row: SettlementRow) => row.can_pay} size="small" rowClick={false} sx={COMMERCE_GRID_SX}>
          <TextColumn source="reference" label="settlements:console.reference" sortable={false} sx={{ fontFamily: 'monospace', fontWeight: 600 }} />
          <FunctionField label="settlements:console.agent" sortable={false} render={(row: SettlementRow) => row.agent_name ?? ''} />
          <DateTimeField source="validation_uploaded_at" label="settlements:console.request_date" />
          <TextColumn source="total" label="settlements:console.total" sortable={false} />
          <TextColumn source="net_total" label="settlements:console.net_total" sortable={false} />
        </Datagrid>
      </CommerceList>
    </RouteGate>
  );
}
