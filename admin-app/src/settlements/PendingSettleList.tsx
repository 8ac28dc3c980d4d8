import { useState } from 'react';
import { Button } from '@mui/material';
import { Datagrid, FunctionField, TextField as TextColumn, TopToolbar, useListContext, useTranslate, useUnselectAll } from 'react-admin';
import { DateTimeField } from '../common/fields';
import { RouteGate } from '../configuration/RouteGate';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { SearchFilter } from '../payments/filters';
import { PayDialog } from './PayDialog';
import { SettlementAgentFilter } from './SettlementAgentFilter';
import type { SettlementRow } from './settlementApi';

const filters = [<SettlementAgentFilter key="agent_id" source="agent_id" scope="pending-settle" alwaysOn />, <SearchFilter key="q" source="q" placeholderKey="settlements:console.search_reference" alwaysOn />];

/**
 * SET-26..28: Set To Paid on the selected rows of the filtered agent — a proof file and/or a message.
 * In the list's top toolbar beside the filters (react-admin's bulk bar sat under the taller filter row).
 */
function SetToPaidButton() {
  const translate = useTranslate();
  const { selectedIds, filterValues } = useListContext();
  const unselectAll = useUnselectAll('settlements-pending-settle');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="contained" onClick={() => setOpen(true)} disabled={selectedIds.length === 0}>
        {translate('settlements:console.set_to_paid')}
      </Button>
      <PayDialog
        open={open}
        onClose={() => setOpen(false)}
        onPaid={() => {
          setOpen(false);
          unselectAll();
        }}
        agentId={Number(filterValues?.agent_id) || null}
        ids={selectedIds as number[]}
        channel="bank"
        title={translate('settlements:console.set_to_paid')}
        summary={translate('settlements:console.selected', { count: selectedIds.length })}
      />
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
