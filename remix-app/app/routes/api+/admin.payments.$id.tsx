import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getPaymentResource } from '~/rest/payments.server';

/** GET /api/admin/payments/:id: one payment row. */
export const loader = ({ request, params }: LoaderFunctionArgs) => getPaymentResource(request, params.id);
export const action = () => methodNotAllowed(['GET']);
