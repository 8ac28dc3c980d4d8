import type { LoaderFunctionArgs } from '@remix-run/node';
import { staffOverview } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { handleApi } from '~/rest/protocol.server';

/**
 * GET /api/admin/overview/me — the signed-in staff member's overview cards (G-47, ADM-86): counts,
 * sums and the filtered list each opens, only for the lists that role may open. One react-admin
 * record ({id: 'me', cards}).
 */
export const loader = ({ request }: LoaderFunctionArgs) => handleApi(request, 'overview', 'read', async ({ actor }) => jsonResponse(await staffOverview({ actor })));
