import type { LoaderFunctionArgs } from '@remix-run/node';
import { getInvoiceResource } from '~/rest/invoices.server';
import { methodNotAllowed } from '~/rest/users.server';

/** GET /api/admin/invoices/:id: one invoice row (ORD-70; SA, AD, AC). */
export const loader = ({ request, params }: LoaderFunctionArgs) => getInvoiceResource(request, params.id);
export const action = () => methodNotAllowed('GET');
