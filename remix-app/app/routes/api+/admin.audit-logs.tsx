import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listAuditLogResource } from '~/rest/audit-logs.server';

/** GET /api/admin/audit-logs: the staff audit log (G-65; SA/AD), read only. */
export const loader = ({ request }: LoaderFunctionArgs) => listAuditLogResource(request);
export const action = () => methodNotAllowed(['GET']);
