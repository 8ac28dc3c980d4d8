import Decimal from 'decimal.js';
import { Op, UniqueConstraintError } from 'sequelize';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { CartItem } from '../../models/cart-item';
import { Order } from '../../models/order';
import { OrderItem } from '../../models/order-item';
import { Payment } from '../../models/payment';
import { User } from '../../models/user';
import { expireCheckouts } from '../card-payments/expire-checkouts';
import { isWhitelisted } from '../settings/whitelist';
import { reserveVoucher } from '../vouchers/index';
import { checkApplication, parseCartIds } from './check-application';
import { orderJson, type OrderJson } from './order-json';
import { supersedeOpenOrders } from './supersede-open-orders';
import { assertCustomer, newOrderReference } from './shared';
import { isBelowMinimumCharge } from './rules';
import { type Actor, afterCommit, crashPoint, inTransaction, type OperationOptions, orFail, toMoney } from '../kernel/index';

export interface CreateOrderInput {
  actor: Actor;
  cartIds: unknown;
  /** The applied voucher's code (G-29: the voucher is resolved from it; an id alone redeems nothing). */
  voucherCode?: string | null;
  /** ORD-34: the applied voucher's id, sent with its code; refused unless it is the code's voucher. */
  voucherId?: number | string | null;
  useSandbox?: boolean | null;
}

/** Columns copied from a cart line into its order line (the frozen snapshot). */
const SNAPSHOT = [
  'service_id', 'type_id', 'country_id', 'filing_no', 'application_no', 'grant_no', 'application_name', 'multiclass_no',
  'multiclass_name', 'filing_date', 'grant_date', 'expiry_date', 'selected_years', 'order_type', 'fee_type', 'fee', 'agent_cost',
  'additional_fee', 'processing_part', 'service_part', 'no_of_goods', 'address', 'acceptance', 'application_id', 'ip_id', 'request',
] as const;

const common = (values: number[]) => (values.length && values.every((v) => v === values[0]) ? values[0]! : null);

/**
 * ORD-35..38, ORD-41, ORD-43, G-29, G-38: makes the pending order of the selected cart lines. Runs the
 * pre-check (checkApplication), then in one transaction snapshots the lines into order_items (with
 * cart_item_id), reserves the voucher (B's reserveVoucher), refuses a charge under RM 2.00 after
 * the discount, and creates the pending payment row. use_sandbox only sticks for whitelisted e-mails.
 * The cart lines stay in the cart until the order is paid or put on pay later.
 * ADR 016: the order has no payment method until the customer chooses one at checkout, and any open
 * order still holding one of these cart lines is superseded (cancelled, voucher released, its
 * hosted checkout expired after the commit), so one selection is only ever payable once.
 */
export async function createOrder(input: CreateOrderInput, options: OperationOptions = {}): Promise<OrderJson> {
  assertCustomer(input.actor, 'orders:checkout.not_allowed');
  const ids = parseCartIds(input.cartIds);
  const voucherCode = typeof input.voucherCode === 'string' && input.voucherCode.trim() !== '' ? input.voucherCode : null;
  const sentVoucherId = input.voucherId === undefined || input.voucherId === null || input.voucherId === '' ? null : input.voucherId;
  if (voucherCode === null && sentVoucherId !== null) throw new AppError('NOT_FOUND', 'vouchers:apply.not_found');
  await checkApplication({ actor: input.actor, cartIds: ids });
  const { order: created, superseded } = await orFail('orders:checkout.fail', () =>
    inTransaction(options, async (transaction) => {
      // Locks the selected lines first: a concurrent Pay now on any of them waits here (MariaDB).
      const lines = await CartItem.findAll({ where: { id: { [Op.in]: ids }, user_id: input.actor.id }, order: [['id', 'ASC']], transaction, lock: transaction.LOCK.UPDATE });
      // Then the customer's row (issue 17): the order's insert takes a shared lock on it (the foreign
      // key), and the voucher's per-customer check an exclusive one — two checkouts of one customer
      // holding the first and wanting the second deadlocked on MySQL/MariaDB. Now they queue here.
      const user = await User.findByPk(input.actor.id, { attributes: ['id', 'email'], transaction, lock: transaction.LOCK.UPDATE });
      if (!user) throw new AppError('NOT_FOUND', 'orders:checkout.fail');
      if (lines.length !== ids.length) throw new AppError('NOT_FOUND', 'orders:checkout.item_missing');
      const superseded = await supersedeOpenOrders({ userId: user.id, cartIds: ids, actorId: input.actor.id }, transaction);
      const fee = toMoney(lines.reduce((sum, line) => sum.plus(line.fee), new Decimal(0)));
      const sandbox = Boolean(input.useSandbox) && (await isWhitelisted(user.email, { transaction }));
      const order = await createWithReference(async (reference) =>
        Order.create(
          {
            reference,
            user_id: user.id,
            fee,
            total: fee,
            discount_amount: '0.00',
            paid_amount: '0.00',
            status: ORDER_STATUS.PENDING,
            payment_method: null,
            use_sandbox: sandbox,
            service_id: common(lines.map((l) => l.service_id)),
            type_id: common(lines.map((l) => l.type_id)),
          },
          { transaction },
        ),
      );
      crashPoint('checkout:order-inserted');
      await OrderItem.bulkCreate(
        lines.map((line) => {
          const snapshot: Record<string, unknown> = { order_id: order.id, cart_item_id: line.id };
          for (const column of SNAPSHOT) snapshot[column] = line.get(column);
          return snapshot as never;
        }),
        { transaction },
      );
      let discount = '0.00';
      let voucherId: number | null = null;
      if (voucherCode !== null) {
        const reserved = await reserveVoucher({ code: voucherCode, voucherId: sentVoucherId, orderId: order.id, userId: user.id, total: fee }, { transaction });
        voucherId = reserved.voucher_id;
        discount = toMoney(reserved.discount_amount);
        crashPoint('checkout:voucher-reserved');
      }
      const total = toMoney(new Decimal(fee).minus(discount));
      if (isBelowMinimumCharge(total)) throw new AppError('VALIDATION', 'orders:checkout.minimum_total');
      await order.update({ discount_amount: discount, total, voucher_id: voucherId }, { transaction });
      await Payment.create({ order_id: order.id, reference: order.reference, status: PAYMENT_STATUS.PENDING, provider: null }, { transaction });
      return { order: await orderJson(order, transaction), superseded };
    }),
  );
  if (superseded.length) await afterCommit(options, () => expireCheckouts(superseded));
  crashPoint('checkout:committed');
  return created;
}

/** G-38: a fresh random reference; the unique index refuses a collision, which is retried. */
async function createWithReference(create: (reference: string) => Promise<Order>): Promise<Order> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await create(newOrderReference());
    } catch (error) {
      if (!(error instanceof UniqueConstraintError) || attempt >= 5) throw error;
    }
  }
}
