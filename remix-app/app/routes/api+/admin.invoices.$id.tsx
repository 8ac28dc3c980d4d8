import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getInvoiceResource } from '~/rest/invoices.server';

/** GET /api/admin/invoices/:id: one invoice row (ORD-70; SA, AD, AC). */
export const loader = ({ request, params }: LoaderFunctionArgs) => getInvoiceResource(request, params.id);
export const action = () => methodNotAllowed(['GET']);
