import { PAYMENT_STATUS, SLIP_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Order } from '../../models/order';
import { Payment } from '../../models/payment';
import { PaymentSlip } from '../../models/payment-slip';
import { rejectSlipSchema, type PaymentRowJson } from '../../schemas/payments';
import { sendSlipRejectedEmail } from '../invoices/index';
import { moveOrderApplications } from '../applications/index';
import { isReviewable } from '../orders/rules';
import { DAY_MS, payLaterExpiryDays } from '../orders/shared';
import { findPayment, NOT_ALLOWED, paymentRow, type PaymentTarget } from './shared';
import { type Actor, afterCommitLogged, assertAllowed, inTransaction, type OperationOptions, orFail, parseInput, writeAudit, SYSTEM } from '../kernel/index';

export const REJECT_FAIL = 'payments:reject_fail';

/**
 * ORD-61..63, G-24: the staff reject the submitted slip with a reason (required). The slip is kept
 * as REJECTED with the reason and reviewer; the payment is Pending PayLater again (no open slip;
 * its pay-later lifetime starts again, G-23); the order's applications go back from Pending
 * Verification to Renewal Ordered with a history row each; after commit the customer gets the
 * rejection e-mail with the reason (a failed e-mail is logged, the rejection stands). Audited.
 * Failure: 'Payment verification failed to reject.'
 */
export async function rejectSlip(input: { actor: Actor; reason: unknown; now?: Date } & PaymentTarget, options: OperationOptions = {}): Promise<{ payment: PaymentRowJson; message: string }> {
  assertAllowed(input.actor, 'payments', 'reject', NOT_ALLOWED);
  const { reason } = parseInput(rejectSlipSchema, { reason: input.reason }, REJECT_FAIL);
  const now = input.now ?? new Date();
  const payment = await orFail(REJECT_FAIL, () =>
    inTransaction(options, async (transaction) => {
      const { payment, order } = await findPayment(input, transaction);
      const slip = await PaymentSlip.findOne({ where: { payment_id: payment.id }, order: [['id', 'DESC']], transaction });
      if (!slip || !isReviewable(payment, order, slip)) throw new AppError('CONFLICT', 'payments:review.not_pending');
      const [moved] = await PaymentSlip.update(
        { status: SLIP_STATUS.REJECTED, reject_reason: reason, reviewed_by: input.actor.id, reviewed_at: now },
        { where: { id: slip.id, status: SLIP_STATUS.SUBMITTED }, transaction },
      );
      if (moved !== 1) throw new AppError('CONFLICT', 'payments:review.not_pending');
      await Payment.update({ status: PAYMENT_STATUS.PENDING, is_verify: false }, { where: { id: payment.id }, transaction });
      const days = await payLaterExpiryDays(transaction);
      await Order.update({ payment_method: 'paylater', expires_at: new Date(now.getTime() + days * DAY_MS) }, { where: { id: order.id }, transaction });
      await moveOrderApplications(order.id, { transition: 'slip_rejected', message: `Slip rejected: ${reason}`, text: { key: 'jobs:history.slip_rejected', params: { reason } }, userId: input.actor.id }, transaction);
      await writeAudit(
        input.actor,
        {
          action: 'payment.reject',
          targetType: 'payment',
          targetId: payment.id,
          before: { slip_status: SLIP_STATUS.SUBMITTED },
          after: { slip_status: SLIP_STATUS.REJECTED, slip_id: slip.id, reason, reference: order.reference },
        },
        transaction,
      );
      await payment.reload({ transaction });
      return payment;
    }),
  );
  await afterCommitLogged(options, `sendSlipRejectedEmail ${payment.reference}`, () => sendSlipRejectedEmail({ actor: SYSTEM, paymentId: payment.id }));
  return { payment: await paymentRow(payment, input.actor, options.transaction), message: 'payments:reject_success' };
}
