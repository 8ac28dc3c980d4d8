import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { resendAuditMailResource } from '~/rest/audit-mails.server';

/** POST /api/admin/audit-mails/:id/resend — ADM-81 (super admin). */
export const loader = () => methodNotAllowed(['POST']);
export const action = ({ request, params }: ActionFunctionArgs) => (request.method === 'POST' ? resendAuditMailResource(request, params.id) : methodNotAllowed(['POST']));
