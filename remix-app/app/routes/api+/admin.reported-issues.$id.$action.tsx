import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { runReportedIssueAction } from '~/rest/reported-issues.server';

/** POST /api/admin/reported-issues/:id/(reply|toggle) — ADM-75, ADM-76 (super admin). */
export const loader = () => methodNotAllowed(['POST']);
export const action = ({ request, params }: ActionFunctionArgs) =>
  request.method === 'POST' ? runReportedIssueAction(request, params.id, params.action) : methodNotAllowed(['POST']);
