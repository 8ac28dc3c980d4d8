import { APPLICATION_STATUS as S, FRONTEND_RULE_FLAGS, ROLE, SERVICE, type ApplicationStatusId, type FrontendRuleFlag, type FrontendRules } from '../../constants/index';

/**
 * The application workflow (issue 13 §1, G-02, ADR 031): the one state machine that decides what may
 * happen to an application. Data, keyed by (service, status) → action → target status; pure
 * functions over it, no I/O. The operations refuse by it (takeApplicationStep, completeApplication,
 * cancelApplication: 409 'Fail to update application'), and the pages' `frontend_rules` and can_*
 * flags are derived from it (`frontendRulesFor`, `actionsFor`). The database keeps no copy.
 *
 *   Renewal (3):     Pending Assign → In Progress →(filed) Filed ⇄(official_action / filed) Official
 *                    Action; Filed →(certificate) Certificate Ready →(complete) Completed.
 *   Application (2): In Progress →(filed) Filed ⇄ Official Action; Filed / Official Action →(accepted)
 *                    Accepted →(acceptance) Acceptance →(gazette) Gazette →(certificate) Certificate
 *                    →(certificate) Certificate Ready →(complete) Completed. Gazette →(opposition)
 *                    Opposition; there `opposition` appends an opposition step and stays, `gazette` /
 *                    `accepted` end it, or staff cancel.
 *   Search (1):      In Progress →(report_ready) Certificate Ready ("Report Ready" in search views)
 *                    →(complete) Completed.
 *   Every service:   Renewal Ordered (Pay Now) and Pending Verification wait for payment (the payment
 *                    moves below); `cancel` (staff, with a reason) from any open status after payment.
 *
 * Pending Assign → In Progress is the assignment (G-30, the console's assign), not a step. Renewal
 * Notification (status 14) is no longer reached: it becomes a label on the IP record (G-31).
 */

/** The assigned agent's step actions (FRONTEND_RULE_FLAGS names). SA/AD may take them too (G-02 override). */
export const STEP_ACTIONS = ['report_ready', 'filed', 'official_action', 'accepted', 'acceptance', 'gazette', 'opposition', 'certificate', 'upload_sd'] as const;
export type StepAction = (typeof STEP_ACTIONS)[number];

/**
 * Every action of the table: the steps; `download_sd` (a read, G-53); `payment` (the customer's Pay
 * Now, G-64); `complete` (acknowledge-and-rate or the day-14 auto-complete, AMB-28, G-36); `cancel`
 * (staff with a reason, G-49).
 */
export const WORKFLOW_ACTIONS = [...STEP_ACTIONS, 'download_sd', 'payment', 'complete', 'cancel'] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

/** Who takes an action: the agent assigned to the application, SA/AD, the owning customer, or the system (a job). */
export type Taker = 'assigned_agent' | 'staff' | 'owner' | 'system';

const STEP_TAKERS: readonly Taker[] = ['assigned_agent', 'staff'];
export const TAKERS: Readonly<Record<WorkflowAction, readonly Taker[]>> = {
  ...(Object.fromEntries(STEP_ACTIONS.map((action) => [action, STEP_TAKERS])) as Record<StepAction, readonly Taker[]>),
  download_sd: STEP_TAKERS,
  payment: ['owner'],
  complete: ['owner', 'system'],
  cancel: ['staff'],
};

/** The roles that act as staff on applications (G-02 override, G-49 cancel). */
export const STAFF_WORKFLOW_ROLES: readonly number[] = [ROLE.SUPER_ADMIN, ROLE.ADMIN];

/** Target of an action that does not move the status (an upload, a download, an opposition step, Pay Now). */
export const STAY = 'stay';
type Target = ApplicationStatusId | typeof STAY;
type StatusActions = Readonly<Partial<Record<WorkflowAction, Target>>>;
type ServiceTable = Readonly<Partial<Record<ApplicationStatusId, StatusActions>>>;

/** The services with a workflow (delivery, service 4, has its own small machine, DLV-2). */
export type WorkflowServiceId = typeof SERVICE.SEARCH | typeof SERVICE.APPLICATION | typeof SERVICE.RENEWAL;
export const WORKFLOW_SERVICES: readonly WorkflowServiceId[] = [SERVICE.SEARCH, SERVICE.APPLICATION, SERVICE.RENEWAL];

