import type { LoaderFunctionArgs } from '@remix-run/node';
import { getPaymentResource } from '~/rest/payments.server';
import { methodNotAllowed } from '~/rest/users.server';

/** GET /api/admin/payments/:id: one payment row. */
export const loader = ({ request, params }: LoaderFunctionArgs) => getPaymentResource(request, params.id);
export const action = () => methodNotAllowed('GET');
