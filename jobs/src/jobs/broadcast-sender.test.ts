import { AuditMail, BroadcastDelivery, createBroadcast, EmailBroadcast, JobRun, publishDateText, ROLE } from '@iprenew/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildStaff, openTestWorld, type TestWorld } from '@iprenew/models/testing';
import { runJobInWorld } from '../testing';
import { JOB_LIST } from '../job-list';

/**
 * The broadcast sender (MSG-7, G-57, ADR 062) in a real Bree worker against a file database: run twice
 * → each recipient mailed once, the run recorded with its counts; a recipient left 'sending' by a
 * stopped run is shown as unknown and never mailed again.
 */
let world: TestWorld;

beforeAll(async () => {
  world = await openTestWorld({ sqlite: 'file', appUrl: 'https://portal.example' });
});
afterAll(async () => {
  await world?.close();
});

const run = () => runJobInWorld(world, 'broadcast-sender', { APP_URL: 'https://portal.example' });

describe('broadcast-sender job', () => {
  it('runs every minute', () => {
    expect(JOB_LIST.find((j) => j.name === 'broadcast-sender')).toMatchObject({ file: 'broadcast-sender.ts', interval: '1m' });
  });

  it('mails each recipient once over two runs, records the runs, and never resends an interrupted one', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const [a, b, stuck] = [await buildCustomer(), await buildCustomer({ language: 'cn' }), await buildCustomer()];
    const { broadcast } = await createBroadcast({
      actor: admin,
      title: 'Year-end closure',
      status: 1,
      publish_date: publishDateText(new Date(Date.now() - 60_000)),
      receiver: [a.id, b.id, stuck.id],
      message: '<p>Closed from 31 December.</p>',
    });
    // A stopped run had claimed `stuck` (the mail may have left).
    await BroadcastDelivery.create({ broadcast_id: broadcast.id, user_id: stuck.id, email: stuck.email, status: 'sending', attempts: 1, claimed_at: new Date() });

    expect(await run()).toEqual([]);
    expect(await run()).toEqual([]);
    expect(world.mailsTo(a.email)).toHaveLength(1);
    expect(world.mailsTo(b.email)).toHaveLength(1);
    expect(world.mailsTo(stuck.email)).toHaveLength(0);
    expect(world.mailsTo(b.email)[0]!.subject).toBe('Year-end closure');
    expect(await AuditMail.count({ where: { reference: `EMAIL${broadcast.id}`, mailable_type: 'broadcast' } })).toBe(2);
    const rows = await BroadcastDelivery.findAll({ where: { broadcast_id: broadcast.id } });
    expect(Object.fromEntries(rows.map((r) => [r.user_id, r.status]))).toEqual({ [a.id]: 'sent', [b.id]: 'sent', [stuck.id]: 'unknown' });
    expect((await EmailBroadcast.findByPk(broadcast.id, { rejectOnEmpty: true })).sent_at).not.toBeNull();
    const runs = await JobRun.findAll({ where: { name: 'broadcast-sender' }, order: [['id', 'ASC']] });
    expect(runs.map((r) => r.status)).toEqual(['ok', 'ok']);
    expect(runs[0]!.result).toMatchObject({ broadcasts: 1, sent: 2, unknown: 1, finished: 1 });
    expect(runs[1]!.result).toMatchObject({ broadcasts: 0, sent: 0 });
  });
});
