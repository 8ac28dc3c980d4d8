import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listUserResource } from '~/rest/users.server';

/** GET /api/admin/customers — role 4 users (ADM-1/2); filters q, status_id, type. */
export const loader = ({ request }: LoaderFunctionArgs) => listUserResource('customers', request);

/** Customers register themselves; the console does not create them (ADM-3). */
export const action = () => methodNotAllowed(['GET']);
