import { randomBytes } from 'node:crypto';
import type { Transaction } from 'sequelize';
import { APPLICATION_STATUS_NAMES, FILE_STATUS, ROLE, SERVICE, type ApplicationStatusId } from '../../constants/index';
import { Application } from '../../models/application';
import { ApplicationFile } from '../../models/application-file';
import { IpRecord } from '../../models/ip-record';
import { OppositionStep } from '../../models/opposition-step';
import { applicationStepSchema, OPPOSITION_TITLE_MAX, type ApplicationStepInput } from '../../schemas/application-step';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { getStorage } from '../../storage/index';
import { FILE_MIME, type FileType } from '../../storage/file-type';
import { checkUpload, uploadMaxBytes } from '../application-files/shared';
import { placeId } from '../places/index';
import { type Actor, afterCommitLogged, type FieldErrors, fieldErrorsOf, inTransaction, isSystemActor, type OperationOptions, orFail, runLogged, SYSTEM, validationError, writeAudit } from '../kernel/index';
import { addHistory, type HistoryText } from './history';
import { readPartyOf } from './read-markers';
import { hasOutstandingProof } from './outstanding-proof';
import { sendApplicationStatusEmail } from './send-application-status-email';
import { applicationWorkflowJson, findWorkableApplication, isStaffActor, moveIfStill, STEP_FAIL, stepRefused, type ApplicationWorkflowJson } from './shared';
import { isStepAction, locksFile, mayTake, requiredStepFields, stepRecordOf, targetOf, type StepAction, type StepField, type StepRecord } from './workflow';

/** A file sent with a step (AGT-20): its bytes, checked by content; the name is kept for the files card. */
export interface StepFileInput {
  buffer: Buffer | Uint8Array;
  filename?: string | null;
}

export interface TakeApplicationStepInput {
  actor: Actor;
  applicationId: unknown;
  action: unknown;
  message?: unknown;
  /** Filed: the filing date, 'yyyy-MM-dd' (default today in Kuala Lumpur, AGT-21). */
  applicationDate?: unknown;
  /** Filed, application (service 2): the office's filing number, onto the IP record. */
  filingNo?: unknown;
  /** Certificate (service 2): the registration number, onto the IP record (its grant_no). */
  registrationNo?: unknown;
  /** Certificate (service 2): the registration's expiry, 'yyyy-MM-dd', onto the IP record. */
  expiryDate?: unknown;
  file?: StepFileInput | null;
}

const FIELD_OF: Record<StepField, string> = { file: 'file', title: 'message', filing_no: 'filing_no', registration_no: 'registration_no', expiry_date: 'expiry_date' };
const REQUIRED_KEY: Record<StepField, string> = {
  file: 'applications:step.file_required',
  title: 'applications:step.title_required',
  filing_no: 'applications:step.filing_no_required',
  registration_no: 'applications:step.registration_no_required',
  expiry_date: 'applications:step.expiry_date_required',
};
const FILE_DESCRIPTION: Record<StepRecord, string> = {
  filing: 'Filing receipt',
  registration: 'Registration',
  certificate: 'Certificate',
  sd: 'Supporting document (SD)',
  opposition: 'Opposition step',
  note: 'Step document',
};

/**
 * AGT-17..23, G-02, G-59, G-65 (issue 13 §1): the assigned agent — or SA/AD on any application (the
 * G-02 override, audit-logged) — takes one step of the workflow table. Another agent's job, or a
 * missing one, is 404; customers, accountants and the system are 403. An action the table does not
 * allow for the application's (service, status), or any step while the agent's settlement proof is
 * outstanding (G-59), is 409 'Fail to update application'. The move is a conditional UPDATE on the
 * current status: of two conflicting steps exactly one applies, the other is 409. The step records
 * what it must (workflow `stepRecordOf`): the filing (application_date, default today; for an
 * application the IP's filing number and date), the registration (the IP's registration number and
 * expiry), the certificate or report (certificate_ready_at starts the G-36 timers), SD and opposition
 * steps (opposition_steps row); its file (pdf, doc or docx by content, up to the configured size, stored under applications/{id}/, locked —
 * files.status_id 2 — for receipts, certificates, reports and SD, G-16) and one history row (message,
 * actor, file). Success: 'Application update successful'.
 */
