import { SLIP_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import type { SendMailResult } from '../../mail/index';
import { Payment } from '../../models/payment';
import { PaymentSlip } from '../../models/payment-slip';
import { mailCustomer, orderPageLink, requireOrder } from './shared';
import { assertSystemActor, type SystemActor } from '../kernel/index';

/**
 * sendSlipReceivedEmail (ORD-57, issue 11): the customer learns, in their language, that the
 * bank-in slip of an order arrived and waits for verification — its bank reference and amount,
 * the order's total and a link to the order page. Uses the payment's latest submitted slip.
 */
export async function sendSlipReceivedEmail({ actor, paymentId }: { actor: SystemActor; paymentId: number }): Promise<SendMailResult> {
  assertSystemActor(actor);
  const payment = await Payment.findByPk(paymentId);
  if (!payment) throw new AppError('NOT_FOUND', 'invoice:errors.not_found');
  const slip = await PaymentSlip.findOne({ where: { payment_id: payment.id, status: SLIP_STATUS.SUBMITTED }, order: [['id', 'DESC']] });
  if (!slip) throw new AppError('NOT_FOUND', 'invoice:errors.not_found');
  const order = await requireOrder({ id: payment.order_id });
  return mailCustomer(order, {
    template: 'slip-received',
    mailableType: 'payment_slip_received',
    data: { refNo: slip.ref_no, amountPaid: slip.amount_paid, url: orderPageLink(order.reference) },
  });
}
