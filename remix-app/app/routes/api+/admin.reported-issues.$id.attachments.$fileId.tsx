import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { reportedIssueAttachmentResource } from '~/rest/reported-issues.server';

/** GET /api/admin/reported-issues/:id/attachments/:fileId: a proof file of the report (ADM-74, G-45; super admin). */
export const loader = ({ request, params }: LoaderFunctionArgs) => reportedIssueAttachmentResource(request, params.id, params.fileId);
export const action = () => methodNotAllowed(['GET']);
