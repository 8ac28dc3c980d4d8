import { fn, col, Op, type WhereOptions } from 'sequelize';
import { APPLICATION_STATUS, PAYMENT_STATUS, ROLE } from '../../constants/index';
import { Application } from '../../models/application';
import { Delivery } from '../../models/delivery';
import { Payment } from '../../models/payment';
import { Settlement } from '../../models/settlement';
import { canUserUseResource } from '../../policies/resources';
import { openDeliveryCondition } from '../deliveries/rules';
import { pendingVerificationQuery } from '../payments/shared';
import { MOVE_FROM, payOn, PENDING_PAYPAL_LIST } from '../settlements/rules';
import { Report } from '../../models/report';
import { type Actor, assertAllowed, klDayStart, klMonthStartDay, toMoney, type OperationOptions } from '../kernel/index';

/** One card of the staff overview: what it counts, how many, their sum (MYR) and the list it opens. */
export interface OverviewCard {
  key:
    | 'payments_pending_verification'
    | 'applications_pending_assign'
    | 'applications_in_progress'
    | 'applications_certificate_ready'
    | 'pending_validation'
    | 'pending_settle'
    | 'pending_paypal'
    | 'open_deliveries'
    | 'reported_issues_unread'
    | 'invoices_month';
  count: number;
  /** Σ of the card's amounts, two decimals (SET-2); null when the card counts no money. */
  amount: string | null;
  /** The route key (models/src/policies/routes.ts) of the console list the card counts, with its filter: a card is a link to it. */
  route: string;
  filter: Record<string, string | number> | null;
}

export interface StaffOverview {
  id: 'me';
  role_id: number;
  /** The first day (Kuala Lumpur) of the month the invoice card counts. */
  month_start: string;
  cards: OverviewCard[];
}

const RETRIEVE_FAIL = 'admin:dashboard.retrieve_fail';

/** Count and Σ of a column over rows matching `where`, in one statement. */
async function countAndSum(model: typeof Settlement | typeof Payment, where: WhereOptions, column: string, options: OperationOptions) {
  const row = (await (model as typeof Settlement).findOne({
    where,
    attributes: [
      [fn('COUNT', col('id')), 'n'],
      [fn('SUM', col(column)), 'total'],
    ],
    raw: true,
    transaction: options.transaction,
  })) as unknown as { n: number | string | null; total: number | string | null } | null;
  return { count: Number(row?.n ?? 0), amount: toMoney(row?.total ?? 0) };
}

/**
 * G-47 (ADR 052): the staff overview's cards, each a count (and a sum where it counts money) and the
 * link to the filtered list it counts — only the cards of lists the viewer may open (the policies
 * answer). Accountant (G-06, ACL-59): Pending Settle and Pending PayPal (count and Σ net_total) and
 * the invoices of this Kuala Lumpur month (count and Σ paid amount). Super admin and admin: slips
 * waiting for verification, applications pending assign / in progress / certificate ready, proofs
 * waiting for validation, the settlement cards, open deliveries, the unread reported issues (super
 * admin only, ACL-13) and the invoices. One statement per card.
 */
export async function staffOverview({ actor }: { actor: Actor }, options: OperationOptions = {}): Promise<StaffOverview> {
  assertAllowed(actor, 'overview', 'read', RETRIEVE_FAIL);
  const role = Number(actor.role_id) as (typeof ROLE)[keyof typeof ROLE];
  const monthStart = klMonthStartDay(new Date());
  const cards: OverviewCard[] = [];
  const settlementWhere = (conditions: readonly object[]) => ({ [Op.or]: [...conditions] }) as WhereOptions;

  // SA/AD: the work waiting on them first — slips to verify, applications by stage.
  if (canUserUseResource(actor, 'payments', 'verify')) {
    const count = await Payment.count({ ...pendingVerificationQuery(), distinct: true, col: 'id', transaction: options.transaction });
    cards.push({ key: 'payments_pending_verification', count, amount: null, route: 'console.payments', filter: { queue: 'pending_verification' } });
  }
  if (canUserUseResource(actor, 'applications', 'list')) {
    const stages = [
      ['applications_pending_assign', APPLICATION_STATUS.PENDING_ASSIGN],
      ['applications_in_progress', APPLICATION_STATUS.IN_PROGRESS],
      ['applications_certificate_ready', APPLICATION_STATUS.CERTIFICATE_READY],
    ] as const;
    const counts = (await Application.findAll({
      where: { status_id: stages.map(([, status]) => status) },
      attributes: ['status_id', [fn('COUNT', col('id')), 'n']],
      group: ['status_id'],
      raw: true,
      transaction: options.transaction,
    })) as unknown as { status_id: number; n: number | string }[];
    for (const [key, status] of stages) {
      const count = Number(counts.find((c) => Number(c.status_id) === status)?.n ?? 0);
      cards.push({ key, count, amount: null, route: 'console.applications', filter: { status_id: status } });
    }
  }
  if (canUserUseResource(actor, 'settlements-pending-validation', 'list')) {
    const { count } = await countAndSum(Settlement, settlementWhere(MOVE_FROM.validate), 'net_total', options);
    cards.push({ key: 'pending_validation', count, amount: null, route: 'console.settlements.pending-validation', filter: null });
  }
  if (canUserUseResource(actor, 'settlements-pending-settle', 'list')) {
    cards.push({ key: 'pending_settle', ...(await countAndSum(Settlement, settlementWhere(payOn('bank')), 'net_total', options)), route: 'console.settlements.pending-settle', filter: null });
  }
  if (canUserUseResource(actor, 'settlements-pending-paypal', 'list')) {
    cards.push({ key: 'pending_paypal', ...(await countAndSum(Settlement, settlementWhere([PENDING_PAYPAL_LIST]), 'net_total', options)), route: 'console.settlements.pending-paypal', filter: null });
  }
  if (canUserUseResource(actor, 'deliveries', 'list')) {
    const count = await Delivery.count({ where: openDeliveryCondition(), transaction: options.transaction });
    cards.push({ key: 'open_deliveries', count, amount: null, route: 'console.deliveries', filter: { status: 1 } });
  }
  if (canUserUseResource(actor, 'reported-issues', 'list')) {
    const count = await Report.count({ where: { is_read: false }, transaction: options.transaction });
    cards.push({ key: 'reported_issues_unread', count, amount: null, route: 'console.reported-issues', filter: null });
  }
  if (canUserUseResource(actor, 'invoices', 'list')) {
    const where = { status: PAYMENT_STATUS.SUCCESS, created_at: { [Op.gte]: klDayStart(monthStart) } };
    cards.push({ key: 'invoices_month', ...(await countAndSum(Payment, where, 'paid_amount', options)), route: 'console.invoices', filter: { from: monthStart } });
  }
  return { id: 'me', role_id: role, month_start: monthStart, cards };
}
