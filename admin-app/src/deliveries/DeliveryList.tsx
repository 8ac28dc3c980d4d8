import { Chip } from '@mui/material';
import { Datagrid, FunctionField, TextField, useTranslate } from 'react-admin';
import type { DeliveryJson } from '@iprenew/models/browser';
import { DateTimeField } from '../common/fields';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { ChoiceFilter, SearchFilter } from '../payments/filters';
import { TrackingButton } from './TrackingButton';

// DLV-1: 0 all (the empty choice), 1 to deliver, 2 Pending, 3 Delivering, 4 Delivered, 5 Cancelled.
const STATUS_CHOICES = [1, 2, 3, 4, 5].map((id) => [id, `deliveries:filter.${id}`] as const);
const filters = [
  <SearchFilter key="q" source="q" placeholderKey="deliveries:filter.searchPlaceholder" alwaysOn />,
  <ChoiceFilter key="status" source="status" labelKey="deliveries:filter.label" choices={STATUS_CHOICES} emptyKey="deliveries:filter.0" emptyValue={0} alwaysOn />,
];

const address = (d: DeliveryJson) => {
  const a = (d.address ?? {}) as Record<string, string | null | undefined>;
  return [a.address_1, a.address_2, a.poscode, a.city, a.state, a.country].filter(Boolean).join(', ');
};

const COLOURS = { pending: 'warning', delivering: 'info', delivered: 'success', cancelled: 'default' } as const;

/** Delivery list for staff (`delivery`, DLV-1..7, ACL-29): status filter, search, and the tracking action. */
export function DeliveryList() {
  const translate = useTranslate();
  return (
    <CommerceList title="deliveries:page.title" filters={filters} filterDefaultValues={{ status: 0 }} storeKey="deliveries.list" failKey="deliveries:list.fail">
      <Datagrid bulkActionButtons={false} size="small" rowClick={false} sx={COMMERCE_GRID_SX}>
        <TextField source="id" label="deliveries:column.id" />
        <FunctionField label="deliveries:column.reference" sortable={false} render={(d: DeliveryJson) => d.application.reference} />
        <FunctionField label="deliveries:column.order" sortable={false} render={(d: DeliveryJson) => d.order?.reference ?? ''} />
        <FunctionField label="deliveries:column.ip" sortable={false} render={(d: DeliveryJson) => d.application.ip?.application_name ?? ''} />
        <FunctionField label="deliveries:column.address" sortable={false} render={address} />
        <TextField source="courier" label="deliveries:column.courier" sortable={false} emptyText="—" />
        <TextField source="tracking_no" label="deliveries:column.tracking_no" sortable={false} emptyText="—" />
        <FunctionField
          label="deliveries:column.status"
          sortable={false}
          render={(d: DeliveryJson) => <Chip size="small" color={COLOURS[d.state]} label={translate(`deliveries:state.${d.state}`)} />}
        />
        <TextField source="fee" label="deliveries:column.fee" sortable={false} />
        <DateTimeField source="created_at" label="deliveries:column.created_at" />
        <FunctionField label="deliveries:column.action" render={(d: DeliveryJson) => <TrackingButton row={d} />} />
      </Datagrid>
    </CommerceList>
  );
}
