import { Op } from 'sequelize';
import { Payment } from '../../models/payment';
import { inTransaction, paymentOf, toMoney, type OperationOptions } from './shared';

export interface RefundDueInput {
  orderId: number;
  /** The provider's reference of the charge that cannot be taken (payment intent, sale id). */
  providerRef: string;
  amount: string;
  /** superseded | cancelled | expired | already_paid */
  reason: string;
}

/**
 * ADR 016, G-49: a provider charge that landed on an order that can no longer take it (superseded,
 * cancelled or expired, or already paid by another charge) is never fulfilled: it is recorded on
 * that order's payment row as refund due (amount, provider reference, reason) for an admin to refund
 * outside the system and mark refunded. The same charge reported again (a redelivered webhook, the
 * return page) changes nothing. Returns whether this call recorded it.
 */
export async function recordRefundDue(input: RefundDueInput, options: OperationOptions = {}): Promise<{ recorded: boolean }> {
  return inTransaction(options, async (transaction) => {
    const payment = await paymentOf(input.orderId, transaction);
    if (!payment) return { recorded: false };
    const ref = String(input.providerRef).slice(0, 128);
    if (payment.refund_ref === ref) return { recorded: false };
    const [changed] = await Payment.update(
      { refund_status: 'due', refund_amount: toMoney(input.amount), refund_ref: ref, refund_reason: input.reason.slice(0, 32), refund_due_at: new Date(), refunded_at: null, refunded_by: null, is_read: false },
      { where: { id: payment.id, [Op.or]: [{ refund_status: null }, { refund_status: 'refunded' }] }, transaction },
    );
    if (!changed) console.error(`[orders] a second charge ${ref} landed on order payment ${payment.reference} while one refund is still due; refund it outside the system too`);
    return { recorded: changed > 0 };
  });
}
