import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listAuditMailResource } from '~/rest/audit-mails.server';

/** GET /api/admin/audit-mails: the audit mails (ADM-80; SA/AD). */
export const loader = ({ request }: LoaderFunctionArgs) => listAuditMailResource(request);
export const action = () => methodNotAllowed(['GET']);
