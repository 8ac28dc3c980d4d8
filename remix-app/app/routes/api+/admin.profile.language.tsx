import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { updateProfileLanguage } from '~/rest/profile.server';

/** PUT /api/admin/profile/language {language}: the console's language switch, kept on the account. */
export const loader = () => methodNotAllowed(['PUT']);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'PUT' ? updateProfileLanguage(request) : methodNotAllowed(['PUT']));
