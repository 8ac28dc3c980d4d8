import { literal, Op, type Transaction, type WhereOptions } from 'sequelize';
import { APPLICATION_STATUS, ROLE, SLIP_STATUS } from '../../constants/index';
import { countOf as count, countTogetherFor, type CountQuery, type OwnerId } from '../kernel/counts';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { Delivery } from '../../models/delivery';
import { Order } from '../../models/order';
import { UNPAID_ORDER_STATUSES } from '../orders/rules';
import { openDeliveryOnRows } from '../deliveries/rules';
import { PaymentSlip } from '../../models/payment-slip';
import { PreRegistration } from '../../models/pre-registration';
import { Report } from '../../models/report';
import { ReportMessage } from '../../models/report-message';
import { Settlement } from '../../models/settlement';
import type { User } from '../../models/user';

/**
 * notificationSummary (ACL-15, POR-55, MSG-12, MSG-13, G-58, §2.28): the counts behind the sidebar
 * notification dots of the signed-in user — the `checkNotify` answer. A count is the number of items
 * that wait for this user; the sidebar shows a dot where it is above 0. One COUNT per kind, each on
 * an index (migration 0024 and earlier), only the kinds of the actor's role; the others are 0. All of
 * a role's counts are read in one statement (kernel/counts.ts, issue 17).
 *
 * - Customer (4): `applications` — their applications not yet opened since the last change (their
 *   read marker, POR-56, ADR 032; opening one marks it read); `payments` — their orders waiting for
 *   them to pay (unpaid, no slip under review; cleared by paying, a slip or cancelling); `deliveries` — their deliveries on the
 *   way (tracking number set) not yet marked received (DLV-8); `reports` — staff replies to their
 *   reports not yet seen on their Report page (G-39, ADR 043).
 * - Agent (3): `jobs` — assigned, open applications not yet opened by the agent (read_by_agent 0, AGT-7, ADR 032); `deliveries`
 *   — deliveries of their jobs still without a tracking number (DLV-5..7); `settlements` — their
 *   unsettled settlements waiting for a proof upload or re-upload (G-60).
 * - Super admin (1) and admin (2): `applications` — applications waiting for an agent (Pending
 *   Assign, G-30); `payments` — bank-transfer slips waiting for verification (ORD-57); `proofs` —
 *   settlement proofs waiting for validation; `settlements` — validated settlements not yet paid;
 *   `preregistrations` — pre-registered agents with no agent account yet (ADM-16); `reports` —
 *   unread reported issues, super admins only (ADM-71, ACL-38).
 * - Accountant (5): `settlements`.
 */
