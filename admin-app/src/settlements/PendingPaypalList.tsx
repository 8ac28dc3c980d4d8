import { Chip } from '@mui/material';
import { Datagrid, FunctionField, TextField as TextColumn, useBasename, useTranslate } from 'react-admin';
import { DateTimeField } from '../common/fields';
import { RouteGate } from '../configuration/RouteGate';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { SearchFilter } from '../payments/filters';
import { SettlementAgentFilter } from './SettlementAgentFilter';
import type { SettlementRow } from './settlementApi';

const filters = [
  <SettlementAgentFilter key="agent_id" source="agent_id" scope="pending-paypal" alwaysOn />,
  <SearchFilter key="q" source="q" placeholderKey="settlements:console.search_reference" alwaysOn />,
];

/**
 * Pending Paypal (`settlement/pending/paypal`, SET-22, G-05, ACL-48: SA/AD/AC): the validated
 * settlements of agents without Malaysian bank details, paid through PayPal — total, the PayPal cost
 * deducted and the net amount, and whether a PayPal payout is in flight or was returned (ADR 055); a
 * row opens its detail, where the payout proof is uploaded or the payout sent via PayPal.
 */
export function PendingPaypalPage() {
  const basename = useBasename();
  const translate = useTranslate();
  return (
    <RouteGate routeKey="console.settlements.pending-paypal">
      <CommerceList
        resource="settlements-pending-paypal"
        title="admin:menu.settlement_pending_paypal"
        filters={filters}
        storeKey="settlements.pending-paypal"
        failKey="settlements:retrieve_fail"
        sort={{ field: 'validation_uploaded_at', order: 'ASC' }}
      >
        <Datagrid bulkActionButtons={false} size="small" rowClick={(id) => `${basename}/settlements/pending/paypal/${id}`} sx={COMMERCE_GRID_SX}>
          <TextColumn source="reference" label="settlements:console.reference" sortable={false} sx={{ fontFamily: 'monospace', fontWeight: 600 }} />
          <FunctionField label="settlements:console.agent" sortable={false} render={(row: SettlementRow) => row.agent_name ?? ''} />
          <DateTimeField source="validation_uploaded_at" label="settlements:console.request_date" />
          <TextColumn source="total" label="settlements:console.total" sortable={false} />
          <TextColumn source="paypal_cost" label="settlements:console.paypal_cost" sortable={false} />
          <TextColumn source="net_total" label="settlements:console.net_total" sortable={false} />
          {/* ADR 055: a PayPal payout in flight, or returned last time. */}
          <FunctionField
            label="settlements:paypal.batch"
            sortable={false}
            render={(row: SettlementRow) =>
              row.paypal_in_flight ? (
                <Chip size="small" color="info" label={translate('settlements:paypal.in_flight')} />
              ) : row.paypal_return_reason ? (
                <Chip size="small" color="warning" label={translate('settlements:paypal.last_return')} title={row.paypal_return_reason} />
              ) : null
            }
          />
        </Datagrid>
      </CommerceList>
    </RouteGate>
  );
}
