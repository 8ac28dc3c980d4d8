import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { changeProfilePassword } from '~/rest/profile.server';

/** POST /api/admin/profile/password {old_ps, password, password_confirmation} (ACC-54..60 for staff). */
export const loader = () => methodNotAllowed(['POST']);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'POST' ? changeProfilePassword(request) : methodNotAllowed(['POST']));
