import { APPLICATION_STATUS as S } from '../../constants/index';
import { jobTypeSegment, type JobList, type JobPageList } from '../../schemas/jobs';
import { isOpenWork } from './workflow';

/**
 * Which applications an agent's lists hold (AGT-1..5): the jobs — assigned and open after payment
 * (In Progress through Certificate Ready; Opposition too) — the history — Completed and Cancelled —
 * and all of them (application/all, AGT-6).
 * The dashboard's counts, the lists and their status filters all read these.
 */
export const JOB_LIST_STATUSES: Readonly<Record<JobList, readonly number[]>> = {
  jobs: [S.IN_PROGRESS, S.FILED, S.OFFICIAL_ACTION, S.ACCEPTED, S.ACCEPTANCE, S.GAZETTE, S.OPPOSITION, S.CERTIFICATE, S.CERTIFICATE_READY],
  history: [S.COMPLETED, S.CANCELLED],
  all: [S.IN_PROGRESS, S.FILED, S.OFFICIAL_ACTION, S.ACCEPTED, S.ACCEPTANCE, S.GAZETTE, S.OPPOSITION, S.CERTIFICATE, S.CERTIFICATE_READY, S.COMPLETED, S.CANCELLED],
};

/** The list an application of `statusId` belongs to, or null (waiting for payment or an agent). */
export function jobListOf(statusId: number | null | undefined): JobPageList | null {
  if (JOB_LIST_STATUSES.jobs.includes(Number(statusId))) return 'jobs';
  if (JOB_LIST_STATUSES.history.includes(Number(statusId))) return 'history';
  return null;
}

/** The job page's address (AGT-4, AGT-5): jobs/:type/:id or history/:type/:id by its list, else application/:id. */
export function jobHref(application: { id: number; type_id: number; status_id: number | null | undefined }): string {
  const list = jobListOf(application.status_id);
  return list ? `/dashboard/${list}/${jobTypeSegment(application.type_id)}/${application.id}` : `/dashboard/application/${application.id}`;
}

/**
 * AGT-14, G-18: an application's details may be edited — by its agent on the job page, by SA/AD in the
 * console — while it is open work on the Jobs List (after payment and assignment, before Completed).
 */
export const canEditJob = (serviceId: number, statusId: number | null | undefined): boolean => isOpenWork(serviceId, statusId) && jobListOf(statusId) === 'jobs';
