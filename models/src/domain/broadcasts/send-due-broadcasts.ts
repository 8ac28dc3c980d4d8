import { literal, Op, type WhereOptions } from 'sequelize';
import { ROLE, USER_STATUS, PUBLISH_STATUS } from '../../constants/index';
import { BroadcastDelivery } from '../../models/broadcast-delivery';
import { EmailBroadcast } from '../../models/email-broadcast';
import { User } from '../../models/user';
import { assertSystemActor, type SystemActor } from '../kernel/index';
import { sendBroadcastMail } from './broadcast-mail';
import { BROADCAST_MAX_ATTEMPTS, nextAttemptAt } from './rules';
import { deliveryCountsOf } from './shared';

/** Recipients written, and deliveries read, per query; a run goes through every batch. */
export const BROADCAST_BATCH = 200;
/** Due broadcasts read per query. */
const BROADCASTS_PER_QUERY = 50;

export interface BroadcastRunOutcome {
  broadcasts: number;
  recipients: number;
  sent: number;
  failed: number;
  /** Rows found 'sending' from an interrupted run, now 'unknown' (never resent). */
  unknown: number;
  finished: number;
}

const AUDIENCE_ROLE: Record<string, number> = { customers: ROLE.MEMBER, agents: ROLE.AGENT };

/** A delivery the job may claim now: pending, or failed with attempts left and its retry time reached. */
const claimable = (now: Date): WhereOptions<BroadcastDelivery> => ({
  [Op.or]: [{ status: 'pending' }, { status: 'failed', attempts: { [Op.lt]: BROADCAST_MAX_ATTEMPTS }, next_attempt_at: { [Op.lte]: now } }],
});

/**
 * MSG-7, G-09, G-57 (ADR 062): the broadcast sender's run, every minute under the job lock.
 * 1. Rows still 'sending' were claimed by a run that stopped before it knew the outcome: they become
 *    'unknown' and are shown, never resent (the mail may have left).
 * 2. Each due broadcast (Active, publish_date reached, not sent): its recipients are written once —
 *    the selected active users, or every active customer / agent — in batches by user id (idempotent:
 *    unique per broadcast and user).
 * 3. Each claimable row is claimed (a conditional UPDATE pending → sending, attempts + 1) BEFORE its
 *    mail is sent, then marked sent; a failure is 'failed' with the next attempt 5, 10, 20, 40 minutes
 *    later, and left failed (shown) after the 5th. Two runners never both claim a row.
 * 4. With every recipient written and none pending, sending or to be retried, `sent_at` is set.
 */
export async function sendDueBroadcasts({ actor, now = new Date(), batchSize = BROADCAST_BATCH }: { actor: SystemActor; now?: Date; batchSize?: number }): Promise<BroadcastRunOutcome> {
  assertSystemActor(actor);
  const outcome: BroadcastRunOutcome = { broadcasts: 0, recipients: 0, sent: 0, failed: 0, unknown: 0, finished: 0 };
  const [interrupted] = await BroadcastDelivery.update(
    { status: 'unknown', last_error: 'Interrupted while sending: the mail may have been sent, so it is not sent again.' },
    { where: { status: 'sending' } },
  );
  outcome.unknown = interrupted;

  let afterId = 0;
  for (;;) {
    const due = await EmailBroadcast.findAll({
      where: { id: { [Op.gt]: afterId }, status: PUBLISH_STATUS.ACTIVE, sent_at: { [Op.is]: null }, publish_date: { [Op.lte]: now } },
      order: [['id', 'ASC']],
      limit: BROADCASTS_PER_QUERY,
    });
    for (const broadcast of due) {
      outcome.broadcasts += 1;
      outcome.recipients += await writeRecipients(broadcast, batchSize, now);
      await sendBroadcast(broadcast, batchSize, now, outcome);
      if (await finishIfDone(broadcast, now)) outcome.finished += 1;
    }
    if (due.length < BROADCASTS_PER_QUERY) break;
    afterId = due[due.length - 1]!.id;
  }
  return outcome;
}

/**
 * Step 2: the recipients' rows, batch by batch by user id; rows already there (a run stopped halfway)
 * are left as they are (unique per broadcast and user). Then the broadcast's recipients are ready.
 */
