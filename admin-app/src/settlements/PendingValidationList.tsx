import { Stack } from '@mui/material';
import { Datagrid, FunctionField, TextField } from 'react-admin';
import { DateTimeField } from '../common/fields';
import { RouteGate } from '../configuration/RouteGate';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { SearchFilter } from '../payments/filters';
import type { SettlementRow } from './settlementApi';
import { ProofButtons, ReuploadButton, ValidateButton, ViewApplicationButton } from './ValidationActions';

const filters = [<SearchFilter key="q" source="q" placeholderKey="settlements:console.search_reference" alwaysOn />];

/** Pending Validation (`settlement/pending/validation`, SET-14..20, ACL-47: SA/AD, never the accountant). */
export function PendingValidationPage() {
  return (
    <RouteGate routeKey="console.settlements.pending-validation">
      <CommerceList
        resource="settlements-pending-validation"
        title="admin:menu.settlement_pending_validation"
        filters={filters}
        storeKey="settlements.pending-validation"
        failKey="settlements:retrieve_fail"
        sort={{ field: 'validation_uploaded_at', order: 'ASC' }}
      >
        <ResourceGrid />
      </CommerceList>
    </RouteGate>
  );
}

function ResourceGrid() {
  return (
    <Datagrid bulkActionButtons={false} size="small" rowClick={false} sx={COMMERCE_GRID_SX}>
      <TextField source="reference" label="settlements:console.reference" sortable={false} sx={{ fontFamily: 'monospace', fontWeight: 600 }} />
      <TextField source="agent_name" label="settlements:console.agent" sortable={false} />
      <DateTimeField source="validation_uploaded_at" label="settlements:console.request_date" />
      <TextField source="total" label="settlements:console.total" sortable={false} />
      <FunctionField
        label="settlements:console.action"
        render={(row: SettlementRow) => (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 420 }}>
            <ViewApplicationButton row={row} />
            <ProofButtons row={row} />
            <ValidateButton row={row} />
            <ReuploadButton row={row} />
          </Stack>
        )}
      />
    </Datagrid>
  );
}