export const NOTIFICATION_KINDS = [
  'applications',
  'payments',
  'deliveries',
  'reports',
  'jobs',
  'settlements',
  'proofs',
  'preregistrations',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationSummary = Record<NotificationKind, number>;

export interface NotificationSummaryInput {
  actor: Pick<User, 'id' | 'role_id'> | null | undefined;
}

/** A count for one role, of the signed-in user's own rows where it names `owner` (a bind parameter: countTogetherFor). */
type Counter = (owner: OwnerId) => CountQuery;

const OPEN_JOB = { [Op.notIn]: [APPLICATION_STATUS.COMPLETED, APPLICATION_STATUS.CANCELLED] };

/** Open deliveries (not delivered, not cancelled) of the applications matching `owner` (and `where`), one joined COUNT driven by the owner's applications. */
export function openDeliveries(owner: WhereOptions<Application>, where: WhereOptions<Delivery> = {}): CountQuery {
  return count(Delivery, {
    where: { [Op.and]: [where, openDeliveryOnRows()] } as WhereOptions<Delivery>,
    include: [{ model: Application, as: 'application', where: owner, attributes: [], required: true }],
  });
}

/** The same counter for super admins and admins (the staff queues, ACL-55). */
const staff = (counter: Counter): Partial<Record<number, Counter>> => ({ [ROLE.SUPER_ADMIN]: counter, [ROLE.ADMIN]: counter });

const COUNTERS: Record<NotificationKind, Partial<Record<number, Counter>>> = {
  applications: {
    [ROLE.MEMBER]: (owner) => count(Application, { where: { user_id: owner, read_by_customer: false } }),
    ...staff(() => count(Application, { where: { status_id: APPLICATION_STATUS.PENDING_ASSIGN } })),
  },
  payments: {
    [ROLE.MEMBER]: ordersAwaitingPayment,
    ...staff(() => count(PaymentSlip, { where: { status: SLIP_STATUS.SUBMITTED } })),
  },
  deliveries: {
    [ROLE.MEMBER]: (owner) => openDeliveries({ user_id: owner }, { tracking_no: { [Op.ne]: null } }),
    [ROLE.AGENT]: (owner) => openDeliveries({ agent_id: owner }, { [Op.or]: [{ tracking_no: null }, { tracking_no: '' }] } as WhereOptions<Delivery>),
  },
  reports: {
    [ROLE.MEMBER]: (owner) =>
      count(ReportMessage, { where: { read_at: null }, include: [{ model: Report, as: 'report', where: { user_id: owner }, attributes: [], required: true }] }),
    [ROLE.SUPER_ADMIN]: () => count(Report, { where: { is_read: false } }),
  },
  jobs: {
    [ROLE.AGENT]: (owner) => count(Application, { where: { agent_id: owner, read_by_agent: false, status_id: OPEN_JOB } }),
  },
  settlements: {
    [ROLE.AGENT]: (owner) =>
      count(Settlement, { where: { agent_id: owner, is_settled: false, [Op.or]: [{ pending_upload: true }, { pending_reupload: true }] } }),
    ...staff(readyToSettle),
    [ROLE.ACCOUNTANT]: readyToSettle,
  },
  proofs: staff(() => count(Settlement, { where: { pending_validate: true, is_settled: false } })),
  preregistrations: staff(openPreRegistrations),
};

/**
 * The customer's orders waiting for them to pay (G-58, ADR 043): unpaid (Pending, also pay later, or
 * Failed) with no bank-transfer slip under review — the orders whose Pay Now or Upload Slip the
 * order's rules offer (orders/rules.ts). One COUNT on orders.user_id with an anti-join on the slips,
 * reached through each order's payments (the unary + keeps SQLite from reading every slip under review
 * of every customer by the status index first).
 */
function ordersAwaitingPayment(owner: OwnerId): CountQuery {
  const slipUnderReview = literal(
    `NOT EXISTS (SELECT 1 FROM payment_slips AS s INNER JOIN payments AS p ON p.id = s.payment_id WHERE p.order_id = \`Order\`.\`id\` AND +s.status = ${SLIP_STATUS.SUBMITTED})`,
  );
  return count(Order, { where: { [Op.and]: [{ user_id: owner, status: UNPAID_ORDER_STATUSES }, slipUnderReview] } });
}

function readyToSettle(): CountQuery {
  return count(Settlement, { where: { is_settled: false, allow_settle: true } });
}

/** Pre-registrations no agent account points at (users.preregister_agent_id), in one anti-join. */
function openPreRegistrations(): CountQuery {
  return count(PreRegistration, { include: [{ association: 'user', attributes: [], required: false }], where: { '$user.id$': null } });
}

/**
 * The role's counts as COUNT queries of `owner`'s rows, by kind (null where the role has no such dot),
 * for callers that read them together with their own counts in one statement (the dashboard shell
 * adds the cart's).
 */
export function notificationCounts(roleId: number, owner: OwnerId): Record<NotificationKind, CountQuery | null> {
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, COUNTERS[kind][roleId]?.(owner) ?? null])) as Record<NotificationKind, CountQuery | null>;
}

/** The summary: every count of the actor's role in one statement (the others 0). */
export async function notificationSummary(
  { actor }: NotificationSummaryInput,
  { transaction }: { transaction?: Transaction } = {},
): Promise<NotificationSummary> {
  if (!actor) throw new AppError('UNAUTHORIZED', 'auth:session_expired');
  return countTogetherFor(`notifications:${actor.role_id}`, actor.id, (owner) => notificationCounts(actor.role_id, owner), { transaction });
}

/** Whether any dot shows (a count above 0) for one of `kinds`. */
export function hasUnread(summary: Partial<NotificationSummary> | null | undefined, kinds: readonly NotificationKind[]): boolean {
  return kinds.some((kind) => (summary?.[kind] ?? 0) > 0);
}
