import { z } from 'zod';
import { PAGE_SIZES } from '../constants/index';
import { isCalendarDate } from './patent-years';
import { blank } from './preprocess';

/**
 * The agent's job pages (AGT-2..5, AGT-14, AGT-24, G-18): the list query and the application edit
 * form. Browser-safe; messages are keys of the `jobs` and `applications` namespaces.
 */

/** AGT-2/5/6: which list — open jobs, the history of completed and cancelled ones, or all of the agent's (application/all). */
export const JOB_LISTS = ['jobs', 'history', 'all'] as const;
export type JobList = (typeof JOB_LISTS)[number];
/** The lists a job page belongs to (jobs/:type/:id, history/:type/:id). */
export type JobPageList = Exclude<JobList, 'all'>;

/** AGT-2: type_id 0 All Types, 1 Trademark, 2 Patent. */
export const JOB_TYPE_FILTERS = [0, 1, 2] as const;
export const JOB_PAGE_SIZES = PAGE_SIZES;
export const JOB_SEARCH_MAX = 100;

/** The URL's `type` segment of a job page (jobs/:type/:id): the IP type by name. */
export const JOB_TYPE_SEGMENTS = { trademark: 1, patent: 2 } as const;
export type JobTypeSegment = keyof typeof JOB_TYPE_SEGMENTS;
export const jobTypeSegment = (typeId: number): JobTypeSegment => (Number(typeId) === 2 ? 'patent' : 'trademark');

const msg = (key: string) => ({ error: key });
const number = z.preprocess(blank, z.string(msg('jobs:edit.number_too_long')).trim().max(64, msg('jobs:edit.number_too_long')).optional());

/**
 * AGT-14, AGT-24, G-18: what the assigned agent may correct on an open job — the filing date
 * (application_date, AGT-21) and the office's numbers on the IP record. Status moves only by steps;
 * the owner's data and the order are not the agent's.
 */
export const applicationEditSchema = z.object({
  application_date: z.preprocess(
    blank,
    z
      .string(msg('jobs:edit.date_required'))
      .trim()
      .refine(isCalendarDate, msg('jobs:edit.date_invalid')),
  ),
  filing_no: number,
  application_no: number,
  grant_no: number,
});
export type ApplicationEditInput = z.infer<typeof applicationEditSchema>;

/** The step form as the job page posts it: the action and its fields (the file comes separately, multipart). */
export const jobStepFormSchema = z.object({
  intent: z.literal('step', msg('applications:step.fail')),
  action: z.string(msg('applications:step.fail')).trim().min(1, msg('applications:step.fail')).max(32, msg('applications:step.fail')),
  message: z.preprocess(blank, z.string().max(2000, msg('applications:step.message_too_long')).optional()),
  application_date: z.preprocess(blank, z.string().max(10, msg('applications:step.date_invalid')).optional()),
  filing_no: z.preprocess(blank, z.string().max(64, msg('applications:step.number_too_long')).optional()),
  registration_no: z.preprocess(blank, z.string().max(64, msg('applications:step.number_too_long')).optional()),
  expiry_date: z.preprocess(blank, z.string().max(10, msg('applications:step.date_invalid')).optional()),
  file: z.any().optional(),
});

/** The edit form as the job page posts it. */
export const jobEditFormSchema = z.object({
  intent: z.literal('edit', msg('jobs:edit.fail')),
  application_date: z.preprocess(blank, z.string().max(10, msg('jobs:edit.date_invalid')).optional()),
  filing_no: z.preprocess(blank, z.string().max(64, msg('jobs:edit.number_too_long')).optional()),
  application_no: z.preprocess(blank, z.string().max(64, msg('jobs:edit.number_too_long')).optional()),
  grant_no: z.preprocess(blank, z.string().max(64, msg('jobs:edit.number_too_long')).optional()),
});

/** The form intent of 'Set Renewal Notification' on the agent's pages that show the IP card (G-31). */
export const RENEWAL_NOTIFICATION_INTENT = 'set-renewal-notification';
