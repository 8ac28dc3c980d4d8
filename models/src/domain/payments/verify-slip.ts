import { PAYMENT_STATUS, SLIP_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { PaymentSlip } from '../../models/payment-slip';
import type { PaymentRowJson } from '../../schemas/payments';
import { fulfilOrder } from '../orders/index';
import { findPayment, NOT_ALLOWED, paymentRow, type PaymentTarget } from './shared';
import { isReviewable } from '../orders/rules';
import { type Actor, assertAllowed, inTransaction, type OperationOptions, orFail, writeAudit } from '../kernel/index';

export const VERIFY_FAIL = 'payments:verify_fail';

/**
 * ORD-61..63, G-25: the staff verify the submitted slip of a pay-later payment. Only while a slip
 * waits for review (never for Pending PayLater). In one transaction: the slip becomes VERIFIED
 * (reviewer and time kept; a conditional update, so two reviewers cannot both act) and the order
 * is fulfilled through fulfilOrder (method paylater, paid amount = the slip's amount), which marks
 * the payment Success, starts the applications and, after commit, issues the invoice and sends the
 * e-mail. Audited (G-65). Failure: 'Payment verification failed to approve.'
 */
export async function verifySlip(input: { actor: Actor } & PaymentTarget, options: OperationOptions = {}): Promise<{ payment: PaymentRowJson; message: string }> {
  assertAllowed(input.actor, 'payments', 'verify', NOT_ALLOWED);
  const payment = await orFail(VERIFY_FAIL, () =>
    inTransaction(options, async (transaction) => {
      const { payment, order } = await findPayment(input, transaction);
      const slip = await PaymentSlip.findOne({ where: { payment_id: payment.id }, order: [['id', 'DESC']], transaction });
      if (!slip || !isReviewable(payment, order, slip)) throw new AppError('CONFLICT', 'payments:review.not_pending');
      const now = new Date();
      const [moved] = await PaymentSlip.update(
        { status: SLIP_STATUS.VERIFIED, reviewed_by: input.actor.id, reviewed_at: now, reject_reason: null },
        { where: { id: slip.id, status: SLIP_STATUS.SUBMITTED }, transaction },
      );
      if (moved !== 1) throw new AppError('CONFLICT', 'payments:review.not_pending');
      const result = await fulfilOrder({ reference: order.reference, method: 'paylater', paidAmount: String(slip.amount_paid), actor: input.actor }, { transaction });
      if (!result.fulfilled) throw new AppError('CONFLICT', 'payments:review.not_pending');
      await writeAudit(
        input.actor,
        {
          action: 'payment.verify',
          targetType: 'payment',
          targetId: payment.id,
          before: { status: PAYMENT_STATUS.PENDING, slip_status: SLIP_STATUS.SUBMITTED },
          after: { status: PAYMENT_STATUS.SUCCESS, slip_status: SLIP_STATUS.VERIFIED, slip_id: slip.id, paid_amount: String(slip.amount_paid), reference: order.reference },
        },
        transaction,
      );
      await payment.reload({ transaction });
      return payment;
    }),
  );
  return { payment: await paymentRow(payment, input.actor, options.transaction), message: 'payments:verify_success' };
}
