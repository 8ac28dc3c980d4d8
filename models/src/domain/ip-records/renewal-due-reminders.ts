import { Op } from 'sequelize';
import { ROLE } from '../../constants/index';
import { sendMail, type SendMailResult } from '../../mail/index';
import { AUDIT_MAIL_STATUS, AuditMail } from '../../models/audit-mail';
import { IpRecord } from '../../models/ip-record';
import { User } from '../../models/user';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { appLink, assertSystemActor, forEachBatchById, inTransaction, SYSTEM, type SystemActor, writeAudit } from '../kernel/index';
import { renewalContext } from './has-open-renewal';
import { renewalFormPath } from './open-customer-ip-record';
import { renewalRefusal } from './rules';

/** G-31: the reminders go out 180, 90, 30 and 14 days before the expiry date. */
export const RENEWAL_REMINDER_STAGES = [180, 90, 30, 14] as const;
export type RenewalReminderStage = (typeof RENEWAL_REMINDER_STAGES)[number];

/** The mailable type of a stage, also its once-only marker in audit_mails (with the IP and expiry in the reference). */
export const renewalReminderMailType = (stage: RenewalReminderStage) => `renewal_due_${stage}`;
/** One record per IP and expiry date: a renewed IP (a new expiry) starts its stages again. */
export const renewalReminderReference = (ip: { id: number; expiry_date: string }) => `IP${ip.id}-${ip.expiry_date}`;

/** IP records read per query; a run goes through every batch (keyset by id). */
export const RENEWAL_REMINDER_BATCH = 500;

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** The stage due when `daysLeft` days remain: the smallest stage still ≥ daysLeft (null past expiry or before 180). */
export function renewalStageFor(daysLeft: number): RenewalReminderStage | null {
  if (daysLeft < 0) return null;
  const stages = [...RENEWAL_REMINDER_STAGES].sort((a, b) => a - b);
  return stages.find((stage) => daysLeft <= stage) ?? null;
}

export interface RenewalReminderOutcome {
  sent: number;
  labelled: number;
  failures: string[];
}

/**
 * G-31 (ADR 059): the daily renewal-due reminders. For each active IP record (not a search) expiring
 * within 180 days (Kuala Lumpur calendar), the stage now due (180, 90, 30 or 14 days) is mailed to the
 * owner once per IP and expiry date — the delivered audit mail is the record — and only while the owner
 * may request its renewal (can_request_renewal: no open renewal, none in the cart, within the patent
 * window). The first reminder also sets the IP's Renewal Notification label (if not set). The mail links
 * to the renewal form pre-filled with that record. A failed mail is retried by the next run.
 */
export async function sendRenewalDueReminders({ actor, now, batchSize = RENEWAL_REMINDER_BATCH }: { actor: SystemActor; now: Date; batchSize?: number }): Promise<RenewalReminderOutcome> {
  assertSystemActor(actor);
  const outcome: RenewalReminderOutcome = { sent: 0, labelled: 0, failures: [] };
  const today = calendarDateInKualaLumpur(now);
  const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + Math.max(...RENEWAL_REMINDER_STAGES) * DAY).toISOString().slice(0, 10);
  // Every record within the horizon, in batches by id (a fixed memory whatever the portfolio): a batch
  // whose reminders were all sent already must not hide the records after it.
  await forEachBatchById(
    (afterId, limit) =>
      IpRecord.findAll({
        where: { id: { [Op.gt]: afterId }, model_type: 'ip', status: 1, expiry_date: { [Op.gte]: today, [Op.lte]: horizon } },
        include: [{ model: User, as: 'user', attributes: ['id', 'name', 'email', 'language', 'role_id', 'status_id'] }],
        order: [['id', 'ASC']],
        limit,
      }),
    batchSize,
    (records) => remindBatch(records, today, now, outcome),
  );
  return outcome;
}

/** One batch: the stage due for each record, one query for the reminders already sent, then the mails. */
async function remindBatch(records: IpRecord[], today: string, now: Date, outcome: RenewalReminderOutcome): Promise<void> {
  const due = records
    .map((ip) => ({ ip, stage: renewalStageFor(daysBetween(today, String(ip.expiry_date))) }))
    .filter((entry): entry is { ip: IpRecord; stage: RenewalReminderStage } => entry.stage !== null && Boolean(entry.ip.user) && Number(entry.ip.user!.role_id) === ROLE.MEMBER);
  if (due.length === 0) return;
  const sent = await AuditMail.findAll({
    attributes: ['reference', 'mailable_type'],
    where: { reference: due.map(({ ip }) => renewalReminderReference({ id: ip.id, expiry_date: String(ip.expiry_date) })), status: AUDIT_MAIL_STATUS.DELIVERED, mailable_type: { [Op.like]: 'renewal_due_%' } },
  });
  const done = new Set(sent.map((m) => `${m.reference}|${m.mailable_type}`));
  for (const { ip, stage } of due) {
    const reference = renewalReminderReference({ id: ip.id, expiry_date: String(ip.expiry_date) });
    if (done.has(`${reference}|${renewalReminderMailType(stage)}`)) continue;
    const owner = ip.user!;
    try {
      const context = await renewalContext({ ipId: ip.id, userId: owner.id, today });
      if (renewalRefusal({ ...ip.get({ plain: true }), status: Number(ip.status) }, { id: owner.id, role_id: Number(owner.role_id) }, context) !== null) continue;
      const mail = await sendRenewalReminder(ip, owner, stage, reference, today);
      if (!mail.delivered) {
        outcome.failures.push(`ip ${ip.id}: ${mail.error ?? 'not delivered'}`);
        continue;
      }
      outcome.sent += 1;
      if (!ip.renewal_notification_at && (await labelRenewalNotification(ip.id, now))) outcome.labelled += 1;
    } catch (error) {
      outcome.failures.push(`ip ${ip.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

function sendRenewalReminder(ip: IpRecord, owner: User, stage: RenewalReminderStage, reference: string, today: string): Promise<SendMailResult> {
  const form = renewalFormPath({ id: ip.id, type_id: Number(ip.type_id) });
  return sendMail({
    to: owner.email,
    template: 'renewal-due-reminder',
    language: owner.language,
    reference,
    mailableType: renewalReminderMailType(stage),
    data: {
      name: owner.name,
      ipName: ip.application_name ?? ip.multiclass_name ?? null,
      numbers: [ip.filing_no, ip.application_no, ip.grant_no].filter((v) => v && String(v).trim() !== '').join(' / ') || null,
      typeKey: `enums.ipType.${ip.type_id}`,
      expiryDate: String(ip.expiry_date),
      daysLeft: daysBetween(today, String(ip.expiry_date)),
      url: form ? appLink(form) : appLink(`/dashboard/ip/detail/${ip.id}`),
    },
  });
}

/** G-31: the IP's Renewal Notification label, set once by the system at the first reminder (audit-logged). */
async function labelRenewalNotification(ipId: number, now: Date): Promise<boolean> {
  return inTransaction({}, async (transaction) => {
    const [changed] = await IpRecord.update({ renewal_notification_at: now }, { where: { id: ipId, renewal_notification_at: { [Op.is]: null } }, transaction });
    if (changed === 1) {
      await writeAudit(SYSTEM, { action: 'ip.renewal_notification', targetType: 'ip', targetId: ipId, before: { renewal_notification_at: null }, after: { renewal_notification_at: now.toISOString(), by: 'renewal-due-reminders' } }, transaction);
    }
    return changed === 1;
  });
}
