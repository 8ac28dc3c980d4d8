import { AUDIT_MAIL_STATUS, AuditMail } from '../../models/audit-mail';
import type { SendMailResult } from '../../mail/index';
import { assertSystemActor, type SystemActor } from '../kernel/index';
import { sendOrderCancelledEmail } from './send-order-cancelled-email';
import { requireOrder } from './shared';

/**
 * sendPayLaterExpiredEmail (G-03 paylater_expired, G-23): the cancellation e-mail of a pay-later
 * order that expired unpaid, once per order: a delivered or queued one in audit_mails means nothing
 * is sent again (null). A failed delivery is retried by the next run of the expiry job.
 */
export async function sendPayLaterExpiredEmail({ actor, orderId }: { actor: SystemActor; orderId: number }): Promise<SendMailResult | null> {
  assertSystemActor(actor);
  const order = await requireOrder({ id: orderId });
  const sent = await AuditMail.count({
    where: { reference: order.reference, mailable_type: 'paylater_expired', status: [AUDIT_MAIL_STATUS.DELIVERED, AUDIT_MAIL_STATUS.QUEUED] },
  });
  if (sent > 0) return null;
  return sendOrderCancelledEmail({ actor, orderId, reason: 'expired' });
}
