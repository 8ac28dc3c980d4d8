import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { settlementAgentsResource } from '~/rest/settlements.server';

/** GET /api/admin/settlements-pending-paypal/agents: the agents with PayPal settlements to pay (the list's agent filter). */
export const loader = ({ request }: LoaderFunctionArgs) => settlementAgentsResource(request, 'pending-paypal');
export const action = () => methodNotAllowed(['GET']);
