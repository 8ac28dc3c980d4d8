import { describe, expect, it } from 'vitest';
import { ROLE, USER_STATUS } from '../../constants/index';
import { AuditMail } from '../../models/audit-mail';
import { BroadcastDelivery } from '../../models/broadcast-delivery';
import { EmailBroadcast } from '../../models/email-broadcast';
import { publishDateText } from '../../schemas/broadcasts';
import { buildAgent, buildCustomer, buildStaff, caught, PNG, useTestWorld, type User } from '../../testing/index';
import { SYSTEM } from '../kernel/index';
import { withJobLock } from '../jobs/with-job-lock';
import { BROADCAST_MAX_ATTEMPTS, createBroadcast, getBroadcast, sendDueBroadcasts } from './index';

/**
 * The broadcast sender's run (MSG-7, G-09, ADR 062) on a real database: once per recipient however
 * often or however many at once it runs; an interrupted recipient is 'unknown' and never resent;
 * failures retried with backoff, then shown; sent_at when nothing is left.
 */
const world = useTestWorld();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function due(recipients: User[], overrides: Record<string, unknown> = {}) {
  const admin = await buildStaff(ROLE.ADMIN);
  const { broadcast } = await createBroadcast({
    actor: admin,
    title: 'Holiday notice',
    status: 1,
    publish_date: publishDateText(new Date(Date.now() - HOUR)),
    receiver: recipients.map((u) => u.id),
    message: '<p>Closed on <strong>Monday</strong>.</p>',
    ...overrides,
  });
  return broadcast;
}

const rows = (broadcastId: number) => BroadcastDelivery.findAll({ where: { broadcast_id: broadcastId }, order: [['user_id', 'ASC']] });
const mailsTo = (user: User) => world().mailsTo(user.email);

