import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { createVoucherResource, listVoucherResource } from '~/rest/vouchers.server';

/** GET (list, ADM-40/41) and POST (store, ADM-46) /api/admin/vouchers. */
export const loader = ({ request }: LoaderFunctionArgs) => listVoucherResource(request);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'POST' ? createVoucherResource(request) : methodNotAllowed(['GET', 'POST']));
