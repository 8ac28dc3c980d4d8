import { APPLICATION_STATUS, type ApplicationStatusId, type FrontendRuleFlag, type FrontendRules } from '../../src/constants/index';

/**
 * Application statuses (spec §2.10, §2.31) and the agent state machine proposed in G-02.
 *
 * `frontend_rules` holds one boolean per FRONTEND_RULE_FLAGS entry: true = the action is offered
 * while an application is in that status. Step flags (report_ready, filed, official_action,
 * accepted, acceptance, gazette, certificate, renewal_notification, opposition) are agent/staff
 * steps; `upload_sd` / `download_sd` are the supporting-document actions (G-53); `payment` is the
 * customer's Pay Now (Renewal Ordered, G-64). The server must refuse any step whose flag is false
 * (409). SA/AD may override. `TRANSITIONS` gives the status each step leads to.
 *
 *   Search (service 1):      Pending Assign → In Progress →(report_ready) Certificate Ready
 *                            ("Report Ready" in search views) → Completed.
 *   Renewal (service 3):     Renewal Ordered (pay later) / Pending Verification (slip) →
 *                            Pending Assign → In Progress →(filed) Filed →(certificate) Certificate
 *                            Ready → Completed; Filed ⇄ Official Action.
 *   Application (service 2): In Progress →(filed) Filed ⇄(official_action / filed) Official Action;
 *                            Filed / Official Action →(accepted) Accepted →(acceptance) Acceptance
 *                            (advertised) →(gazette) Gazette →(certificate) Certificate (granted)
 *                            →(certificate, upload) Certificate Ready → Completed.
 *                            Acceptance / Gazette →(opposition) Opposition; in Opposition the
 *                            `opposition` step appends opposition steps; it ends →(gazette) Gazette
 *                            or →(accepted) Accepted, or is cancelled by staff (Cancelled).
 *   Completed / Certificate Ready →(renewal_notification) Renewal Notification (staff or the
 *   reminder worker, G-31); it clears when a new renewal is ordered.
 *   Cancelled is terminal; cancelling is a staff action, not a flag.
 */
export interface ApplicationStatusSeed {
  id: ApplicationStatusId;
  name: string;
  label: string;
  frontend_rules: Required<FrontendRules>;
  sort_order: number;
}

const S = APPLICATION_STATUS;

/** Step → resulting status, per current status. `upload_sd`, `download_sd`, `payment` do not move the status. */
export const TRANSITIONS: Readonly<Record<ApplicationStatusId, Partial<Record<FrontendRuleFlag, ApplicationStatusId | null>>>> = {
  [S.FILED]: {
    official_action: S.OFFICIAL_ACTION,
    accepted: S.ACCEPTED,
    certificate: S.CERTIFICATE_READY,
    upload_sd: null,
    download_sd: null,
  },
  [S.CERTIFICATE_READY]: { renewal_notification: S.RENEWAL_NOTIFICATION, download_sd: null },
  [S.RENEWAL_ORDERED]: { payment: null },
  [S.PENDING_VERIFICATION]: {},
  [S.IN_PROGRESS]: {
    report_ready: S.CERTIFICATE_READY,
    filed: S.FILED,
    official_action: S.OFFICIAL_ACTION,
    upload_sd: null,
    download_sd: null,
  },
  [S.CANCELLED]: {},
  [S.COMPLETED]: { renewal_notification: S.RENEWAL_NOTIFICATION, download_sd: null },
  [S.PENDING_ASSIGN]: { download_sd: null },
  [S.OFFICIAL_ACTION]: { filed: S.FILED, accepted: S.ACCEPTED, upload_sd: null, download_sd: null },
  [S.ACCEPTED]: { acceptance: S.ACCEPTANCE, official_action: S.OFFICIAL_ACTION, download_sd: null },
  [S.ACCEPTANCE]: { gazette: S.GAZETTE, opposition: S.OPPOSITION, download_sd: null },
  [S.GAZETTE]: { certificate: S.CERTIFICATE, opposition: S.OPPOSITION, download_sd: null },
  [S.CERTIFICATE]: { certificate: S.CERTIFICATE_READY, download_sd: null },
  [S.RENEWAL_NOTIFICATION]: {},
  [S.OPPOSITION]: { opposition: S.OPPOSITION, gazette: S.GAZETTE, accepted: S.ACCEPTED, upload_sd: null, download_sd: null },
};

const ALL_FLAGS: readonly FrontendRuleFlag[] = [
  'report_ready',
  'filed',
  'official_action',
  'accepted',
  'acceptance',
  'gazette',
  'certificate',
  'renewal_notification',
  'opposition',
  'upload_sd',
  'payment',
  'download_sd',
];

function rules(id: ApplicationStatusId): Required<FrontendRules> {
  const allowed = TRANSITIONS[id];
  return Object.fromEntries(ALL_FLAGS.map((flag) => [flag, flag in allowed])) as Required<FrontendRules>;
}

/** [id, name, label, sort_order]; sort_order follows the life of an application. */
const ROWS: [ApplicationStatusId, string, string, number][] = [
  [S.RENEWAL_ORDERED, 'Renewal Ordered', 'Pending Payment', 10],
  [S.PENDING_VERIFICATION, 'Pending Verification', 'Pending Verification', 20],
  [S.PENDING_ASSIGN, 'Pending Assign', 'Pending Assign', 30],
  [S.IN_PROGRESS, 'In Progress', 'In Progress', 40],
  [S.FILED, 'Filed', 'Filed', 50],
  [S.OFFICIAL_ACTION, 'Official Action', 'Official Action', 60],
  [S.ACCEPTED, 'Accepted', 'Accepted', 70],
  [S.ACCEPTANCE, 'Acceptance', 'Acceptance', 80],
  [S.GAZETTE, 'Gazette', 'Gazette', 90],
  [S.OPPOSITION, 'Opposition', 'Opposition', 100],
  [S.CERTIFICATE, 'Certificate', 'Certificate', 110],
  [S.CERTIFICATE_READY, 'Certificate Ready', 'Certificate Ready', 120],
  [S.COMPLETED, 'Completed', 'Completed', 130],
  [S.RENEWAL_NOTIFICATION, 'Renewal Notification', 'Renewal Notification', 140],
  [S.CANCELLED, 'Cancelled', 'Cancelled', 150],
];

export const APPLICATION_STATUSES: readonly ApplicationStatusSeed[] = ROWS.map(([id, name, label, sort_order]) => ({
  id,
  name,
  label,
  frontend_rules: rules(id),
  sort_order,
})).sort((a, b) => a.id - b.id);
