import { Datagrid, DateInput, FunctionField, TextField as TextColumn, useBasename, useTranslate } from 'react-admin';
import { DateTimeField } from '../common/fields';
import { RemoteChoiceFilter } from '../common/RemoteChoiceFilter';
import { RouteGate } from '../configuration/RouteGate';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { SearchFilter } from '../payments/filters';
import { amountColumns } from './amountColumns';
import type { SettlementRow } from './settlementApi';

/** The agents with settled settlements (GET …/settlement-history/agents): the history's and the summary's agent filter. */
export function HistoryAgentFilter({ source }: { source: string; alwaysOn?: boolean }) {
  return (
    <RemoteChoiceFilter<{ id: number; name: string; email: string }>
      source={source}
      label="settlements:console.agent_filter"
      path="/settlement-history/agents"
      emptyKey="settlements:console.all_agents"
      optionText={(a) => `${a.name} (${a.email})`}
    />
  );
}

/** SET-33: the paid date range (Kuala Lumpur days). */
export const paidRangeFilters = [
  <DateInput key="from" source="from" label="settlements:console.paid_from" alwaysOn />,
  <DateInput key="to" source="to" label="settlements:console.paid_to" alwaysOn />,
];

const filters = [<HistoryAgentFilter key="agent_id" source="agent_id" alwaysOn />, ...paidRangeFilters, <SearchFilter key="q" source="q" placeholderKey="settlements:console.search_reference" alwaysOn />];

function Channel({ row }: { row: SettlementRow }) {
  const translate = useTranslate();
  return <>{row.route ? translate(`settlements:console.channel_${row.route}`) : '—'}</>;
}

/**
 * Settlement History (`settlement/history`, SET-31, SET-33, ACL-48: SA/AD/AC): the settled settlements,
 * latest paid first — by agent, paid date range and reference — with every amount; a row opens the
 * settlement detail.
 */
export function SettlementHistoryPage() {
  const basename = useBasename();
  return (
    <RouteGate routeKey="console.settlements.history">
      <CommerceList resource="settlement-history" title="admin:menu.settlement_history" filters={filters} storeKey="settlements.history" failKey="settlements:retrieve_fail" sort={{ field: 'paid_at', order: 'DESC' }}>
        <Datagrid bulkActionButtons={false} size="small" rowClick={(id) => `${basename}/settlements/view/${id}?from=history`} sx={COMMERCE_GRID_SX}>
          <TextColumn source="reference" label="settlements:console.reference" sortable={false} sx={{ fontFamily: 'monospace', fontWeight: 600 }} />
          <FunctionField label="settlements:console.agent" sortable={false} render={(row: SettlementRow) => row.agent_name ?? ''} />
          {amountColumns({ netSortable: true })}
          <FunctionField label="settlements:console.channel" sortable={false} render={(row: SettlementRow) => <Channel row={row} />} />
          <DateTimeField source="paid_at" label="settlements:console.paid_at" />
        </Datagrid>
      </CommerceList>
    </RouteGate>
  );
}
