import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getAuditLogResource } from '~/rest/audit-logs.server';

/** GET /api/admin/audit-logs/:id: one audit row (G-65; SA/AD). */
export const loader = ({ request, params }: LoaderFunctionArgs) => getAuditLogResource(request, params.id);
export const action = () => methodNotAllowed(['GET']);
