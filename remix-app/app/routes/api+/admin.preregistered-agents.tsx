import type { LoaderFunctionArgs } from '@remix-run/node';
import { listPreRegisteredAgents } from '~/rest/preregistered-agents.server';

/** GET /api/admin/preregistered-agents (ADM-18/19). */
export const loader = ({ request }: LoaderFunctionArgs) => listPreRegisteredAgents(request);
