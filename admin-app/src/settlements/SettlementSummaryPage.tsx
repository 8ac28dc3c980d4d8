import { Datagrid, FunctionField, ListContextProvider, TextField as TextColumn, useBasename, useGetList, useList, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { AgentSettlementSummaryJson } from '@iprenew/models/browser';
import { DateTimeField } from '../common/fields';
import { RouteGate } from '../configuration/RouteGate';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { amountColumns } from './amountColumns';
import { PaidByMonthChart } from './PaidByMonthChart';
import { HistoryAgentFilter, paidRangeFilters } from './SettlementHistoryList';
import type { SettlementRow } from './settlementApi';

type AgentSummary = AgentSettlementSummaryJson;

const filters = [<HistoryAgentFilter key="agent_id" source="agent_id" alwaysOn />, ...paidRangeFilters];

/** SET-32: an agent's row expands to its settlements in the range (the history, filtered; up to 100). */
function AgentApplications() {
  const record = useRecordContext<AgentSummary>();
  const basename = useBasename();
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { data, isPending } = useGetList<SettlementRow & { paid_at: string | null }>('settlement-history', {
    filter: { agent_id: record?.agent_id, from: filterValues?.from, to: filterValues?.to },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'paid_at', order: 'DESC' },
  });
  const list = useList({ data: data ?? [], isPending });
  if (!record) return null;
  return (
    <Box sx={{ pl: 2 }} data-agent-applications={record.agent_id}>
      <Typography variant="caption" color="text.secondary">
        {translate('settlements:console.applications_of', { name: record.agent_name ?? '' })}
      </Typography>
      <ListContextProvider value={list}>
        <Datagrid bulkActionButtons={false} size="small" rowClick={(id) => `${basename}/settlements/view/${id}?from=summary`} sx={COMMERCE_GRID_SX}>
          <TextColumn source="reference" label="settlements:console.reference" sortable={false} sx={{ fontFamily: 'monospace', fontWeight: 600 }} />
          {amountColumns()}
          <DateTimeField source="paid_at" label="settlements:console.paid_at" sortable={false} />
        </Datagrid>
      </ListContextProvider>
    </Box>
  );
}

/**
 * Agent Settlement Summary (`settlement/summary`, SET-32, G-71; SA/AD/AC): for a paid date range, one
 * row per agent with the count and the sums (processing, service, total, PayPal cost, net total),
 * largest first; a row expands to its applications; above, the paid-per-month chart per agent.
 */
export function SettlementSummaryPage() {
  return (
    <RouteGate routeKey="console.settlements.summary">
      <CommerceList resource="settlement-summary" title="admin:menu.settlement_summary" filters={filters} storeKey="settlements.summary" failKey="settlements:retrieve_fail" sort={{ field: 'net_total', order: 'DESC' }}>
        <PaidByMonthChart />
        <Datagrid bulkActionButtons={false} size="small" rowClick="expand" expand={<AgentApplications />} sx={COMMERCE_GRID_SX}>
          <FunctionField label="settlements:console.agent" sortable={false} render={(row: AgentSummary) => `${row.agent_name ?? ''}`} />
          <TextColumn source="count" label="settlements:console.count" sortable={false} />
          {amountColumns()}
        </Datagrid>
      </CommerceList>
    </RouteGate>
  );
}
