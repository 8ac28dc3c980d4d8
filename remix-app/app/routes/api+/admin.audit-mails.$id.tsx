import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getAuditMailResource } from '~/rest/audit-mails.server';

/** GET /api/admin/audit-mails/:id: one audit mail (ADM-80; SA/AD). */
export const loader = ({ request, params }: LoaderFunctionArgs) => getAuditMailResource(request, params.id);
export const action = () => methodNotAllowed(['GET']);