async function writeRecipients(broadcast: EmailBroadcast, batchSize: number, now: Date): Promise<number> {
  if (broadcast.recipients_ready_at) return 0;
  const selected = broadcast.audience === 'users' ? (broadcast.receiver ?? []).map((r) => Number(r.id)).filter((id) => Number.isSafeInteger(id) && id > 0) : null;
  const role = AUDIENCE_ROLE[broadcast.audience];
  let written = 0;
  let afterUser = 0;
  if (selected !== null || role !== undefined) {
    for (;;) {
      const users = await User.findAll({
        attributes: ['id', 'email'],
        where: { id: selected !== null ? { [Op.gt]: afterUser, [Op.in]: selected } : { [Op.gt]: afterUser }, status_id: USER_STATUS.ACTIVE, ...(role !== undefined ? { role_id: role } : {}) },
        order: [['id', 'ASC']],
        limit: batchSize,
      });
      if (users.length === 0) break;
      await BroadcastDelivery.bulkCreate(
        users.map((u) => ({ broadcast_id: broadcast.id, user_id: u.id, email: u.email })),
        { ignoreDuplicates: true },
      );
      written += users.length;
      afterUser = users[users.length - 1]!.id;
      if (users.length < batchSize) break;
    }
  }
  await EmailBroadcast.update({ recipients_ready_at: now }, { where: { id: broadcast.id, recipients_ready_at: { [Op.is]: null } } });
  broadcast.recipients_ready_at = now;
  return written;
}

/** Step 3: claim, send, mark — batch by batch. */
async function sendBroadcast(broadcast: EmailBroadcast, batchSize: number, now: Date, outcome: BroadcastRunOutcome): Promise<void> {
  let afterId = 0;
  for (;;) {
    const rows = await BroadcastDelivery.findAll({
      where: { broadcast_id: broadcast.id, id: { [Op.gt]: afterId }, ...claimable(now) },
      include: [{ model: User, as: 'user', attributes: ['id', 'name', 'language', 'status_id'], required: false }],
      order: [['id', 'ASC']],
      limit: batchSize,
    });
    if (rows.length === 0) return;
    afterId = rows[rows.length - 1]!.id;
    for (const row of rows) await deliver(broadcast, row, now, outcome);
    if (rows.length < batchSize) return;
  }
}

async function deliver(broadcast: EmailBroadcast, row: BroadcastDelivery, now: Date, outcome: BroadcastRunOutcome): Promise<void> {
  const [claimed] = await BroadcastDelivery.update(
    { status: 'sending', claimed_at: new Date(), attempts: literal('attempts + 1') as unknown as number },
    { where: { id: row.id, ...claimable(now) } },
  );
  if (claimed !== 1) return;
  const attempts = Number(row.attempts) + 1;
  let error: string | null = null;
  try {
    if (row.user && Number(row.user.status_id) !== USER_STATUS.ACTIVE) error = 'The recipient is no longer an active user.';
    else {
      const mail = await sendBroadcastMail(broadcast, { email: row.email, name: row.user?.name, language: row.user?.language });
      if (!mail.delivered) error = mail.error ?? 'not delivered';
    }
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  if (error === null) {
    await BroadcastDelivery.update({ status: 'sent', sent_at: new Date(), last_error: null, next_attempt_at: null }, { where: { id: row.id, status: 'sending' } });
    outcome.sent += 1;
    return;
  }
  const inactive = error.startsWith('The recipient is no longer');
  await BroadcastDelivery.update(
    {
      status: 'failed',
      last_error: error.slice(0, 1000),
      attempts: inactive ? BROADCAST_MAX_ATTEMPTS : attempts,
      next_attempt_at: inactive ? null : nextAttemptAt(attempts, now),
    },
    { where: { id: row.id, status: 'sending' } },
  );
  outcome.failed += 1;
}

/** Step 4: sent_at once every recipient is written and none is pending, sending or to be retried. */
async function finishIfDone(broadcast: EmailBroadcast, now: Date): Promise<boolean> {
  const counts = await deliveryCountsOf(broadcast.id);
  if (counts.remaining > 0) return false;
  const retrying = await BroadcastDelivery.count({ where: { broadcast_id: broadcast.id, status: 'failed', attempts: { [Op.lt]: BROADCAST_MAX_ATTEMPTS } } });
  if (retrying > 0) return false;
  const [changed] = await EmailBroadcast.update({ sent_at: now }, { where: { id: broadcast.id, sent_at: { [Op.is]: null }, recipients_ready_at: { [Op.ne]: null } } });
  return changed === 1;
}
