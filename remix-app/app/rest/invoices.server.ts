import { getInvoice, INVOICE_SORT_FIELDS, listInvoices, type InvoiceSortField } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { handleApi, listResponse, parseId, parseListParams } from './protocol.server';

/**
 * /api/admin/invoices, read only (ORD-70; SA, AD, AC): the successful payments with their invoice.
 *   GET /api/admin/invoices?sort=["created_at","DESC"]&range=[0,9]&filter={"q":"…"}
 *   GET /api/admin/invoices/:id (a payment id) → one row
 * Each row carries `download_url`, the authorised PDF route of ORD-69 (GET /storage/uploads/invoice/…).
 */
const LIST = { sortFields: INVOICE_SORT_FIELDS, defaultSort: { field: 'created_at' as InvoiceSortField, order: 'DESC' as const }, messageKey: 'payments:retrieve_fail' };

export const listInvoiceResource = (request: Request) =>
  handleApi(request, 'invoices', 'list', async ({ actor }) =>
    listResponse('invoices', await listInvoices({ actor, ...parseListParams<InvoiceSortField>(new URL(request.url), LIST) })),
  );

export const getInvoiceResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'invoices', 'read', async ({ actor }) => jsonResponse(await getInvoice({ actor, id: parseId(rawId, 'payments:retrieve_fail') })));
