import Decimal from 'decimal.js';
import { Payment } from '../../models/payment';
import { RefundCharge } from '../../models/refund-charge';
import { paymentOf } from './shared';
import { inTransaction, type OperationOptions, toMoney } from '../kernel/index';

export interface RefundDueInput {
  orderId: number;
  /** The provider's reference of the charge that cannot be taken (payment intent, sale id). */
  providerRef: string;
  amount: string;
  /** superseded | cancelled | expired | already_paid */
  reason: string;
}

/** How many provider references the payment's summary column lists (128 characters); the charges table keeps them all. */
const SUMMARY_REF_LENGTH = 128;

/**
 * ADR 016 and 024, G-49: a provider charge that landed on an order that can no longer take it
 * (superseded, cancelled or expired, or already paid by another charge) is never fulfilled: it is
 * kept as a refund charge of that order's payment, and the payment shows "refund due" with the
 * amount still to refund (every charge not yet refunded, so a second stray charge adds to the first)
 * for an admin to refund outside the system and mark refunded. The same charge reported again (a
 * redelivered webhook, the return page) changes nothing. Returns whether this call recorded it.
 */
export async function recordRefundDue(input: RefundDueInput, options: OperationOptions = {}): Promise<{ recorded: boolean }> {
  return inTransaction(options, async (transaction) => {
    const payment = await paymentOf(input.orderId, transaction);
    if (!payment) return { recorded: false };
    const ref = String(input.providerRef).slice(0, SUMMARY_REF_LENGTH);
    const [, created] = await RefundCharge.findOrCreate({
      where: { provider_ref: ref },
      defaults: { payment_id: payment.id, provider_ref: ref, amount: toMoney(input.amount), reason: input.reason.slice(0, 32) },
      transaction,
    });
    if (!created) return { recorded: false };
    const open = await RefundCharge.findAll({ where: { payment_id: payment.id, refunded_at: null }, order: [['id', 'ASC']], transaction });
    const first = open[0]!;
    await Payment.update(
      {
        refund_status: 'due',
        refund_amount: toMoney(open.reduce((sum, charge) => sum.plus(charge.amount), new Decimal(0))),
        refund_ref: open.map((charge) => charge.provider_ref).join(', ').slice(0, SUMMARY_REF_LENGTH),
        refund_reason: first.reason,
        refund_due_at: first.created_at,
        refunded_at: null,
        refunded_by: null,
        is_read: false,
      },
      { where: { id: payment.id }, transaction },
    );
    return { recorded: true };
  });
}
