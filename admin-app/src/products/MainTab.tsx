import { useEffect, useState } from 'react';
import { Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import { Button, Confirm, NumberInput, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { VALIDATION_RULE_KEYS, type ProductJson } from '@iprenew/models/browser';
import { fieldErrorsOf, serverMessageOf } from '../common/api';
import { useAllowed } from '../common/permissions';
import { AgentPicker } from './AgentPicker';
import { ProductStatusChip } from './ProductChips';
import { postProductAction } from './productApi';

function Section({ title, help, children }: { title: string; help?: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ width: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {translate(title)}
        </Typography>
        {help ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {translate(help)}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * Activate / Deactivate (CAT-18): the server answers the reloaded product; the view redraws from it.
 * Deactivating stops every order for the country, so it asks first (issue 11); activating does not.
 */
function ActiveSwitch({ record }: { record: ProductJson }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const allowed = useAllowed('products', record.is_active ? 'deactivate' : 'activate');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const run = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const result = await postProductAction(record.id, record.is_active ? 'deactivate' : 'activate');
      notify(result.message ?? (result.data.is_active ? 'products:activated' : 'products:deactivated'), { type: 'success' });
      refresh();
    } catch (error) {
      notify(serverMessageOf(error) ?? (record.is_active ? 'products:deactivate_fail' : 'products:activate_fail'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <ProductStatusChip active={record.is_active} />
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {translate(record.is_active ? 'products:main.active_text' : 'products:main.inactive_text')}
      </Typography>
      {allowed ? (
        <Button
          variant="outlined"
          color={record.is_active ? 'error' : 'success'}
          label={record.is_active ? 'products:main.deactivate' : 'products:main.activate'}
          disabled={busy}
          onClick={() => (record.is_active ? setConfirming(true) : void run())}
        >
          <PowerSettingsNewIcon />
        </Button>
      ) : null}
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={translate('products:main.deactivate_confirm_title', { country: record.country?.name ?? '' })}
        content={translate('products:main.deactivate_confirm')}
        confirm="products:main.deactivate"
        confirmColor="warning"
        onConfirm={() => void run()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** Default agent (CAT-19): any active agent; saved at once with its own button. */
function DefaultAgent({ record }: { record: ProductJson }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const allowed = useAllowed('products', 'set-default-agent');
  const [agentId, setAgentId] = useState<number | null>(record.default_agent_id);
  const [busy, setBusy] = useState(false);
  useEffect(() => setAgentId(record.default_agent_id), [record.default_agent_id]);
  const save = async () => {
    setBusy(true);
    try {
      const result = await postProductAction(record.id, 'set-default-agent', { user_id: agentId });
      notify(result.message ?? 'products:set_default_agent_success', { type: 'success' });
      refresh();
    } catch (error) {
      const detail = Object.values(fieldErrorsOf(error) ?? {})[0];
      notify(detail ? `${serverMessageOf(error) ?? ''} — ${detail}` : (serverMessageOf(error) ?? 'products:set_default_agent_fail'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <AgentPicker value={agentId} onChange={setAgentId} current={record.default_agent} />
      {allowed ? (
        <Button variant="contained" label="products:main.set_default_agent" disabled={busy || agentId === record.default_agent_id} onClick={() => void save()}>
          <PersonAddAltIcon />
        </Button>
      ) : null}
    </Stack>
  );
}

/** Main tab (CAT-15): country, status with Activate / Deactivate, default agent, validation rules (G-55). */
export function MainTab() {
  const record = useRecordContext<ProductJson>();
  // The list row is shown while the full product loads (react-admin placeholder): wait for it.
  if (!record?.services) return null;
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 1100 }}>
      <Section title="products:main.status_title">
        <ActiveSwitch record={record} />
      </Section>
      <Section title="products:main.default_agent_title" help="products:main.default_agent_help">
        <DefaultAgent record={record} />
      </Section>
      <Section title="products:main.rules_title" help="products:main.rules_help">
        <Grid container columnSpacing={2}>
          {VALIDATION_RULE_KEYS.map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
              <NumberInput source={`validation_rules.${key}`} label={`products:rules.${key}`} step={1} fullWidth />
            </Grid>
          ))}
        </Grid>
      </Section>
      <Box />
    </Stack>
  );
}
