import { Datagrid, FunctionField, ShowButton, TextField, useTranslate } from 'react-admin';
import { ORDER_STATUS, PAYMENT_METHODS, type OrderRowJson } from '@iprenew/models/browser';
import { DateTimeField } from '../common/fields';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { PaymentStatusChip } from '../payments/PaymentStatusChip';
import { ChoiceFilter, SearchFilter } from '../payments/filters';

const filters = [
  <SearchFilter key="q" source="q" placeholderKey="payments:console.search_order" minWidth={240} alwaysOn />,
  <ChoiceFilter
    key="status"
    source="status"
    labelKey="payments:console.status_filter"
    choices={Object.values(ORDER_STATUS).map((id) => [id, `enums:orderStatus.${id}`] as const)}
    emptyKey="payments:console.all"
    alwaysOn
  />,
  <ChoiceFilter
    key="method"
    source="payment_method"
    labelKey="payments:console.method_filter"
    choices={PAYMENT_METHODS.map((id) => [id, `enums:paymentMethod.${id}`] as const)}
    emptyKey="payments:console.all"
    minWidth={180}
    alwaysOn
  />,
];

/** Order list (`order`, ORD-73, G-46): reference, customer, date, items, fee, discount, total, method, statuses. */
export function OrderList() {
  const translate = useTranslate();
  return (
    <CommerceList title="payments:console.orders_title" filters={filters} storeKey="orders.list" failKey="payments:retrieve_fail">
      <Datagrid bulkActionButtons={false} size="small" rowClick="show" sx={COMMERCE_GRID_SX}>
        <TextField source="reference" label="payments:console.fields.reference" sx={{ fontFamily: 'monospace', fontWeight: 600 }} />
        <TextField source="email" label="payments:console.fields.email" sortBy="user.email" />
        <DateTimeField source="created_at" label="payments:console.fields.created_at" />
        <TextField source="lines" label="payments:console.fields.lines" sortable={false} />
        <TextField source="fee" label="payments:console.fields.fee" />
        <TextField source="discount_amount" label="payments:console.fields.discount" />
        <TextField source="total" label="payments:console.fields.total" />
        <FunctionField source="payment_method" label="payments:console.fields.method" render={(o: OrderRowJson) => translate(`enums:paymentMethod.${o.payment_method}`, { _: o.payment_method })} />
        <FunctionField source="status" label="payments:console.fields.order_status" render={(o: OrderRowJson) => translate(`enums:orderStatus.${o.status}`, { _: String(o.status) })} />
        <FunctionField label="payments:console.fields.display_status" sortable={false} render={(o: OrderRowJson) => <PaymentStatusChip status={o.payment_status} />} />
        <ShowButton />
      </Datagrid>
    </CommerceList>
  );
}
