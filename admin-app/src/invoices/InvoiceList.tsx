import { Datagrid, DateInput, FunctionField, TextField } from 'react-admin';
import type { InvoiceRowJson } from '@iprenew/models/browser';
import { DownloadButton } from '../common/DownloadButton';
import { DateTimeField } from '../common/fields';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { SearchFilter } from '../payments/filters';

/** ORD-69: the PDF through the authorised route (the session cookie). */
const InvoiceDownload = ({ row }: { row: InvoiceRowJson }) => (
  <DownloadButton url={row.download_url} filename={`${row.reference}-invoice.pdf`} accept="application/pdf" label="payments:console.download" failKey="payments:console.download_fail" variant="outlined" />
);

/** Invoice list and payment transaction list (`invoice-list`, ORD-70; SA, AD, AC). */
export function InvoiceList() {
  return (
    <CommerceList
      title="payments:console.invoices_title"
      filters={[
        <SearchFilter key="q" source="q" placeholderKey="payments:console.search_invoice" minWidth={280} alwaysOn />,
        <DateInput key="from" source="from" label="payments:console.paid_from" alwaysOn />,
        <DateInput key="to" source="to" label="payments:console.paid_to" alwaysOn />,
      ]}
      storeKey="invoices.list"
      failKey="payments:retrieve_fail"
    >
      <Datagrid bulkActionButtons={false} size="small" rowClick={false} sx={COMMERCE_GRID_SX}>
        <TextField source="reference" label="payments:console.fields.reference" sx={{ fontFamily: 'monospace', fontWeight: 600 }} />
        <TextField source="paypal_ref" label="payments:console.fields.paypal_ref" sortable={false} emptyText="—" />
        <TextField source="email" label="payments:console.fields.email" sortable={false} />
        <TextField source="total" label="payments:console.fields.total" sortable={false} />
        <DateTimeField source="created_at" label="payments:console.fields.created_at" />
        <TextField source="invoice_no" label="payments:console.fields.invoice_no" emptyText="—" />
        <FunctionField label="payments:console.fields.action" render={(row: InvoiceRowJson) => <InvoiceDownload row={row} />} />
      </Datagrid>
    </CommerceList>
  );
}
