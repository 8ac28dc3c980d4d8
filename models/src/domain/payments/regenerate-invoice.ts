import { PAYMENT_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import type { PaymentRowJson } from '../../schemas/payments';
import { issueInvoice } from '../invoices/index';
import { findPayment, NOT_ALLOWED, paymentRow, type PaymentTarget } from './shared';
import { type Actor, assertAllowed, inTransaction, type OperationOptions, orFail, writeAudit } from '../kernel/index';

export const REGENERATE_FAIL = 'payments:regenerate_fail';

/**
 * ORD-72, G-14, G-26: Regenerate Invoice on a successful payment — the invoice is rendered again
 * from the order snapshot with the same invoice number (a new file version, never an overwrite).
 * Success rows only. Audited.
 */
export async function regenerateInvoice(input: { actor: Actor } & PaymentTarget, options: OperationOptions = {}): Promise<{ payment: PaymentRowJson; invoice_no: string; message: string }> {
  assertAllowed(input.actor, 'payments', 'regenerate-invoice', NOT_ALLOWED);
  const { payment, invoice } = await orFail(REGENERATE_FAIL, async () => {
    const { payment, order } = await findPayment(input, options.transaction);
    if (Number(payment.status) !== PAYMENT_STATUS.SUCCESS) throw new AppError('CONFLICT', 'payments:regenerate_not_paid');
    const invoice = await issueInvoice({ actor: input.actor, orderId: order.id, regenerate: true }, { transaction: options.transaction });
    await inTransaction(options, (transaction) =>
      writeAudit(
        input.actor,
        { action: 'payment.regenerate_invoice', targetType: 'payment', targetId: payment.id, after: { invoice_no: invoice.invoice_no, key: invoice.key, reference: order.reference } },
        transaction,
      ),
    );
    await payment.reload({ transaction: options.transaction });
    return { payment, invoice };
  });
  return { payment: await paymentRow(payment, input.actor, options.transaction), invoice_no: invoice.invoice_no, message: 'payments:regenerate_success' };
}
