import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { auditMailTypesResource } from '~/rest/audit-mails.server';

/** GET /api/admin/audit-mails/types: the type filter's choices (ADM-80; SA/AD). */
export const loader = ({ request }: LoaderFunctionArgs) => auditMailTypesResource(request);
export const action = () => methodNotAllowed(['GET']);
