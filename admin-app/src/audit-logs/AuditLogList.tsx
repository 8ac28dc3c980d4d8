import { Box, Card, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, DateInput, FunctionField, TextInput, useListContext, useTranslate } from 'react-admin';
import { AUDIT_ACTIONS, auditActionLabelKey } from '@iprenew/models/browser';
import { RemoteChoiceFilter } from '../common/RemoteChoiceFilter';
import { DateTimeField } from '../common/fields';
import { useDateTimeKL } from '../common/format';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { ChoiceFilter } from '../payments/filters';
import { AuditChanges, type AuditLogRow } from './AuditChanges';

const TARGET_TYPES = ['application', 'audit_mail', 'configuration', 'countries', 'delivery', 'delivery_prices', 'document', 'email', 'ip', 'job', 'news', 'payment', 'payout', 'pre_registration', 'product', 'settlement', 'user', 'voucher', 'whitelist'] as const;

const filters = [
  <RemoteChoiceFilter<{ id: number; name: string; email: string }>
    key="actor_id"
    source="actor_id"
    label="admin:audit.filter_actor"
    path="/audit-logs/actors"
    emptyKey="admin:audit.filter_all"
    optionText={(u) => `${u.name} (${u.email})`}
    extraChoices={[{ id: 0, name: 'admin:audit.system' }]}
    alwaysOn
  />,
  <ChoiceFilter key="action" source="action" labelKey="admin:audit.filter_action" choices={AUDIT_ACTIONS.map((a) => [a, auditActionLabelKey(a)] as const)} emptyKey="admin:audit.filter_all" minWidth={220} alwaysOn />,
  <ChoiceFilter key="target_type" source="target_type" labelKey="admin:audit.filter_target_type" choices={TARGET_TYPES.map((t) => [t, `admin:audit.targets.${t}`] as const)} emptyKey="admin:audit.filter_all" />,
  <TextInput key="target_id" source="target_id" label="admin:audit.filter_target_id" />,
  <DateInput key="from" source="from" label="admin:audit.from" alwaysOn />,
  <DateInput key="to" source="to" label="admin:audit.to" alwaysOn />,
];

/** Who did it: the staff member (and the impersonator behind them), or the system. */
function Actor({ row }: { row: AuditLogRow }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', overflowWrap: 'anywhere' }}>
      <span>{row.actor ? row.actor.name : translate('admin:audit.system')}</span>
      {row.actor ? (
        <Typography component="span" variant="caption" color="text.secondary">
          {row.actor.email}
        </Typography>
      ) : null}
      {row.impersonator ? (
        <Typography component="span" variant="caption" color="warning.main">
          {translate('admin:audit.by_impersonator', { name: row.impersonator.name })}
        </Typography>
      ) : null}
    </Box>
  );
}

function Target({ row }: { row: AuditLogRow }) {
  const translate = useTranslate();
  if (!row.target_type) return <>—</>;
  return (
    <span>
      {translate(`admin:audit.targets.${row.target_type}`, { _: row.target_type })}
      {row.target_id ? ` #${row.target_id}` : ''}
    </span>
  );
}

/** On a phone: one card per entry, its changes behind a disclosure. */
function AuditCards() {
  const translate = useTranslate();
  const formatDateTimeKL = useDateTimeKL();
  const { data } = useListContext<AuditLogRow>();
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }}>
      {(data ?? []).map((row) => (
        <Card key={row.id} variant="outlined" component="article" aria-label={translate(row.action_label_key)} data-audit-row={row.id}>
          <CardContent>
            <Typography variant="subtitle2">{translate(row.action_label_key)}</Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {formatDateTimeKL(row.created_at)} · <Target row={row} />
            </Typography>
            <Box sx={{ mt: 0.5, fontSize: '0.875rem' }}>
              <Actor row={row} />
            </Box>
            <Box component="details" sx={{ mt: 1 }}>
              <Box component="summary" sx={{ cursor: 'pointer', color: 'primary.main', fontSize: '0.875rem' }}>
                {translate('admin:audit.show_changes')}
              </Box>
              <AuditChanges row={row} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The staff audit log (G-65, ADR 053; SA and AD, read only): who did what to which record, when, and
 * the fields before and after — newest first, filtered by staff member, action, record and dates
 * (Kuala Lumpur days). A row expands to its changes.
 */
export function AuditLogList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <CommerceList title="admin:audit.title" filters={filters} storeKey="audit-logs.list" failKey="admin:audit.retrieve_fail">
      {phone ? (
        <AuditCards />
      ) : (
        <Datagrid bulkActionButtons={false} size="small" rowClick="expand" expand={<ExpandedChanges />} sx={COMMERCE_GRID_SX}>
          <DateTimeField source="created_at" label="admin:audit.when" />
          <FunctionField label="admin:audit.actor" sortable={false} render={(row: AuditLogRow) => <Actor row={row} />} />
          <FunctionField label="admin:audit.action" sortable={false} render={(row: AuditLogRow) => <ActionLabel row={row} />} />
          <FunctionField label="admin:audit.target" sortable={false} render={(row: AuditLogRow) => <Target row={row} />} />
          <FunctionField label="admin:audit.ip_address" sortable={false} render={(row: AuditLogRow) => row.ip_address ?? '—'} />
        </Datagrid>
      )}
    </CommerceList>
  );
}

function ActionLabel({ row }: { row: AuditLogRow }) {
  const translate = useTranslate();
  return <span data-action={row.action}>{translate(row.action_label_key)}</span>;
}

function ExpandedChanges() {
  return (
    <FunctionField<AuditLogRow> render={(row) => (row ? <AuditChanges row={row} /> : null)} />
  );
}
