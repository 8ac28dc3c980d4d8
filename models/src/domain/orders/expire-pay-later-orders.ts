import { Op } from 'sequelize';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../constants/index';
import { getSequelize } from '../../db/database';
import { Order } from '../../models/order';
import { sendOrderCancelledEmail } from '../invoices/index';
import { closeUnpaidOrder } from './cancel-order';
import { UNPAID_ORDER_STATUSES } from './rules';
import { DAY_MS, paymentOf, pendingSlipOf } from './shared';
import { assertSystemActor, forEachBatchById, runLogged, type SystemActor, SYSTEM } from '../kernel/index';

/**
 * G-23 (the Bree job calls it): unpaid pay-later orders past expires_at with no slip waiting for
 * review become Expired (also after an abandoned card attempt on such an order, G-64), their Renewal Ordered applications Cancelled, the voucher released, and
 * the customer gets the cancellation e-mail (reason 'expired'). Orders left unpaid for more than a
 * day without pay later (a Pay now with no method chosen, an abandoned card attempt — their lines
 * never left the cart) expire silently and release their voucher: no pay-later mail (issue 11).
 * `payLaterExpired` lists the expired orders that were on pay later (the only ones mailed). Each order
 * in its own transaction, conditional on still being unpaid; a rerun changes nothing more.
 */
export async function expirePayLaterOrders(input: { actor: SystemActor; now?: Date; batchSize?: number }): Promise<{ expired: number[]; payLaterExpired: number[] }> {
  assertSystemActor(input.actor);
  const now = input.now ?? new Date();
  const expired: number[] = [];
  const payLaterExpired: number[] = [];
  // In batches by id (a fixed memory however many orders are due: issue 17), each order then in its own transaction.
  await forEachBatchById(
    (afterId, limit) =>
      Order.findAll({
        attributes: ['id', 'reference', 'expires_at'],
        where: {
          id: { [Op.gt]: afterId },
          status: { [Op.in]: UNPAID_ORDER_STATUSES },
          [Op.or]: [
            // Put on pay later (expires_at set) — also when the customer then tried a card (G-64) and left.
            { expires_at: { [Op.ne]: null, [Op.lt]: now } },
            // A Pay now left without choosing how to pay (no method), or an abandoned card attempt.
            { [Op.or]: [{ payment_method: null }, { payment_method: { [Op.ne]: 'paylater' } }], expires_at: null, created_at: { [Op.lt]: new Date(now.getTime() - DAY_MS) } },
          ],
        },
        order: [['id', 'ASC']],
        limit,
      }),
    input.batchSize ?? EXPIRY_BATCH,
    (candidates) => expireBatch(candidates, expired, payLaterExpired),
  );
  return { expired, payLaterExpired };
}

const EXPIRY_BATCH = 500;

async function expireBatch(candidates: Order[], expired: number[], payLaterExpired: number[]): Promise<void> {
  for (const candidate of candidates) {
    const payLater = candidate.expires_at !== null;
    const done = await getSequelize().transaction(async (transaction) => {
      const order = await Order.findByPk(candidate.id, { transaction, lock: transaction.LOCK.UPDATE });
      if (!order) return false;
      const payment = await paymentOf(order.id, transaction);
      if (payment && Number(payment.status) === PAYMENT_STATUS.SUCCESS) return false;
      if (await pendingSlipOf(payment?.id, transaction)) return false;
      return closeUnpaidOrder(order, ORDER_STATUS.EXPIRED, null, transaction);
    });
    if (!done) continue;
    expired.push(candidate.id);
    if (payLater) {
      payLaterExpired.push(candidate.id);
      await runLogged(`sendOrderCancelledEmail ${candidate.reference}`, () => sendOrderCancelledEmail({ actor: SYSTEM, orderId: candidate.id, reason: 'expired' }));
    }
  }
}

