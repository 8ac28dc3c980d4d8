import { z } from 'zod';
import { APPLICATION_STATUS, SERVICE } from '../constants/index';
import { blank, numeric } from './preprocess';

/**
 * The console's applications and search requests (issue 13, ADM-31..39, ACL-26/27/45/56, G-17,
 * G-30, G-46): the list filters, the assign / reassign input and the JSON the console reads.
 * Browser-safe. Messages are keys of the `console-applications` namespace.
 */

const msg = (key: string) => ({ error: `console-applications:${key}` });

/** ADM-33, ⚑AMB-10: the staff lists' outcome filter — 1 Success (Completed), 2 Pending (open), 3 Fail (Cancelled). */
export const APPLICATION_OUTCOME = { SUCCESS: 1, PENDING: 2, FAIL: 3 } as const;
export type ApplicationOutcome = (typeof APPLICATION_OUTCOME)[keyof typeof APPLICATION_OUTCOME];
const OUTCOMES: number[] = Object.values(APPLICATION_OUTCOME);
/** The statuses of each outcome; Pending is every status that is neither. */
export const OUTCOME_FINAL_STATUS: Readonly<Record<1 | 3, number>> = { 1: APPLICATION_STATUS.COMPLETED, 3: APPLICATION_STATUS.CANCELLED };

export const outcomeOf = (statusId: number | null): ApplicationOutcome | null =>
  statusId === null ? null : statusId === APPLICATION_STATUS.COMPLETED ? 1 : statusId === APPLICATION_STATUS.CANCELLED ? 3 : 2;

/** The services of the staff application list (ADM-32: 0 All, 1 Search, 2 Application, 3 Renewal). */
const LIST_SERVICES: number[] = [0, SERVICE.SEARCH, SERVICE.APPLICATION, SERVICE.RENEWAL];
const STATUSES: number[] = Object.values(APPLICATION_STATUS);
const dateText = z.preprocess(blank, z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/).optional());
const id = z.preprocess(numeric, z.number().int().positive().max(2_147_483_647).optional());

/**
 * ADM-31..33: service (0 all), agent, search (reference, IP name or number, customer e-mail), date
 * range on the application date, outcome (⚑AMB-10) and an exact status (the "history job list",
 * G-46, is status 7 Completed with the agent filter).
 */
export const applicationListFilterSchema = z.object({
  q: z.preprocess(blank, z.string().trim().max(191).optional()),
  service_id: z.preprocess(numeric, z.number().refine((s) => LIST_SERVICES.includes(s)).optional()),
  agent_id: id,
  outcome: z.preprocess(numeric, z.number().refine((s) => OUTCOMES.includes(s)).optional()),
  status_id: z.preprocess(numeric, z.number().refine((s) => STATUSES.includes(s)).optional()),
  date_from: dateText,
  date_to: dateText,
});
export type ApplicationListFilter = z.infer<typeof applicationListFilterSchema>;
export const APPLICATION_SORT_FIELDS = ['id', 'reference', 'application_date', 'created_at', 'updated_at', 'status_id', 'service_id'] as const;
export type ApplicationSortField = (typeof APPLICATION_SORT_FIELDS)[number];

/** ADM-39: search requests (service 1) — the same list without the service filter. */
export const searchRequestListFilterSchema = applicationListFilterSchema.omit({ service_id: true });

/** ADM-34: the assignment screen — an agent must be selected. */
export const applicationAssignSchema = z.object({
  user_id: z.preprocess(
    numeric,
    z.number(msg('assign.agent_required')).int(msg('assign.agent_required')).positive(msg('assign.agent_required')).max(2_147_483_647, msg('assign.agent_required')),
  ),
});
export type ApplicationAssignInput = z.infer<typeof applicationAssignSchema>;

export interface ApplicationPersonJson {
  id: number;
  name: string;
  email: string;
}

export interface AgentDetailJson extends ApplicationPersonJson {
  contact: string | null;
  company: string | null;
  status_id: number;
}

/** One row of the staff lists. */
export interface ApplicationRowJson {
  id: number;
  reference: string;
  service_id: number;
  type_id: number;
  status_id: number | null;
  /** ADM-33 outcome of the status; null with a null status (ADM-37). */
  outcome: ApplicationOutcome | null;
  application_date: string;
  created_at: string | null;
  updated_at: string | null;
  completed_at: string | null;
  customer: ApplicationPersonJson | null;
  agent: ApplicationPersonJson | null;
  ip: { id: number; application_name: string | null; filing_no: string | null; application_no: string | null; grant_no: string | null; country: string | null; country_iso2: string | null } | null;
}

export interface ApplicationHistoryJson {
  id: number;
  /** The English text; `message_key` + `message_params` say it in the reader's language (ADR 032, historyText). */
  message: string;
  message_key: string | null;
  message_params: Record<string, string | number> | null;
  file: string | null;
  user: ApplicationPersonJson | null;
  created_at: string | null;
}

export interface StaffApplicationFileJson {
  id: number;
  description: string | null;
  filename: string;
  mime: string | null;
  size: number | null;
  status_id: number;
  is_hidden: boolean;
  created_at: string | null;
}

export interface ClassificationJson {
  id: number;
  class_no: number | null;
  term: string;
  goods: string;
}

/** The staff show page: the row, the agent's detail, history, files and what staff may do now. */
export interface ApplicationDetailJson extends ApplicationRowJson {
  agent_detail: AgentDetailJson | null;
  ip_detail: {
    id: number;
    type_id: number;
    model_type: string;
    expiry_date: string | null;
    filing_date: string | null;
    multiclass_no: number | null;
    multiclass_name: string | null;
    description: string | null;
  } | null;
  history: ApplicationHistoryJson[];
  files: StaffApplicationFileJson[];
  classifications: ClassificationJson[];
  can_assign: boolean;
  can_reassign: boolean;
  can_cancel: boolean;
  /** G-18: SA/AD may edit the application date and the IP's numbers (open work on the Jobs List). */
  can_update: boolean;
  /** The step actions SA/AD may take now (G-02 override), from the workflow table. */
  step_actions: string[];
}

/** ADM-39: a search request's detail — the application's detail, its classifications and the agent's report. */
export interface SearchRequestDetailJson extends ApplicationDetailJson {
  report: StaffApplicationFileJson | null;
}