export async function takeApplicationStep(input: TakeApplicationStepInput, options: OperationOptions = {}): Promise<{ message: string; application: ApplicationWorkflowJson }> {
  const { actor } = input;
  if (!actor || isSystemActor(actor) || !(Number(actor.role_id) === ROLE.AGENT || isStaffActor(actor))) throw stepRefused('FORBIDDEN');
  const applicationId = placeId(input.applicationId);
  if (applicationId === null) throw stepRefused('NOT_FOUND');

  // Shapes are checked now; a 422 is answered only once the table has allowed the action (a refused action is 409 whatever else it carries).
  const parsed = applicationStepSchema.safeParse({
    action: input.action,
    message: input.message,
    application_date: input.applicationDate,
    filing_no: input.filingNo,
    registration_no: input.registrationNo,
    expiry_date: input.expiryDate,
  });
  const shapeErrors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const action = typeof input.action === 'string' ? input.action.trim() : '';
  const given = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';
  const sent: Record<Exclude<StepField, 'file'>, boolean> = {
    title: given(input.message),
    filing_no: given(input.filingNo),
    registration_no: given(input.registrationNo),
    expiry_date: given(input.expiryDate),
  };
  const file = checkFile(input.file, shapeErrors, await uploadMaxBytes(options.transaction));

  const storage = getStorage();
  let stored: string | null = null;
  let moved: { statusId: number; message: string | null } | null = null;
  try {
    const application = await orFail(STEP_FAIL, () =>
      inTransaction(options, async (transaction) => {
        const { application, taker } = await findWorkableApplication(actor, applicationId, transaction);
        const from = Number(application.status_id);
        if (!isStepAction(action) || !mayTake(taker, action)) throw stepRefused();
        const to = targetOf(application.service_id, from, action);
        const record = stepRecordOf(application.service_id, from, action);
        if (to === null || record === null) throw stepRefused();
        if (await hasOutstandingProof(application.id, transaction)) throw stepRefused();

        const fields = stepFields(parsed.success ? parsed.data : null, sent, shapeErrors, file, application.service_id, record);
        if (Object.keys(fields.errors).length) throw validationError(STEP_FAIL, fields.errors);
        const step = fields.step;

        const now = new Date();
        const today = calendarDateInKualaLumpur(now);
        const applicationDate = record === 'filing' ? (step.application_date ?? today) : undefined;
        const patch = {
          ...(applicationDate ? { application_date: applicationDate } : {}),
          ...(record === 'certificate' ? { certificate_ready_at: now } : {}),
        };
        if (!(await moveIfStill(application.id, from, to, patch, transaction))) throw stepRefused();

        const ipChanges = await recordOnIp(application, record, step, applicationDate, transaction);
        if (file) {
          stored = `applications/${application.id}/${randomBytes(16).toString('hex')}.${file.type}`;
          await storage.putFile(stored, Buffer.from(file.buffer));
          await ApplicationFile.create(
            {
              application_id: application.id,
              description: record === 'opposition' ? step.message!.slice(0, 255) : FILE_DESCRIPTION[record],
              filename: fileName(file.filename, file.type, action),
              path: stored,
              mime: FILE_MIME[file.type],
              size: file.buffer.byteLength,
              status_id: locksFile(record) ? FILE_STATUS.LOCKED : FILE_STATUS.VISIBLE,
              uploaded_by: actor.id,
            },
            { transaction },
          );
        }
        if (record === 'opposition') await OppositionStep.create({ application_id: application.id, status: step.message!, file: stored }, { transaction });
        await addHistory(application.id, step.message ?? defaultMessage(action, from, to), actor.id, transaction, {
          file: stored,
          text: step.message ? undefined : defaultText(action, from, to),
          by: readPartyOf(actor.role_id),
        });
        if (taker === 'staff' || actor.impersonator_id) {
          await writeAudit(
            actor,
            {
              action: 'application.step',
              targetType: 'application',
              targetId: application.id,
              before: { status_id: from },
              after: { step: action, status_id: to, override: taker === 'staff', ...(applicationDate ? { application_date: applicationDate } : {}), ...ipChanges },
            },
            transaction,
          );
        }
        if (to !== from) moved = { statusId: to, message: step.message ?? null };
        return Application.findByPk(application.id, { transaction, rejectOnEmpty: true });
      }),
    );
    const mail = moved as { statusId: number; message: string | null } | null;
    if (mail) {
      await afterCommitLogged(options, `sendApplicationStatusEmail ${application.reference} → ${mail.statusId}`, () =>
        sendApplicationStatusEmail({ actor: SYSTEM, applicationId: application.id, statusId: mail.statusId, message: mail.message }),
      );
    }
    return { message: 'applications:step.success', application: applicationWorkflowJson(application) };
  } catch (error) {
    if (stored) await runLogged(`remove step file ${stored}`, () => storage.remove(stored!));
    throw error;
  }
}