export const WORKFLOW: Readonly<Record<WorkflowServiceId, ServiceTable>> = {
  [SERVICE.RENEWAL]: {
    [S.RENEWAL_ORDERED]: { payment: STAY },
    [S.PENDING_VERIFICATION]: {},
    [S.PENDING_ASSIGN]: { download_sd: STAY, cancel: S.CANCELLED },
    [S.IN_PROGRESS]: { filed: S.FILED, upload_sd: STAY, download_sd: STAY, cancel: S.CANCELLED },
    [S.FILED]: { official_action: S.OFFICIAL_ACTION, certificate: S.CERTIFICATE_READY, upload_sd: STAY, download_sd: STAY, cancel: S.CANCELLED },
    [S.OFFICIAL_ACTION]: { filed: S.FILED, upload_sd: STAY, download_sd: STAY, cancel: S.CANCELLED },
    [S.CERTIFICATE_READY]: { complete: S.COMPLETED, download_sd: STAY, cancel: S.CANCELLED },
    [S.COMPLETED]: { download_sd: STAY },
    [S.CANCELLED]: {},
  },
  [SERVICE.APPLICATION]: {
    [S.RENEWAL_ORDERED]: { payment: STAY },
    [S.PENDING_VERIFICATION]: {},
    [S.PENDING_ASSIGN]: { download_sd: STAY, cancel: S.CANCELLED },
    [S.IN_PROGRESS]: { filed: S.FILED, upload_sd: STAY, download_sd: STAY, cancel: S.CANCELLED },
    [S.FILED]: { official_action: S.OFFICIAL_ACTION, accepted: S.ACCEPTED, upload_sd: STAY, download_sd: STAY, cancel: S.CANCELLED },
    [S.OFFICIAL_ACTION]: { filed: S.FILED, accepted: S.ACCEPTED, upload_sd: STAY, download_sd: STAY, cancel: S.CANCELLED },
    [S.ACCEPTED]: { acceptance: S.ACCEPTANCE, download_sd: STAY, cancel: S.CANCELLED },
    [S.ACCEPTANCE]: { gazette: S.GAZETTE, download_sd: STAY, cancel: S.CANCELLED },
    [S.GAZETTE]: { opposition: S.OPPOSITION, certificate: S.CERTIFICATE, download_sd: STAY, cancel: S.CANCELLED },
    [S.OPPOSITION]: { opposition: STAY, gazette: S.GAZETTE, accepted: S.ACCEPTED, upload_sd: STAY, download_sd: STAY, cancel: S.CANCELLED },
    [S.CERTIFICATE]: { certificate: S.CERTIFICATE_READY, download_sd: STAY, cancel: S.CANCELLED },
    [S.CERTIFICATE_READY]: { complete: S.COMPLETED, download_sd: STAY, cancel: S.CANCELLED },
    [S.COMPLETED]: { download_sd: STAY },
    [S.CANCELLED]: {},
  },
  [SERVICE.SEARCH]: {
    [S.RENEWAL_ORDERED]: { payment: STAY },
    [S.PENDING_VERIFICATION]: {},
    [S.PENDING_ASSIGN]: { cancel: S.CANCELLED },
    [S.IN_PROGRESS]: { report_ready: S.CERTIFICATE_READY, cancel: S.CANCELLED },
    [S.CERTIFICATE_READY]: { complete: S.COMPLETED, cancel: S.CANCELLED },
    [S.COMPLETED]: {},
    [S.CANCELLED]: {},
  },
};

const actionsOf = (serviceId: number, statusId: number | null | undefined): StatusActions =>
  (WORKFLOW[Number(serviceId) as WorkflowServiceId]?.[Number(statusId) as ApplicationStatusId] as StatusActions | undefined) ?? {};

export const isWorkflowAction = (value: unknown): value is WorkflowAction => typeof value === 'string' && (WORKFLOW_ACTIONS as readonly string[]).includes(value);
export const isStepAction = (value: unknown): value is StepAction => typeof value === 'string' && (STEP_ACTIONS as readonly string[]).includes(value);

/** The actions the table allows for an application of `serviceId` in `statusId` (anyone's), in table order. */
export function allowedActions(serviceId: number, statusId: number | null | undefined): WorkflowAction[] {
  return Object.keys(actionsOf(serviceId, statusId)) as WorkflowAction[];
}

/** Where `action` leads from (service, status): the same status for an action that stays; null when the table does not allow it. */
export function targetOf(serviceId: number, statusId: number | null | undefined, action: string): ApplicationStatusId | null {
  if (!isWorkflowAction(action)) return null;
  const target = actionsOf(serviceId, statusId)[action];
  if (target === undefined) return null;
  return target === STAY ? (Number(statusId) as ApplicationStatusId) : target;
}

