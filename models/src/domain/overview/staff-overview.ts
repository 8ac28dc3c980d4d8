import { fn, col, Op, type WhereOptions } from 'sequelize';
import { PAYMENT_STATUS, ROLE } from '../../constants/index';
import { Payment } from '../../models/payment';
import { Settlement } from '../../models/settlement';
import { canUserUseResource } from '../../policies/resources';
import { MOVE_FROM, payOn } from '../settlements/rules';
import { type Actor, assertAllowed, klDayStart, klMonthStartDay, toMoney, type OperationOptions } from '../kernel/index';

/** One card of the staff overview: what it counts, how many, their sum (MYR) and the list it opens. */
export interface OverviewCard {
  key: 'pending_validation' | 'pending_settle' | 'pending_paypal' | 'invoices_month';
  count: number;
  /** Σ of the card's amounts, two decimals (SET-2); null when the card counts no money. */
  amount: string | null;
  /** The route key (models/src/policies/routes.ts) of the console list the card counts, with its filter: a card is a link to it. */
  route: string;
  filter: Record<string, string> | null;
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
 * G-47 (ADR 050 keeps the accountant's part here, issue 15): the staff overview's cards, each a
 * count, a sum and the link to the filtered list it counts — only the cards of lists the viewer may
 * open (the policies answer). Accountant (G-06, ACL-59): Pending Settle and Pending PayPal (count
 * and Σ net_total) and the invoices of this Kuala Lumpur month (count and Σ paid amount). Super
 * admin and admin: the same, after the proofs waiting for validation.
 */
export async function staffOverview({ actor }: { actor: Actor }, options: OperationOptions = {}): Promise<StaffOverview> {
  assertAllowed(actor, 'overview', 'read', RETRIEVE_FAIL);
  const role = Number(actor.role_id) as (typeof ROLE)[keyof typeof ROLE];
  const monthStart = klMonthStartDay(new Date());
  const cards: OverviewCard[] = [];
  const settlementWhere = (conditions: readonly object[]) => ({ [Op.or]: [...conditions] }) as WhereOptions;

  if (canUserUseResource(actor, 'settlements-pending-validation', 'list')) {
    const { count } = await countAndSum(Settlement, settlementWhere(MOVE_FROM.validate), 'net_total', options);
    cards.push({ key: 'pending_validation', count, amount: null, route: 'console.settlements.pending-validation', filter: null });
  }
  if (canUserUseResource(actor, 'settlements-pending-settle', 'list')) {
    cards.push({ key: 'pending_settle', ...(await countAndSum(Settlement, settlementWhere(payOn('bank')), 'net_total', options)), route: 'console.settlements.pending-settle', filter: null });
  }
  if (canUserUseResource(actor, 'settlements-pending-paypal', 'list')) {
    cards.push({ key: 'pending_paypal', ...(await countAndSum(Settlement, settlementWhere(payOn('paypal')), 'net_total', options)), route: 'console.settlements.pending-paypal', filter: null });
  }
  if (canUserUseResource(actor, 'invoices', 'list')) {
    const where = { status: PAYMENT_STATUS.SUCCESS, created_at: { [Op.gte]: klDayStart(monthStart) } };
    cards.push({ key: 'invoices_month', ...(await countAndSum(Payment, where, 'paid_amount', options)), route: 'console.invoices', filter: { from: monthStart } });
  }
  return { id: 'me', role_id: role, month_start: monthStart, cards };
}
