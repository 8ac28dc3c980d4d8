import { AppError } from '../../errors/index';
import { Payment } from '../../models/payment';
import { RefundCharge } from '../../models/refund-charge';
import type { PaymentRowJson } from '../../schemas/payments';
import { findPayment, NOT_ALLOWED, paymentRow, type PaymentTarget } from './shared';
import { type Actor, assertAllowed, inTransaction, type OperationOptions, orFail, writeAudit } from '../kernel/index';

export const MARK_REFUNDED_FAIL = 'payments:mark_refunded_fail';

/**
 * ADR 016, G-49: the admin confirms that a charge recorded as refund due (it landed on an order that
 * could not take it) was refunded outside the system, with every other charge still to refund on that
 * payment (ADR 024). Only a payment with a refund due; the
 * conditional update makes a second click change nothing. Audited (payment.mark_refunded).
 */
export async function markRefunded(input: { actor: Actor } & PaymentTarget, options: OperationOptions = {}): Promise<{ payment: PaymentRowJson; message: string }> {
  assertAllowed(input.actor, 'payments', 'mark-refunded', NOT_ALLOWED);
  const payment = await orFail(MARK_REFUNDED_FAIL, () =>
    inTransaction(options, async (transaction) => {
      const { payment, order } = await findPayment(input, transaction);
      if (payment.refund_status !== 'due') throw new AppError('CONFLICT', 'payments:mark_refunded_not_due');
      const now = new Date();
      const [changed] = await Payment.update({ refund_status: 'refunded', refunded_at: now, refunded_by: input.actor.id }, { where: { id: payment.id, refund_status: 'due' }, transaction });
      if (!changed) throw new AppError('CONFLICT', 'payments:mark_refunded_not_due');
      // Every charge the summary listed is refunded with it (ADR 024).
      await RefundCharge.update({ refunded_at: now, refunded_by: input.actor.id }, { where: { payment_id: payment.id, refunded_at: null }, transaction });
      await writeAudit(
        input.actor,
        {
          action: 'payment.mark_refunded',
          targetType: 'payment',
          targetId: payment.id,
          before: { refund_status: 'due' },
          after: { refund_status: 'refunded', reference: order.reference, refund_amount: payment.refund_amount, refund_ref: payment.refund_ref, refund_reason: payment.refund_reason },
        },
        transaction,
      );
      await payment.reload({ transaction });
      return payment;
    }),
  );
  return { payment: await paymentRow(payment, input.actor, options.transaction), message: 'payments:mark_refunded_success' };
}