describe('sendDueBroadcasts', () => {
  it('is the system\'s own work', async () => {
    expect((await caught(sendDueBroadcasts({ actor: (await buildStaff(ROLE.ADMIN)) as never }))).status).toBe(403);
  });

  it('mails each recipient once, in their language with the attachments, however often it runs, then sets sent_at', async () => {
    const en = await buildCustomer();
    const bm = await buildAgent({ language: 'bm' });
    const broadcast = await due([en, bm], { attachments: [{ buffer: PNG, filename: 'banner.png' }] });
    const first = await sendDueBroadcasts({ actor: SYSTEM });
    expect(first).toMatchObject({ sent: expect.any(Number), failed: 0, unknown: 0 });
    await sendDueBroadcasts({ actor: SYSTEM });
    await sendDueBroadcasts({ actor: SYSTEM });
    for (const user of [en, bm]) expect(mailsTo(user)).toHaveLength(1);
    const mail = mailsTo(en)[0]!;
    expect(mail.subject).toBe('Holiday notice');
    expect(mail.html).toContain('Closed on <strong>Monday</strong>.');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([['banner.png', 'image/png']]);
    expect(mailsTo(bm)[0]!.text).toContain('Anda menerima mesej ini sebagai pengguna berdaftar IPRenew.');
    expect((await rows(broadcast.id)).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    const audit = await AuditMail.findAll({ where: { reference: `EMAIL${broadcast.id}` } });
    expect(audit.map((m) => [m.mailable_type, m.status, m.language]).sort()).toEqual([
      ['broadcast', 1, 'bm'],
      ['broadcast', 1, 'en'],
    ]);
    const read = await getBroadcast({ actor: await buildStaff(ROLE.ADMIN), id: broadcast.id });
    expect(read.sent_at).not.toBeNull();
    expect([read.sent, read.can_edit, read.progress]).toEqual([true, false, { sent: 2, failed: 0, remaining: 0, unknown: 0 }]);
  });

  it('leaves inactive and future broadcasts alone', async () => {
    const user = await buildCustomer();
    const inactive = await due([user], { status: 0 });
    const future = await due([user], { publish_date: publishDateText(new Date(Date.now() + HOUR)) });
    await sendDueBroadcasts({ actor: SYSTEM });
    expect(mailsTo(user)).toHaveLength(0);
    expect(await BroadcastDelivery.count({ where: { broadcast_id: [inactive.id, future.id] } })).toBe(0);
  });

  it('writes an audience\'s recipients in batches: every active customer, no agent, no blocked customer', async () => {
    const customers = await Promise.all(Array.from({ length: 5 }, () => buildCustomer()));
    const blocked = await buildCustomer({ status_id: USER_STATUS.BLOCKED });
    const agent = await buildAgent();
    const broadcast = await due([], { audience: 'customers', receiver: undefined });
    await sendDueBroadcasts({ actor: SYSTEM, batchSize: 2 });
    for (const customer of customers) expect(mailsTo(customer)).toHaveLength(1);
    expect(mailsTo(blocked)).toHaveLength(0);
    expect(mailsTo(agent)).toHaveLength(0);
    const written = await rows(broadcast.id);
    expect(written.every((r) => r.status === 'sent')).toBe(true);
    expect(written.map((r) => r.user_id)).toEqual(expect.arrayContaining(customers.map((c) => c.id)));
    expect((await EmailBroadcast.findByPk(broadcast.id, { rejectOnEmpty: true })).sent_at).not.toBeNull();
  });

  it('after a run stopped between recipients, never mails anyone twice: the one being sent becomes unknown', async () => {
    const users = [await buildCustomer(), await buildCustomer(), await buildCustomer()];
    const broadcast = await due(users);
    // The stopped run: recipients written, the first mailed and marked, the second claimed (mail maybe sent), the third untouched.
    await BroadcastDelivery.bulkCreate(users.map((u) => ({ broadcast_id: broadcast.id, user_id: u.id, email: u.email })));
    await EmailBroadcast.update({ recipients_ready_at: new Date() }, { where: { id: broadcast.id } });
    const [first, second] = await rows(broadcast.id);
    await first!.update({ status: 'sent', attempts: 1, claimed_at: new Date(), sent_at: new Date() });
    await second!.update({ status: 'sending', attempts: 1, claimed_at: new Date() });

    const outcome = await sendDueBroadcasts({ actor: SYSTEM });
    expect(outcome.unknown).toBeGreaterThanOrEqual(1);
    await sendDueBroadcasts({ actor: SYSTEM });
    expect(mailsTo(users[0]!)).toHaveLength(0);
    expect(mailsTo(users[1]!)).toHaveLength(0);
    expect(mailsTo(users[2]!)).toHaveLength(1);
    expect((await rows(broadcast.id)).map((r) => r.status)).toEqual(['sent', 'unknown', 'sent']);
    const read = await getBroadcast({ actor: await buildStaff(ROLE.ADMIN), id: broadcast.id });
    expect(read.progress).toEqual({ sent: 2, failed: 0, remaining: 0, unknown: 1 });
    expect(read.sent_at).not.toBeNull();
  });

  it('retries a failure 5, 10, 20, 40 minutes later, then leaves it failed and shown', async () => {
    const good = await buildCustomer();
    const bad = await buildCustomer();
    const broadcast = await due([good, bad]);
    // A whole second: MariaDB's DATETIME keeps no milliseconds.
    let now = new Date(Math.floor(Date.now() / 1000) * 1000);
    await sendDueBroadcasts({ actor: SYSTEM, now, batchSize: 1 });
    // The bad recipient's address became unusable after the rows were written (an address without @).
    await BroadcastDelivery.update({ email: 'no-at-sign', status: 'pending', attempts: 0 }, { where: { broadcast_id: broadcast.id, user_id: bad.id } });
    await EmailBroadcast.update({ sent_at: null }, { where: { id: broadcast.id } });
    const badRow = async () => (await BroadcastDelivery.findOne({ where: { broadcast_id: broadcast.id, user_id: bad.id }, rejectOnEmpty: true }))!;

    const waits = [5, 10, 20, 40];
    for (let attempt = 1; attempt <= BROADCAST_MAX_ATTEMPTS; attempt += 1) {
      await sendDueBroadcasts({ actor: SYSTEM, now });
      const row = await badRow();
      expect([row.status, row.attempts]).toEqual(['failed', attempt]);
      expect(row.last_error).toBeTruthy();
      if (attempt < BROADCAST_MAX_ATTEMPTS) {
        expect(row.next_attempt_at!.getTime() - now.getTime()).toBe(waits[attempt - 1]! * MINUTE);
        // Not before its time.
        await sendDueBroadcasts({ actor: SYSTEM, now: new Date(row.next_attempt_at!.getTime() - 1000) });
        expect((await badRow()).attempts).toBe(attempt);
        expect((await EmailBroadcast.findByPk(broadcast.id, { rejectOnEmpty: true })).sent_at).toBeNull();
        now = row.next_attempt_at!;
      } else {
        expect(row.next_attempt_at).toBeNull();
      }
    }
    await sendDueBroadcasts({ actor: SYSTEM, now: new Date(now.getTime() + 24 * HOUR) });
    expect((await badRow()).attempts).toBe(BROADCAST_MAX_ATTEMPTS);
    expect(mailsTo(good)).toHaveLength(1);
    const read = await getBroadcast({ actor: await buildStaff(ROLE.ADMIN), id: broadcast.id });
    expect(read.progress).toEqual({ sent: 1, failed: 1, remaining: 0, unknown: 0 });
    expect(read.sent_at).not.toBeNull();
  });

  it('two runners at once: the job lock lets one run; and without it no recipient is claimed twice', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => buildCustomer()));
    await due(users.slice(0, 3));
    const locked = await Promise.all([1, 2].map(() => withJobLock('broadcast-sender', 60, () => sendDueBroadcasts({ actor: SYSTEM }))));
    expect(locked.filter((r) => r.ran)).toHaveLength(1);
    await due(users.slice(3));
    await Promise.all([1, 2, 3].map(() => sendDueBroadcasts({ actor: SYSTEM })));
    for (const user of users) expect(mailsTo(user)).toHaveLength(1);
  });
});
