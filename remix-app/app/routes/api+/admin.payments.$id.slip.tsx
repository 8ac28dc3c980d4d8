import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { paymentSlipResource } from '~/rest/payments.server';

/** GET /api/admin/payments/:id/slip[?slip=<id>]: the uploaded slip, authorised (ORD-64, G-15, G-45). */
export const loader = ({ request, params }: LoaderFunctionArgs) => paymentSlipResource(request, params.id);
export const action = () => methodNotAllowed(['GET']);
