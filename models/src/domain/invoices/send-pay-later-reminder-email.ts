import { AUDIT_MAIL_STATUS, AuditMail } from '../../models/audit-mail';
import { SLIP_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { assertSystemActor, type SystemActor } from '../kernel/index';
import type { SendMailResult } from '../../mail/index';
import { PaymentSlip } from '../../models/payment-slip';
import { isPayLaterOpen } from '../orders/rules';
import { appLink, bankTransferDetails, mailCustomer, requireOrder } from './shared';

export type ReminderDay = 3 | 6;

/** The mailable type of a reminder, also its once-only marker in audit_mails. */
export const reminderMailType = (day: ReminderDay) => `paylater_reminder_${day}`;

/**
 * sendPayLaterReminderEmail (G-23, G-27): on day 3 and day 6 of an unpaid pay-later order, the
 * customer gets the bank-transfer details (configuration `bank_transfer`, the order reference as
 * transfer reference), the amount, the expiry date and a Pay Now link. Sent once per order and day:
 * a delivered reminder of that day in audit_mails means nothing is sent again (null), as does an
 * order no longer awaiting payment or with a slip waiting for verification. A failed delivery is retried by the next run.
 */
export async function sendPayLaterReminderEmail({ actor, orderId, day }: { actor: SystemActor; orderId: number; day: ReminderDay }): Promise<SendMailResult | null> {
  assertSystemActor(actor);
  if (day !== 3 && day !== 6) throw new AppError('VALIDATION', 'invoice:errors.reminder_day');
  const order = await requireOrder({ id: orderId });
  if (!isPayLaterOpen(order)) return null;
  const already = await AuditMail.count({
    where: { reference: order.reference, mailable_type: reminderMailType(day), status: AUDIT_MAIL_STATUS.DELIVERED },
  });
  if (already > 0) return null;
  // A slip waiting for verification: the customer has paid; no reminder (G-23).
  const paymentIds = (order.payments ?? []).map((p) => p.id);
  if (paymentIds.length > 0 && (await PaymentSlip.count({ where: { payment_id: paymentIds, status: SLIP_STATUS.SUBMITTED } })) > 0) return null;
  return mailCustomer(order, {
    template: 'paylater-reminder',
    mailableType: reminderMailType(day),
    data: {
      day,
      expiresAt: order.expires_at,
      bank: await bankTransferDetails(),
      url: appLink(`/dashboard/cart/checkout?ref=${encodeURIComponent(order.reference)}`),
    },
  });
}
