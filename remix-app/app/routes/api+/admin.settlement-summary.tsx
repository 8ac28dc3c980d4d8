import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { settlementSummaryResource } from '~/rest/settlements.server';

/** GET /api/admin/settlement-summary: per agent, the settlements paid in a date range, summed (SET-32, G-71; SA/AD/AC). */
export const loader = ({ request }: LoaderFunctionArgs) => settlementSummaryResource(request);
export const action = () => methodNotAllowed(['GET']);
