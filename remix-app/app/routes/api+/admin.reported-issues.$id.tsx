import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getReportedIssueResource } from '~/rest/reported-issues.server';

/** GET /api/admin/reported-issues/:id: one reported issue, marked read (ADM-72..74; super admin). */
export const loader = ({ request, params }: LoaderFunctionArgs) => getReportedIssueResource(request, params.id);
export const action = () => methodNotAllowed(['GET']);
