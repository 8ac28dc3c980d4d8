import { SLIP_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import type { SendMailResult } from '../../mail/index';
import { Payment } from '../../models/payment';
import { PaymentSlip } from '../../models/payment-slip';
import { mailCustomer, orderPageLink, requireOrder } from './shared';
import { assertSystemActor, type SystemActor } from '../kernel/index';

/**
 * sendSlipRejectedEmail (G-24, G-03 payment_rejected): the customer learns, in their language, that
 * the bank-in slip of an order was rejected, with the reviewer's reason and a link to the order page
 * where Upload Slip is offered again. Uses the payment's latest rejected slip.
 */
export async function sendSlipRejectedEmail({ actor, paymentId }: { actor: SystemActor; paymentId: number }): Promise<SendMailResult> {
  assertSystemActor(actor);
  const payment = await Payment.findByPk(paymentId);
  if (!payment) throw new AppError('NOT_FOUND', 'invoice:errors.not_found');
  const slip = await PaymentSlip.findOne({ where: { payment_id: payment.id, status: SLIP_STATUS.REJECTED }, order: [['id', 'DESC']] });
  if (!slip) throw new AppError('CONFLICT', 'invoice:errors.no_rejected_slip');
  const order = await requireOrder({ id: payment.order_id });
  return mailCustomer(order, {
    template: 'payment-rejected',
    mailableType: 'payment_rejected',
    data: { reason: slip.reject_reason ?? '', total: order.total, url: orderPageLink(order.reference) },
  });
}
