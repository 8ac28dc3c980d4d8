import type { LoaderFunctionArgs } from '@remix-run/node';
import { paymentSlipResource } from '~/rest/payments.server';
import { methodNotAllowed } from '~/rest/users.server';

/** GET /api/admin/payments/:id/slip[?slip=<id>]: the uploaded slip, authorised (ORD-64, G-15, G-45). */
export const loader = ({ request, params }: LoaderFunctionArgs) => paymentSlipResource(request, params.id);
export const action = () => methodNotAllowed('GET');