type CheckedFile = { buffer: Buffer | Uint8Array; filename: string | null; type: FileType };

/** The step's file by content (AGT-20: pdf, doc, docx) up to the configured size (ADR 036), or null when none was sent; problems go to `errors.file`. */
function checkFile(file: StepFileInput | null | undefined, errors: FieldErrors, maxBytes: number): CheckedFile | null {
  const checked = checkUpload(file, maxBytes);
  if ('problem' in checked) {
    if (checked.problem !== 'required') errors.file = [checked.problem === 'size' ? 'applications:step.file_size' : 'applications:step.file_type'];
    return null;
  }
  return { buffer: file!.buffer, filename: typeof file!.filename === 'string' ? file!.filename : null, type: checked.type };
}

/** The step's input against what its record requires (workflow `requiredStepFields`); `sent` says which fields came non-blank. */
function stepFields(
  data: ApplicationStepInput | null,
  sent: Record<Exclude<StepField, 'file'>, boolean>,
  shapeErrors: FieldErrors,
  file: CheckedFile | null,
  serviceId: number,
  record: StepRecord,
): { step: ApplicationStepInput; errors: FieldErrors } {
  const errors: FieldErrors = { ...shapeErrors };
  delete errors.action;
  const step = data ?? ({ action: '' } as ApplicationStepInput);
  const present: Record<StepField, boolean> = { ...sent, file: file !== null };
  for (const field of requiredStepFields(serviceId, record)) {
    const name = FIELD_OF[field];
    if (!present[field] && !errors[name]) errors[name] = [REQUIRED_KEY[field]];
  }
  if (record === 'opposition' && step.message && step.message.length > OPPOSITION_TITLE_MAX && !errors.message) errors.message = ['applications:step.title_too_long'];
  return { step, errors };
}

/** Writes the step's numbers onto the IP record (issue 13 §1) and returns what changed, for the audit row. */
async function recordOnIp(
  application: Application,
  record: StepRecord,
  step: ApplicationStepInput,
  applicationDate: string | undefined,
  transaction: Transaction,
): Promise<Record<string, string>> {
  const isApplication = Number(application.service_id) === SERVICE.APPLICATION;
  let changes: Record<string, string> = {};
  if (record === 'filing' && isApplication) changes = { filing_no: step.filing_no!, filing_date: applicationDate! };
  if (record === 'registration') changes = { grant_no: step.registration_no!, expiry_date: step.expiry_date! };
  if (Object.keys(changes).length) await IpRecord.update(changes, { where: { id: application.ip_id }, transaction });
  return changes;
}

/** The history line of a step sent without a message (stored text, like every history row). */
function defaultMessage(action: StepAction, from: number, to: number): string {
  if (action === 'upload_sd') return 'Supporting document (SD) uploaded.';
  if (from === to) return `${APPLICATION_STATUS_NAMES[to as ApplicationStatusId]}: step recorded.`;
  return `Status changed to ${APPLICATION_STATUS_NAMES[to as ApplicationStatusId]}.`;
}

/** The catalogue key of defaultMessage's line (ADR 032: the timeline shows it in the reader's language). */
function defaultText(action: StepAction, from: number, to: number): HistoryText {
  if (action === 'upload_sd') return { key: 'jobs:history.sd_uploaded' };
  if (from === to) return { key: 'jobs:history.step_recorded', params: { status: to } };
  return { key: 'jobs:history.status_changed', params: { status: to } };
}

/** The name the files card shows: the sender's file name (without any path), else the action's. */
function fileName(name: string | null, type: FileType, action: StepAction): string {
  const base = (name ?? '').split(/[\\/]/).pop()?.trim().slice(0, 200);
  return base || `${action}.${type}`;
}