/** True when `taker` is one who may take `action` (the table still decides whether it applies now). */
export const mayTake = (taker: Taker, action: WorkflowAction): boolean => TAKERS[action].includes(taker);

/** The actions `taker` may take on an application of `serviceId` in `statusId`: the pages' can_* flags. */
export function actionsFor(taker: Taker, serviceId: number, statusId: number | null | undefined): WorkflowAction[] {
  return allowedActions(serviceId, statusId).filter((action) => mayTake(taker, action));
}

/**
 * The frontend_rules of an application (AGT-11, AGT-18): one boolean per FRONTEND_RULE_FLAGS entry,
 * true when the table allows that action now. `renewal_notification` is false here: it is set on the
 * IP record, not on an application (G-31).
 */
export function frontendRulesFor(serviceId: number, statusId: number | null | undefined): Required<FrontendRules> {
  const allowed = actionsOf(serviceId, statusId);
  return Object.fromEntries(FRONTEND_RULE_FLAGS.map((flag: FrontendRuleFlag) => [flag, flag in allowed])) as Required<FrontendRules>;
}

/**
 * G-30, ADM-34/35: staff may assign an agent to an application waiting for one, and reassign an open
 * one that has an agent (until Completed; not Cancelled nor waiting for payment).
 */
export const mayAssign = (statusId: number | null | undefined): boolean => Number(statusId) === S.PENDING_ASSIGN;
export const mayReassign = (serviceId: number, statusId: number | null | undefined, agentId: number | null | undefined): boolean =>
  Boolean(agentId) && Number(statusId) !== S.PENDING_ASSIGN && isOpenWork(serviceId, statusId);

/** Open after payment (G-49): staff may cancel from these; Completed and Cancelled are final. */
export const isOpenWork = (serviceId: number, statusId: number | null | undefined): boolean => targetOf(serviceId, statusId, 'cancel') !== null;

/**
 * What a step must record (issue 13 §1, G-16, G-53, G-61):
 * - `filing`: In Progress → Filed — the filing receipt (locked), application_date (default today in
 *   Kuala Lumpur) and, for an application (service 2), the filing number (and date) on the IP record;
 * - `registration`: → Certificate (service 2) — the registration number and expiry on the IP record;
 * - `certificate`: → Certificate Ready — the certificate or the search report (locked); starts the
 *   14-day timers (certificate_ready_at, G-36);
 * - `sd`: upload_sd — the signed supporting document (locked, G-53);
 * - `opposition`: an opposition step — its title (the message) and file (G-61);
 * - `note`: any other step — the message, and a file if one is given.
 */
export type StepRecord = 'filing' | 'registration' | 'certificate' | 'sd' | 'opposition' | 'note';
export type StepField = 'file' | 'title' | 'filing_no' | 'registration_no' | 'expiry_date';

export function stepRecordOf(serviceId: number, statusId: number | null | undefined, action: StepAction): StepRecord | null {
  const target = targetOf(serviceId, statusId, action);
  if (target === null) return null;
  if (action === 'upload_sd') return 'sd';
  if (action === 'opposition') return 'opposition';
  if (action === 'filed' && Number(statusId) === S.IN_PROGRESS) return 'filing';
  if (target === S.CERTIFICATE) return 'registration';
  if (target === S.CERTIFICATE_READY) return 'certificate';
  return 'note';
}

/** The fields a step of `record` must carry for `serviceId` (a 422 names each one missing). */
export function requiredStepFields(serviceId: number, record: StepRecord): StepField[] {
  switch (record) {
    case 'filing':
      return Number(serviceId) === SERVICE.APPLICATION ? ['file', 'filing_no'] : ['file'];
    case 'registration':
      return ['registration_no', 'expiry_date'];
    case 'certificate':
    case 'sd':
      return ['file'];
    case 'opposition':
      return ['title', 'file'];
    case 'note':
      return [];
  }
}

/** The step's file cannot be changed or hidden afterwards (files.status_id 2, G-16): receipts, certificates, reports, SD. */
export const locksFile = (record: StepRecord): boolean => record === 'filing' || record === 'certificate' || record === 'sd';

/** AMB-28: the owner completes by acknowledging and rating (acknowledge first, then a rating 1–5). */
export const ownerMayComplete = (application: { acknowledge?: boolean | number | null; rating?: number | null }): boolean =>
  Boolean(application.acknowledge) && Number(application.rating ?? 0) >= 1;

