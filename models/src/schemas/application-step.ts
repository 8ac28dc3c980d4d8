import { z } from 'zod';
import { isCalendarDate } from './patent-years';
import { blank } from './preprocess';

/**
 * The agent's step form (AGT-19..23, issue 13 §1) as the step operation reads it. Browser-safe;
 * messages are keys of the `applications` namespace. Which fields a step requires depends on the
 * application's service and status (the workflow table decides: `requiredStepFields`); here only
 * their shape. Dates are 'yyyy-MM-dd' (the page shows DD-MM-YYYY, AGT-21).
 */

const msg = (key: string) => ({ error: `applications:${key}` });

export const STEP_MESSAGE_MAX = 2000;
/** opposition_steps.status (G-61: the step's title). */
export const OPPOSITION_TITLE_MAX = 191;
export const STEP_NUMBER_MAX = 64;
const text = (max: number, tooLong: string) => z.preprocess(blank, z.string(msg(tooLong)).trim().max(max, msg(tooLong)).optional());
const date = z.preprocess(blank, z.string(msg('step.date_invalid')).trim().refine(isCalendarDate, msg('step.date_invalid')).optional());

export const applicationStepSchema = z.object({
  action: z.string(msg('step.fail')).trim().min(1, msg('step.fail')).max(32, msg('step.fail')),
  message: text(STEP_MESSAGE_MAX, 'step.message_too_long'),
  application_date: date,
  filing_no: text(STEP_NUMBER_MAX, 'step.number_too_long'),
  registration_no: text(STEP_NUMBER_MAX, 'step.number_too_long'),
  expiry_date: date,
});
export type ApplicationStepInput = z.infer<typeof applicationStepSchema>;

/** G-49: staff cancel an application with a reason. */
export const CANCEL_REASON_MAX = 500;
export const applicationCancelSchema = z.object({
  reason: z
    .string(msg('cancel.reason_required'))
    .trim()
    .min(1, { ...msg('cancel.reason_required'), abort: true })
    .max(CANCEL_REASON_MAX, msg('cancel.reason_too_long')),
});
export type ApplicationCancelInput = z.infer<typeof applicationCancelSchema>;
