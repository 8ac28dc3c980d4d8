import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listWhitelistResource, saveWhitelistResource } from '~/rest/settings-editors.server';

/** GET /api/admin/whitelists; POST {email: string[]} stores the whole list (ADM-63..65). */
export const loader = ({ request }: LoaderFunctionArgs) => listWhitelistResource(request);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'POST' ? saveWhitelistResource(request) : methodNotAllowed(['GET', 'POST']));
