import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listReportedIssueResource } from '~/rest/reported-issues.server';

/** GET /api/admin/reported-issues: the reported issues (ADM-71, ADM-73; super admin). */
export const loader = ({ request }: LoaderFunctionArgs) => listReportedIssueResource(request);
export const action = () => methodNotAllowed(['GET']);
