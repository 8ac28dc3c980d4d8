import {
  deliveriesOfApplication,
  isAppError,
  jobHref,
  listApplicationFiles,
  JOB_TYPE_SEGMENTS,
  jobEditFormSchema,
  jobStepFormSchema,
  notificationSummary,
  openJob,
  settlementOfJob,
  uploadSettlementProof,
  takeApplicationStep,
  updateApplication,
  type Actor,
  type JobPageList,
} from '@iprenew/models';
import { calendarDateInKualaLumpur } from '@iprenew/models/browser';
import { data, redirect } from '@remix-run/node';
import { parseForm } from '~/lib/form.server';
import { notFound, or404, requirePage } from '~/lib/guard.server';
import { postedFile } from '~/lib/upload.server';
import { readFlash, redirectWithFlash } from '~/lib/session.server';
import { uploadForm } from './application-files.server';
import { RENEWAL_NOTIFICATION_INTENT, renewalNotificationAction } from './renewal-notification.server';

/**
 * The job page (AGT-8..11, AGT-14, AGT-17..24, ACL-43..45, ACL-62), one loader and one action for its
 * three addresses: jobs/:type/:id (open jobs), history/:type/:id (completed and cancelled ones) and
 * application/:id. The domain answers everything: openJob (404 for another agent's job; marks it read
 * for the agent), takeApplicationStep (409 'Fail to update application' for a step the table does not
 * allow now, 404 for another agent's), updateApplication. A jobs/history address that does not fit
 * the job (its list or its type) sends the agent to the job's own address.
 */
export type JobRoute = { key: 'dashboard.jobs' | 'dashboard.history' | 'dashboard.application.id'; list: JobPageList | null };

export const JOB_ROUTES = {
  jobs: { key: 'dashboard.jobs', list: 'jobs' },
  history: { key: 'dashboard.history', list: 'history' },
  application: { key: 'dashboard.application.id', list: null },
} as const satisfies Record<string, JobRoute>;

/** The :type segment names the IP type (trademark / patent); anything else is not a page. */
function typeOfSegment(segment: string | undefined): number | null {
  if (segment === undefined) return null;
  return (JOB_TYPE_SEGMENTS as Record<string, number>)[segment] ?? -1;
}

/** Only a number is a job's id: anything else (e.g. application/all, another page's address) is not this page. */
const isId = (value: string | undefined) => value !== undefined && /^[1-9]\d{0,15}$/.test(value);

