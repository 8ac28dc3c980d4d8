import { PAYMENT_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { updateToSuccessSchema, type PaymentRowJson } from '../../schemas/payments';
import { fulfilOrder } from '../orders/index';
import { findPayment, NOT_ALLOWED, paymentRow, type PaymentTarget } from './shared';
import { canUpdateToSuccess } from '../orders/rules';
import { type Actor, assertAllowed, inTransaction, type OperationOptions, orFail, parseInput, writeAudit } from '../kernel/index';

export const UPDATE_TO_SUCCESS_FAIL = 'payments:update_to_success_fail';

/**
 * ORD-72, G-14: Update To Success on a failed payment (the provider took the money but the
 * failure was recorded). Needs the provider's reference (the console also asks for confirmation).
 * Runs the same confirmed-payment path as a webhook — fulfilOrder with that reference — so the
 * order is paid, the applications start, the invoice and e-mail follow. Fail rows only. Audited.
 */
export async function updateToSuccess(
  input: { actor: Actor; providerRef: unknown } & PaymentTarget,
  options: OperationOptions = {},
): Promise<{ payment: PaymentRowJson; message: string }> {
  assertAllowed(input.actor, 'payments', 'update-to-success', NOT_ALLOWED);
  const { provider_ref } = parseInput(updateToSuccessSchema, { provider_ref: input.providerRef }, UPDATE_TO_SUCCESS_FAIL);
  const payment = await orFail(UPDATE_TO_SUCCESS_FAIL, () =>
    inTransaction(options, async (transaction) => {
      const { payment, order } = await findPayment(input, transaction);
      if (!canUpdateToSuccess(payment, order)) throw new AppError('CONFLICT', 'payments:update_to_success_not_failed');
      const method = payment.provider && payment.provider !== 'paylater' ? payment.provider : order.payment_method;
      if (!method) throw new AppError('CONFLICT', 'payments:update_to_success_not_failed');
      const result = await fulfilOrder({ reference: order.reference, method, providerRef: provider_ref, actor: input.actor }, { transaction });
      if (!result.fulfilled) throw new AppError('CONFLICT', 'payments:update_to_success_not_failed');
      await writeAudit(
        input.actor,
        {
          action: 'payment.update_to_success',
          targetType: 'payment',
          targetId: payment.id,
          before: { status: PAYMENT_STATUS.FAIL, paypal_ref: payment.paypal_ref ?? null, failure_reason: payment.failure_reason ?? null },
          after: { status: PAYMENT_STATUS.SUCCESS, paypal_ref: provider_ref, reference: order.reference },
        },
        transaction,
      );
      await payment.reload({ transaction });
      return payment;
    }),
  );
  return { payment: await paymentRow(payment, input.actor, options.transaction), message: 'payments:update_to_success_success' };
}
