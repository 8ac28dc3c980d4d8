import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { getProfile, updateProfile } from '~/rest/profile.server';
import { methodNotAllowed } from '~/rest/users.server';

/** GET and PUT /api/admin/profile — the staff member's own account. */
export const loader = ({ request }: LoaderFunctionArgs) => getProfile(request);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'PUT' ? updateProfile(request) : methodNotAllowed('GET, PUT'));
