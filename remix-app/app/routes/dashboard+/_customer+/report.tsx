import { createReport, notificationSummary, emptyReportsPage, isAppError, listMyReports, markReportRepliesRead, MB_BYTES, REPORT_FAIL, REPORT_LIST_FAIL, REPORT_SENT, UPLOAD_MAX_MB_CEILING, uploadMaxMb } from '@iprenew/models';
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { ReportPage, type ReportActionAnswer } from '~/components/reports/ReportPage';
import reportStyles from '~/components/reports/reports.css?url';
import jobsStyles from '~/components/jobs/jobs.css?url';
import { navTitle } from '~/components/shell/meta';
import { requirePage } from '~/lib/guard.server';
import { redirectWithFlash } from '~/lib/session.server';
import { postedFile, readUploadForm } from '~/lib/upload.server';
import { pageFlash } from '~/routes/dashboard+/_customer+/checkout.server';

/**
 * report (POR-52..54, ACL-23, G-39, ADR 043): the customer's feedback form and, below it, their own
 * reports with status and staff replies. Thin callers of createReport, listMyReports and
 * markReportRepliesRead: opening the page marks the replies read (the sidebar's Report dot clears).
 * A sent report lands back here with 'Report Submit Successful'; a refused one keeps what was typed,
 * with the errors on their fields and 'Fail to submit report'.
 */
export const handle = { i18n: ['common', 'nav', 'reports', 'jobs', 'site'] };
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: jobsStyles },
  { rel: 'stylesheet', href: reportStyles },
];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.report');

const ROUTE = 'dashboard.report';

export async function loader({ request }: LoaderFunctionArgs) {
  const { actor } = await requirePage(request, ROUTE);
  const query = new URL(request.url).searchParams;
  const perPage = query.get('per_page') ?? undefined;
  const { flash, headers } = await pageFlash(request);
  const [listed, maxMb] = await Promise.all([
    listMyReports({ actor, page: query.get('page') ?? 1, perPage }).then(
      (page) => ({ page, loadError: null as string | null }),
      (error: unknown) => {
        if (!isAppError(error)) console.error('[reports]', error);
        return { page: emptyReportsPage(perPage), loadError: REPORT_LIST_FAIL };
      },
    ),
    uploadMaxMb(),
  ]);
  // Read once shown: the page above still flags them "New" this time.
  if (!listed.loadError && listed.page.rows.some((row) => row.replies.some((reply) => reply.unread))) await markReportRepliesRead({ actor });
  // The sidebar's dots as they stand after that (ADR 043): the layout loaded its own in parallel.
  const notifications = await notificationSummary({ actor });
  return data({ ...listed, maxMb, flash, notifications }, headers ? { headers } : undefined);
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor } = await requirePage(request, ROUTE);
  // Each part up to the ceiling; the operation applies the configured size (ADR 036).
  const form = await readUploadForm(request, UPLOAD_MAX_MB_CEILING * MB_BYTES);
  if (!form) return data<ReportActionAnswer>({ message: REPORT_FAIL, fieldErrors: { attachment: ['reports:validation.file_size'] }, values: {} }, { status: 413 });
  const values = { title: String(form.get('title') ?? '').slice(0, 400), message: String(form.get('message') ?? '').slice(0, 10_000) };
  const files = await Promise.all(form.getAll('attachment').map((value) => postedFile(value)));
  try {
    await createReport({ actor, title: values.title, message: values.message, files });
    return redirectWithFlash('/dashboard/report', { type: 'success', message: REPORT_SENT });
  } catch (error) {
    if (!isAppError(error)) console.error('[reports]', error);
    const status = isAppError(error) ? error.status : 500;
    const fieldErrors = isAppError(error) ? (error.fieldErrors ?? {}) : {};
    return data<ReportActionAnswer>({ message: REPORT_FAIL, fieldErrors, values }, { status });
  }
}

export default function Report() {
  return <ReportPage />;
}
