import { APPLICATION_STATUS, APPLICATION_STATUS_NAMES, type ApplicationStatusId } from '../../src/constants/index';

/**
 * Application statuses (spec §2.10, §2.31): fixed ids, names, the label customers see and the sort
 * order. What may happen in each status is not stored here: the workflow table keyed by (service,
 * status) in models/src/domain/applications/workflow.ts is the one source, and each application's
 * frontend_rules are derived from it (ADR 031; migration 0035 dropped the stored column).
 */
export interface ApplicationStatusSeed {
  id: ApplicationStatusId;
  name: string;
  label: string;
  sort_order: number;
}

const S = APPLICATION_STATUS;

/** [id, label, sort_order]; sort_order follows the life of an application. */
const ROWS: [ApplicationStatusId, string, number][] = [
  [S.RENEWAL_ORDERED, 'Pending Payment', 10],
  [S.PENDING_VERIFICATION, 'Pending Verification', 20],
  [S.PENDING_ASSIGN, 'Pending Assign', 30],
  [S.IN_PROGRESS, 'In Progress', 40],
  [S.FILED, 'Filed', 50],
  [S.OFFICIAL_ACTION, 'Official Action', 60],
  [S.ACCEPTED, 'Accepted', 70],
  [S.ACCEPTANCE, 'Acceptance', 80],
  [S.GAZETTE, 'Gazette', 90],
  [S.OPPOSITION, 'Opposition', 100],
  [S.CERTIFICATE, 'Certificate', 110],
  [S.CERTIFICATE_READY, 'Certificate Ready', 120],
  [S.COMPLETED, 'Completed', 130],
  [S.RENEWAL_NOTIFICATION, 'Renewal Notification', 140],
  [S.CANCELLED, 'Cancelled', 150],
];

export const APPLICATION_STATUSES: readonly ApplicationStatusSeed[] = ROWS.map(([id, label, sort_order]) => ({
  id,
  name: APPLICATION_STATUS_NAMES[id],
  label,
  sort_order,
})).sort((a, b) => a.id - b.id);
