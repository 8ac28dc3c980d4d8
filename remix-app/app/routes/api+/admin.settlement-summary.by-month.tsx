import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { settlementsByMonthResource } from '~/rest/settlements.server';

/** GET /api/admin/settlement-summary/by-month: Σ net total per Kuala Lumpur month and agent (SET-32's chart; SA/AD/AC). */
export const loader = ({ request }: LoaderFunctionArgs) => settlementsByMonthResource(request);
export const action = () => methodNotAllowed(['GET']);
