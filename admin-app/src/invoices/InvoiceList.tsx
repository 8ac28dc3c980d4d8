import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Datagrid, FunctionField, TextField, useNotify, useTranslate } from 'react-admin';
import type { InvoiceRowJson } from '@iprenew/models/browser';
import { DateTimeField } from '../common/fields';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { SearchFilter } from '../payments/filters';

/** ORD-69: fetches the PDF through the authorised route (the session cookie) and saves it. */
function DownloadButton({ row }: { row: InvoiceRowJson }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(row.download_url, { credentials: 'same-origin', headers: { Accept: 'application/pdf' } });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `${row.reference}-invoice.pdf`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      notify('payments:console.download_fail', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={busy}>
      {translate('payments:console.download')}
    </Button>
  );
}

/** Invoice list and payment transaction list (`invoice-list`, ORD-70; SA, AD, AC). */
export function InvoiceList() {
  return (
    <CommerceList
      title="payments:console.invoices_title"
      filters={[<SearchFilter key="q" source="q" placeholderKey="payments:console.search_invoice" minWidth={280} alwaysOn />]}
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
        <FunctionField label="payments:console.fields.action" render={(row: InvoiceRowJson) => <DownloadButton row={row} />} />
      </Datagrid>
    </CommerceList>
  );
}