/** What the acknowledge-and-rate rules read of an application. */
export interface AcknowledgeState {
  status_id?: number | null;
  acknowledge?: boolean | number | null;
  rating?: number | null;
}

/** POR-30, POR-31: Acknowledge is offered to the owner in Certificate Ready until it is acknowledged (never once completed, also not after the day-14 auto-complete). */
export const ownerMayAcknowledge = (application: AcknowledgeState): boolean =>
  Number(application.status_id) === S.CERTIFICATE_READY && !application.acknowledge;

/** POR-30, POR-32, AMB-28: Rate follows the acknowledgement, in Certificate Ready, once (a rating completes the application). */
export const ownerMayRate = (application: AcknowledgeState): boolean =>
  Number(application.status_id) === S.CERTIFICATE_READY && Boolean(application.acknowledge) && !(Number(application.rating ?? 0) >= 1);

/** G-36, POR-36, DLV-22: an unacknowledged application completes on its own this many days after its timer starts. */
export const AUTO_COMPLETE_DAYS = 14;
/** MSG-8, G-36: the "not received" reminder goes out on day 7 (day 14 comes with the auto-complete). */
export const NOT_RECEIVED_REMINDER_DAY = 7;

type TimerDates = { certificate_ready_at?: Date | string | null; delivered_at?: Date | string | null };

/**
 * G-36: where the 14-day timers start — the certificate upload (certificate_ready_at), or the delivery
 * (delivered_at) when one was requested; null while a requested delivery is not delivered yet.
 */
export function timerStart(application: TimerDates, deliveryRequested: boolean): Date | null {
  const start = deliveryRequested ? application.delivered_at : application.certificate_ready_at;
  return start ? new Date(start) : null;
}

/** Whether `days` full days have run on the G-36 timer at `now`. */
export function timerReached(application: TimerDates, deliveryRequested: boolean, now: Date, days: number): boolean {
  const start = timerStart(application, deliveryRequested);
  return start !== null && now.getTime() - start.getTime() >= days * 86_400_000;
}

/**
 * G-36: the day-14 auto-complete is due — counted from the certificate upload (certificate_ready_at),
 * or from the delivery (delivered_at) when one was requested; a requested delivery not yet delivered
 * is not due.
 */
export function autoCompleteDue(application: TimerDates, deliveryRequested: boolean, now: Date): boolean {
  return timerReached(application, deliveryRequested, now, AUTO_COMPLETE_DAYS);
}

// ——— The payment moves: the system's, for every service (issue 12 §2, ADR 028) ———

/** The two states of an application whose order waits for payment ('Pending Payment', G-64). */
export const AWAITING_PAYMENT_STATUS = { ordered: S.RENEWAL_ORDERED, verifying: S.PENDING_VERIFICATION } as const;
export const AWAITING_PAYMENT_STATUSES: number[] = [AWAITING_PAYMENT_STATUS.ordered, AWAITING_PAYMENT_STATUS.verifying];

/** The state a paid line's application starts work in (G-30): with the default agent, or waiting for one. */
export const WORK_START_STATUSES: number[] = [S.IN_PROGRESS, S.PENDING_ASSIGN];

/** Named moves the order and payment operations make (moveApplication / moveOrderApplications in transitions.ts). */
export const APPLICATION_TRANSITIONS = {
  /** ORD-57: a payment slip was submitted. */
  slip_submitted: { from: [S.RENEWAL_ORDERED], to: [S.PENDING_VERIFICATION] },
  /** ORD-62: the slip was rejected; the customer may pay again. */
  slip_rejected: { from: [S.PENDING_VERIFICATION], to: [S.RENEWAL_ORDERED] },
  /** ORD-65, G-23, ADR 016: the unpaid order was cancelled, expired or superseded. */
  order_closed: { from: [S.RENEWAL_ORDERED], to: [S.CANCELLED] },
  /** G-30: the order was paid; work starts. */
  order_paid: { from: AWAITING_PAYMENT_STATUSES, to: WORK_START_STATUSES },
  /** G-30, ADM-34: SA/AD assign an agent to an application waiting for one (the console's assign, not a step). */
  agent_assigned: { from: [S.PENDING_ASSIGN], to: [S.IN_PROGRESS] },
} as const satisfies Record<string, { from: readonly number[]; to: readonly number[] }>;

export type ApplicationTransition = keyof typeof APPLICATION_TRANSITIONS;
