import { FILE_STATUS, ROLE, type FrontendRules } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { ApplicationFile } from '../../models/application-file';
import { ApplicationHistory } from '../../models/application-history';
import { IpRecord } from '../../models/ip-record';
import { OppositionStep } from '../../models/opposition-step';
import { Settlement } from '../../models/settlement';
import { User } from '../../models/user';
import type { JobPageList } from '../../schemas/jobs';
import { type Actor, iso, type OperationOptions, orFail } from '../kernel/index';
import { IP_CARD_INCLUDE, ipCardJson, type IpCardJson } from '../ip-records/ip-card';
import { renewalNotificationState, type RenewalNotificationState } from '../ip-records/renewal-notification-state';
import { findJob, JOB_READ_FAIL } from './job-access';
import { canEditJob, jobHref, jobListOf } from './job-lists';
import { stepsEnabled } from './outstanding-proof';
import type { ApplicationHeadJson } from './shared';
import { markReadBy, readPartyOf } from './read-markers';
import { actionsFor, frontendRulesFor, isStepAction, requiredStepFields, stepRecordOf, targetOf, type StepAction, type StepField, type StepRecord } from './workflow';

/** One step the opener may take now (AGT-11, AGT-17..23): the form shows its fields, the server still decides. */
export interface JobStepJson {
  action: StepAction;
  target: number;
  record: StepRecord;
  /** The fields the step requires (AGT-19..21, G-61); `file` is an upload. */
  fields: StepField[];
}

export interface JobHistoryJson {
  id: number;
  /** The English text, or free text typed by a person (shown as written when there is no key). */
  message: string;
  /** ADR 032: the catalogue key and values the timeline shows in the reader's language. */
  message_key: string | null;
  message_params: Record<string, string | number> | null;
  created_at: string | null;
  actor: string | null;
  /** The history entry's file, downloadable through the job's file route. */
  file_id: number | null;
}

export interface JobFileJson {
  id: number;
  filename: string;
  description: string | null;
  status_id: number;
  created_at: string | null;
}

export interface JobDetailJson extends ApplicationHeadJson {
  certificate_ready_at: string | null;
  completed_at: string | null;
  /** Which list holds it (jobs: open; history: completed or cancelled; null: not yet worked). */
  list: JobPageList | null;
  href: string;
  /** AGT-8: the IP card, with the Renewal Notification label and button (G-31). */
  ip: IpCardJson;

  owner: { name: string | null; email: string };
  /** AGT-9: newest first. */
  history: JobHistoryJson[];
  files: JobFileJson[];
  opposition_steps: { id: number; title: string; created_at: string | null; file_id: number | null }[];
  frontend_rules: Required<FrontendRules>;
  /** AGT-26, G-59: false while a settlement proof is outstanding (no step is offered or taken). */
  enabled_button: boolean;
  steps: JobStepJson[];
  /** AGT-14, AGT-24, G-18: the application edit form (open jobs). */
  can_edit: boolean;
}

/**
 * The job page (AGT-8..11, AGT-14, AGT-26, ACL-43..45, ACL-62): one application with its IP card, owner,
 * history (with the actor and file of each entry), files, opposition steps (G-61), and what the opener
 * may do now — the steps of the workflow table for them (`actionsFor`; none while a settlement proof is
 * outstanding, G-59) with each step's fields, and whether they may edit. Opening marks it read for the
 * opener's party (AGT-7, ADR 032). The assigned agent only, or SA/AD (G-02): another agent's job is 404
 * 'Fail to retrieve application'. A constant number of queries (the lists are read with `separate`).
 */
export async function openJob(input: { actor: Actor; applicationId: unknown }, options: OperationOptions = {}): Promise<JobDetailJson> {
  const { actor } = input;
  const { transaction } = options;
  const found = await findJob(actor, input.applicationId, transaction);
  return orFail(JOB_READ_FAIL, async () => {
    const party = readPartyOf(actor.role_id);
    if (party) await markReadBy(found.id, party, transaction);
    const application = await Application.findByPk(found.id, {
      include: [
        { model: IpRecord, as: 'ip', include: IP_CARD_INCLUDE },
        { model: User, as: 'user', attributes: ['id', 'name', 'email'] },
        { model: ApplicationHistory, as: 'history', separate: true, order: [['created_at', 'DESC'], ['id', 'DESC']], include: [{ model: User, as: 'user', attributes: ['id', 'name', 'email'] }] },
        { model: ApplicationFile, as: 'files', separate: true, order: [['created_at', 'ASC'], ['id', 'ASC']] },
        { model: OppositionStep, as: 'opposition_steps', separate: true, order: [['created_at', 'ASC'], ['id', 'ASC']] },
        { model: Settlement, as: 'settlements', separate: true, attributes: ['id', 'application_id', 'pending_upload', 'pending_validate', 'pending_reupload'] },
      ],
      transaction,
    });
    // (rejectOnEmpty would reach the `separate` lists and refuse an empty one.)
    if (!application) throw new AppError('NOT_FOUND', JOB_READ_FAIL);
    const renewal = await renewalNotificationState(application.ip!, actor, transaction);
    return jobDetailJson(application, Number(actor.role_id) === ROLE.AGENT ? 'assigned_agent' : 'staff', renewal);
  });
}

function jobDetailJson(application: Application, taker: 'assigned_agent' | 'staff', renewal: RenewalNotificationState): JobDetailJson {
  const ip = application.ip!;
  const files = application.files ?? [];
  const fileIdOf = (path: string | null | undefined) => (path ? (files.find((f) => f.path === path)?.id ?? null) : null);
  const enabled = stepsEnabled(application.settlements ?? []);
  const serviceId = Number(application.service_id);
  const statusId = application.status_id;
  const steps: JobStepJson[] = [];
  if (enabled) {
    for (const action of actionsFor(taker, serviceId, statusId)) {
      if (!isStepAction(action)) continue;
      const record = stepRecordOf(serviceId, statusId, action);
      const target = targetOf(serviceId, statusId, action);
      if (record === null || target === null) continue;
      steps.push({ action, target, record, fields: requiredStepFields(serviceId, record) });
    }
  }
  const list = jobListOf(statusId);
  return {
    id: application.id,
    reference: application.reference,
    service_id: serviceId,
    type_id: Number(application.type_id),
    status_id: statusId === null ? null : Number(statusId),
    application_date: application.application_date,
    created_at: iso(application.created_at),
    certificate_ready_at: iso(application.certificate_ready_at),
    completed_at: iso(application.completed_at),
    list,
    href: jobHref(application),
    ip: ipCardJson(ip, renewal),
    owner: { name: application.user?.name ?? null, email: application.user?.email ?? '' },
    history: (application.history ?? []).map((entry) => ({
      id: entry.id,
      message: entry.message,
      message_key: entry.message_key ?? null,
      message_params: entry.message_params ?? null,
      created_at: iso(entry.created_at),
      actor: entry.user ? entry.user.name || entry.user.email : null,
      file_id: fileIdOf(entry.file),
    })),
    files: files
      .filter((file) => Number(file.status_id) !== FILE_STATUS.HIDDEN && !file.is_hidden)
      .map((file) => ({ id: file.id, filename: file.filename, description: file.description ?? null, status_id: Number(file.status_id), created_at: iso(file.created_at) })),
    opposition_steps: (application.opposition_steps ?? []).map((step) => ({ id: step.id, title: step.status, created_at: iso(step.created_at), file_id: fileIdOf(step.file) })),
    frontend_rules: frontendRulesFor(serviceId, statusId),
    enabled_button: enabled,
    steps,
    can_edit: canEditJob(serviceId, statusId),
  };
}
