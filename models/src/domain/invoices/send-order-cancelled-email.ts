import { Configuration } from '../../models/configuration';
import type { SendMailResult } from '../../mail/index';
import { appLink, mailCustomer, requireOrder } from './shared';
import { assertSystemActor, type SystemActor } from '../kernel/index';

export type CancelReason = 'expired' | 'customer';

/**
 * sendOrderCancelledEmail (G-03 order_cancelled / paylater_expired, G-23): the customer learns, in
 * their language, that an unpaid order was cancelled — at their request, or because no payment
 * arrived within the pay-later lifetime — with the order summary and the released voucher.
 */
export async function sendOrderCancelledEmail({ actor, orderId, reason }: { actor: SystemActor; orderId: number; reason: CancelReason }): Promise<SendMailResult> {
  assertSystemActor(actor);
  const order = await requireOrder({ id: orderId });
  const days = await Configuration.readValue<number>('paylater_expiry_days', 7);
  return mailCustomer(order, {
    template: 'order-cancelled',
    mailableType: reason === 'expired' ? 'paylater_expired' : 'order_cancelled',
    data: { reason, days, url: appLink('/dashboard/overview') },
  });
}