export async function jobPageLoader(request: Request, route: JobRoute, params: { id?: string; type?: string }) {
  if (!isId(params.id)) throw notFound();
  const { actor } = await requirePage(request, route.key);
  const type = typeOfSegment(params.type);
  if (type === -1) throw notFound();
  const job = await or404(() => openJob({ actor, applicationId: params.id }));
  if (route.list && (job.list !== route.list || job.type_id !== type)) throw redirect(job.href);
  // The files card (AGT-28..34, G-16, G-53, AGT-16) and the deliver request (AGT-13) answer for the same job.
  // notifications: the sidebar's dots after openJob marked it read (ADR 043).
  // The payment table (AGT-12, SET-8): the job's settlement for its agent, from Completed on (G-60).
  const [files, deliveries, settlement, notifications] = await Promise.all([
    or404(() => listApplicationFiles({ actor, applicationId: job.id })),
    or404(() => deliveriesOfApplication({ actor, applicationId: job.id })),
    settlementOfJob({ actor, applicationId: job.id }),
    notificationSummary({ actor }),
  ]);
  const { flash, setCookie } = await readFlash(request);
  return data({ job, files, deliveries, settlement, today: calendarDateInKualaLumpur(new Date()), flash, notifications }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
}

/** What a refused step or edit answers to the page: which form, its message and field errors. */
export interface JobActionFailure {
  form: string;
  message: string;
  fieldErrors: Record<string, string[]>;
}

function refused(form: string, error: unknown, fallback: string) {
  if (!isAppError(error)) throw error;
  const failure: JobActionFailure = { form, message: error.messageKey || fallback, fieldErrors: error.fieldErrors };
  return data({ failure }, { status: error.status });
}


export async function jobPageAction(request: Request, route: JobRoute, params: { id?: string }) {
  if (!isId(params.id)) throw notFound();
  const { actor } = await requirePage(request, route.key);
  if ((request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) return multipartAction(request, actor, params.id);
  const formData = await request.formData();
  if (formData.get('intent') === RENEWAL_NOTIFICATION_INTENT) return renewalNotificationAction(actor, formData, new URL(request.url).pathname);
  const submission = parseForm(formData, { schema: jobEditFormSchema });
  if (submission.status !== 'success') return data({ failure: { form: 'edit', message: 'applications:step.fail', fieldErrors: {} } as JobActionFailure }, { status: 400 });
  let href: string;
  try {
    href = (await updateApplication({ actor, applicationId: params.id, ...submission.value })).application.href;
  } catch (error) {
    if (isAppError(error) && error.status === 404) throw notFound();
    return refused('edit', error, 'applications:step.fail');
  }
  throw await redirectWithFlash(href, { type: 'success', message: 'applications:step.success' });
}

/** The page's multipart forms: Upload Proof (intent upload-proof) and the steps (intent step). */
async function multipartAction(request: Request, actor: Actor, applicationId: string | undefined) {
  const formData = await uploadForm(request);
  if (!formData) {
    const proof = new URL(request.url).searchParams.has('proof');
    return data({ failure: { form: proof ? 'proof' : 'step', message: proof ? 'settlements:upload.fail' : 'applications:step.fail', fieldErrors: proof ? { proof: ['settlements:validation.proof_size'] } : { file: ['applications:step.file_size'] } } as JobActionFailure }, { status: 422 });
  }
  if (formData.get('intent') === 'upload-proof') return proofAction(request, actor, applicationId, formData);
  return stepAction(actor, applicationId, formData);
}

/**
 * Upload Proof (SET-9..13): the receipt and the company invoice for this job's settlement — the job's
 * own, whatever id a form might post. No settlement of this agent on this job: 404. Success returns
 * to the page with 'Proof Upload Successful'; a refusal answers the form's message and field errors.
 */
async function proofAction(request: Request, actor: Actor, applicationId: string | undefined, formData: FormData) {
  const settlement = await settlementOfJob({ actor, applicationId }).catch(() => null);
  if (!settlement) throw notFound();
  let message: string;
  try {
    ({ message } = await uploadSettlementProof({
      actor,
      settlementId: settlement.id,
      proof: await postedFile(formData.get('proof')),
      proof2: await postedFile(formData.get('proof2')),
      remarks: formData.get('remarks') ?? undefined,
    }));
  } catch (error) {
    if (isAppError(error) && error.status === 404) throw notFound();
    return refused('proof', error, 'settlements:upload.fail');
  }
  throw await redirectWithFlash(new URL(request.url).pathname, { type: 'success', message });
}

async function stepAction(actor: Actor, applicationId: string | undefined, formData: FormData) {
  const submission = parseForm(formData, { schema: jobStepFormSchema });
  if (submission.status !== 'success') return data({ failure: { form: 'step', message: 'applications:step.fail', fieldErrors: {} } as JobActionFailure }, { status: 400 });
  const step = submission.value;
  let moved: Awaited<ReturnType<typeof takeApplicationStep>>;
  try {
    moved = await takeApplicationStep({
      actor,
      applicationId,
      action: step.action,
      message: step.message,
      applicationDate: step.application_date,
      filingNo: step.filing_no,
      registrationNo: step.registration_no,
      expiryDate: step.expiry_date,
      file: await postedFile(formData.get('file')),
    });
  } catch (error) {
    if (isAppError(error) && error.status === 404) throw notFound();
    return refused(`step-${step.action}`, error, 'applications:step.fail');
  }
  throw await redirectWithFlash(jobHref(moved.application), { type: 'success', message: 'applications:step.success' });
}
