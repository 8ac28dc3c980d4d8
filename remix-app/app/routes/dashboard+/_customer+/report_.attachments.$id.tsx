import { readReportAttachment } from '@iprenew/models';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRoute } from '~/lib/guard.server';
import { download } from '~/routes/dashboard+/_agent+/application-files.server';
import { REPORT_ATTACHMENT_ROUTE } from './report.server';

/** GET /dashboard/report/attachments/:id — a report's proof file (POR-54, G-45): the report's owner only; anyone else's, or a missing one, 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { actor } = await requireRoute(request, REPORT_ATTACHMENT_ROUTE);
  return download(() => readReportAttachment({ actor, attachmentId: params.id }));
}
