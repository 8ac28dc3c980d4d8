import { AppError } from '../../errors/index';
import type { SendMailResult } from '../../mail/index';
import { issueInvoice } from './issue-invoice';
import { INVOICE_MIME, invoiceFileName, mailCustomer, orderPageLink, requireOrder, successfulPayment } from './shared';
import { assertSystemActor, type SystemActor } from '../kernel/index';

/**
 * sendPaymentEmail (G-03 payment_success, G-26): tells the customer, in their language, that the
 * payment of an order was received, with the order summary, the amount paid, the method and
 * provider reference, and the invoice PDF attached (issued first if it is not there yet).
 * Recorded in audit_mails (MSG-10). Call after the payment's transaction has committed.
 */
export async function sendPaymentEmail({ actor, orderId }: { actor: SystemActor; orderId: number }): Promise<SendMailResult> {
  assertSystemActor(actor);
  let order = await requireOrder({ id: orderId });
  let payment = successfulPayment(order);
  if (!payment) throw new AppError('CONFLICT', 'invoice:errors.not_paid', { params: { reference: order.reference } });
  if (!payment.invoice_path || !payment.invoice_no) {
    await issueInvoice({ actor, orderId });
    order = await requireOrder({ id: orderId });
    payment = successfulPayment(order)!;
  }
  return mailCustomer(order, {
    template: 'payment-success',
    mailableType: 'payment_success',
    data: {
      invoiceNo: payment.invoice_no,
      paid: payment.paid_amount,
      methodKey: `enums.paymentMethod.${payment.provider ?? order.payment_method}`,
      providerRef: payment.paypal_ref,
      url: orderPageLink(order.reference),
    },
    attachments: [{ filename: invoiceFileName(order.reference), contentType: INVOICE_MIME, storageKey: payment.invoice_path! }],
  });
}
