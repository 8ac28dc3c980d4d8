import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { settlementAgentsResource } from '~/rest/settlements.server';

/** GET /api/admin/settlements-pending-settle/agents: the agents with settlements to pay (SET-25's agent filter). */
export const loader = ({ request }: LoaderFunctionArgs) => settlementAgentsResource(request);
export const action = () => methodNotAllowed(['GET']);
