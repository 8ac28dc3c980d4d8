import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listInvoiceResource } from '~/rest/invoices.server';

/** GET /api/admin/invoices: the invoice / payment transaction list (ORD-70; SA, AD, AC). */
export const loader = ({ request }: LoaderFunctionArgs) => listInvoiceResource(request);
export const action = () => methodNotAllowed(['GET']);
