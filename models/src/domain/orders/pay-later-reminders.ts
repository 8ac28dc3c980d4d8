import { Op } from 'sequelize';
import { assertSystemActor, forEachBatchById, type SystemActor } from '../kernel/index';
import { ORDER_STATUS } from '../../constants/index';
import { AuditMail, AUDIT_MAIL_STATUS } from '../../models/audit-mail';
import { Order } from '../../models/order';
import { reminderMailType } from '../invoices/index';
import { DAY_MS, paymentOf, pendingSlipOf } from './shared';

export const PAY_LATER_REMINDER_DAYS = [3, 6] as const;
export type PayLaterReminderDay = (typeof PAY_LATER_REMINDER_DAYS)[number];

/** The audit_mails.mailable_type of a pay-later reminder (engineer E's marker); with reference = the order reference it marks it as sent. */
const payLaterReminderMailType = (day: PayLaterReminderDay) => reminderMailType(day);

export interface PayLaterReminder {
  orderId: number;
  reference: string;
  day: PayLaterReminderDay;
}

/**
 * G-23: the pending pay-later orders due a day-3 or day-6 reminder (counted from when the order
 * was placed) that have not been sent one: not expired yet, no slip waiting for review. A reminder
 * counts as sent when an audit_mails row (delivered or queued) carries the order reference and
 * payLaterReminderMailType(day) — so a rerun does not resend, and a failed send is tried again.
 * Only the latest due day is returned (a missed day 3 is not sent after day 6).
 */
export async function payLaterReminders(input: { actor: SystemActor; now?: Date; batchSize?: number }): Promise<PayLaterReminder[]> {
  assertSystemActor(input.actor);
  const now = input.now ?? new Date();
  const due: PayLaterReminder[] = [];
  // In batches by id (a fixed memory however many orders are pending: issue 17).
  await forEachBatchById(
    (afterId, limit) =>
      Order.findAll({
        attributes: ['id', 'reference', 'created_at'],
        where: {
          id: { [Op.gt]: afterId },
          status: ORDER_STATUS.PENDING,
          payment_method: 'paylater',
          expires_at: { [Op.ne]: null, [Op.gt]: now },
          created_at: { [Op.lte]: new Date(now.getTime() - PAY_LATER_REMINDER_DAYS[0] * DAY_MS) },
        },
        order: [['id', 'ASC']],
        limit,
      }),
    input.batchSize ?? 500,
    async (orders) => {
      for (const order of orders) {
        const reminder = await reminderDue(order, now);
        if (reminder) due.push(reminder);
      }
    },
  );
  return due;
}

/** The reminder an order is due now (the latest due day not yet sent, no slip waiting), or null. */
async function reminderDue(order: Order, now: Date): Promise<PayLaterReminder | null> {
  const age = (now.getTime() - new Date(order.created_at).getTime()) / DAY_MS;
  const day = [...PAY_LATER_REMINDER_DAYS].reverse().find((d) => age >= d);
  if (!day) return null;
  const payment = await paymentOf(order.id);
  if (await pendingSlipOf(payment?.id)) return null;
  const sentTypes = PAY_LATER_REMINDER_DAYS.filter((d) => d >= day).map(payLaterReminderMailType);
  const sent = await AuditMail.count({
    where: { reference: order.reference, mailable_type: { [Op.in]: sentTypes }, status: { [Op.in]: [AUDIT_MAIL_STATUS.DELIVERED, AUDIT_MAIL_STATUS.QUEUED] } },
  });
  return sent ? null : { orderId: order.id, reference: order.reference, day };
}
