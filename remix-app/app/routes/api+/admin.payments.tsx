import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listPaymentResource } from '~/rest/payments.server';

/** GET /api/admin/payments: the payment list (ORD-71). */
export const loader = ({ request }: LoaderFunctionArgs) => listPaymentResource(request);
export const action = () => methodNotAllowed(['GET']);
