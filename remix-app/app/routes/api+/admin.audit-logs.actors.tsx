import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { auditActorsResource } from '~/rest/audit-logs.server';

/** GET /api/admin/audit-logs/actors: the staff accounts, for the audit log's actor filter (G-65; SA/AD). */
export const loader = ({ request }: LoaderFunctionArgs) => auditActorsResource(request);
export const action = () => methodNotAllowed(['GET']);
