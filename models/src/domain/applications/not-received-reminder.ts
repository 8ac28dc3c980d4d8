import { Op } from 'sequelize';
import { APPLICATION_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { sendMail, type SendMailResult } from '../../mail/index';
import { Application } from '../../models/application';
import { AUDIT_MAIL_STATUS, AuditMail } from '../../models/audit-mail';
import { Delivery } from '../../models/delivery';
import { IpRecord } from '../../models/ip-record';
import { User } from '../../models/user';
import { assertSystemActor, forEachBatchById, type SystemActor } from '../kernel/index';
import { ipDetailLink } from './send-application-status-email';
import { AUTO_COMPLETE_DAYS, NOT_RECEIVED_REMINDER_DAY, timerReached } from './workflow';

export type NotReceivedDay = typeof NOT_RECEIVED_REMINDER_DAY | typeof AUTO_COMPLETE_DAYS;

/** The mailable type of a reminder, also its once-only marker in audit_mails (MSG-8, MSG-10). */
export const notReceivedMailType = (day: NotReceivedDay) => `not_received_reminder_${day}`;

/** At most this many reminders per run (the next run takes the rest); also the rows read per query. */
export const NOT_RECEIVED_BATCH = 500;

/**
 * MSG-8, G-36 (ADR 058): the applications whose day-7 "not received" reminder is due now — Certificate
 * Ready, 7 days on the G-36 timer (the certificate upload, or the delivery when one was requested) and
 * not yet 14 (day 14 is the auto-complete, whose mail says so), with no delivered day-7 reminder.
 * Oldest first (by id), at most `batchSize`; two queries per batch of candidates.
 */
export async function dueNotReceivedReminders({ actor, now, batchSize = NOT_RECEIVED_BATCH }: { actor: SystemActor; now: Date; batchSize?: number }): Promise<number[]> {
  assertSystemActor(actor);
  const cutoff = new Date(now.getTime() - NOT_RECEIVED_REMINDER_DAY * 86_400_000);
  const found: number[] = [];
  // Candidates in batches by id until `batchSize` are due: candidates not due yet (a delivery still
  // on its way) or reminded already never hide the ones after them.
  await forEachBatchById(
    (afterId, limit) =>
      Application.findAll({
        attributes: ['id', 'reference', 'certificate_ready_at', 'delivered_at'],
        where: {
          id: { [Op.gt]: afterId },
          status_id: APPLICATION_STATUS.CERTIFICATE_READY,
          [Op.or]: [{ certificate_ready_at: { [Op.lte]: cutoff } }, { delivered_at: { [Op.lte]: cutoff } }],
        },
        include: [{ model: Delivery, as: 'deliveries', attributes: ['id'], required: false }],
        order: [['id', 'ASC']],
        limit,
        subQuery: true,
      }),
    batchSize,
    async (candidates) => {
      found.push(...(await notYetReminded(candidates, now)).slice(0, batchSize - found.length));
      return found.length < batchSize ? undefined : 'stop';
    },
  );
  return found;
}

/** The candidates on day 7 to 13 of the G-36 timer without a delivered day-7 reminder (one query). */
async function notYetReminded(candidates: Application[], now: Date): Promise<number[]> {
  const due = candidates.filter((a) => {
    const requested = (a.deliveries ?? []).length > 0;
    return timerReached(a, requested, now, NOT_RECEIVED_REMINDER_DAY) && !timerReached(a, requested, now, AUTO_COMPLETE_DAYS);
  });
  if (due.length === 0) return [];
  const sent = await AuditMail.findAll({
    attributes: ['reference'],
    where: { reference: due.map((a) => a.reference), mailable_type: notReceivedMailType(NOT_RECEIVED_REMINDER_DAY), status: AUDIT_MAIL_STATUS.DELIVERED },
  });
  const done = new Set(sent.map((m) => m.reference));
  return due.filter((a) => !done.has(a.reference)).map((a) => a.id);
}

/**
 * MSG-8/9, G-36 (ADR 058): the customer's "have you received it?" mail — day 7 asks them to
 * acknowledge and rate before the application completes by itself; day 14 (sent by the auto-complete
 * run) says it was completed automatically. Once per application and day: a delivered one in
 * audit_mails means nothing is sent again (null). In the customer's language, linking to the IP
 * detail page.
 */
export async function sendNotReceivedReminder({ actor, applicationId, day }: { actor: SystemActor; applicationId: number; day: NotReceivedDay }): Promise<SendMailResult | null> {
  assertSystemActor(actor);
  if (day !== NOT_RECEIVED_REMINDER_DAY && day !== AUTO_COMPLETE_DAYS) throw new AppError('VALIDATION', 'applications:step.fail');
  const application = await Application.findByPk(applicationId, {
    include: [
      { model: User, as: 'user' },
      { model: IpRecord, as: 'ip' },
    ],
  });
  if (!application?.user) throw new AppError('NOT_FOUND', 'applications:step.fail');
  const expected = day === AUTO_COMPLETE_DAYS ? APPLICATION_STATUS.COMPLETED : APPLICATION_STATUS.CERTIFICATE_READY;
  if (Number(application.status_id) !== expected) return null;
  const already = await AuditMail.count({ where: { reference: application.reference, mailable_type: notReceivedMailType(day), status: AUDIT_MAIL_STATUS.DELIVERED } });
  if (already > 0) return null;
  const { user, ip } = application;
  return sendMail({
    to: user.email,
    template: 'not-received-reminder',
    language: user.language,
    reference: application.reference,
    mailableType: notReceivedMailType(day),
    data: {
      name: user.name,
      reference: application.reference,
      ipName: ip?.application_name ?? ip?.multiclass_name ?? null,
      autoCompleted: day === AUTO_COMPLETE_DAYS,
      daysLeft: AUTO_COMPLETE_DAYS - NOT_RECEIVED_REMINDER_DAY,
      url: ipDetailLink(application),
    },
  });
}
