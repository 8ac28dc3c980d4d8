import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { settlementAgentsResource } from '~/rest/settlements.server';

/** GET /api/admin/settlement-history/agents: the agents with settled settlements (the history's and the summary's agent filter). */
export const loader = ({ request }: LoaderFunctionArgs) => settlementAgentsResource(request, 'history');
export const action = () => methodNotAllowed(['GET']);
