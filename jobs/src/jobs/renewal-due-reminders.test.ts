import { APPLICATION_STATUS as S, AuditMail, IpRecord } from '@iprenew/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApplication, buildCustomer, openTestWorld, type TestWorld } from '@iprenew/models/testing';
import { runJobInWorld } from '../testing';
import { JOB_LIST } from '../job-list';

/** The renewal-due reminders (G-31, ADR 059) in a real Bree worker against a file database: twice → one mail, one label. */
let world: TestWorld;

beforeAll(async () => {
  world = await openTestWorld({ sqlite: 'file', appUrl: 'https://portal.example' });
});
afterAll(async () => {
  await world?.close();
});

const run = () => runJobInWorld(world, 'renewal-due-reminders', { APP_URL: 'https://portal.example' });

describe('renewal-due-reminders job', () => {
  it('runs daily at 02:00 (cron 0 2 * * *)', () => {
    expect(JOB_LIST.find((j) => j.name === 'renewal-due-reminders')).toMatchObject({ file: 'renewal-due-reminders.ts', cron: '0 2 * * *' });
  });

  it('mails the stage due once and sets the Renewal Notification label', async () => {
    const customer = await buildCustomer();
    const expiry = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
    const { ip } = await buildApplication({ user: customer, status: S.COMPLETED, ip: { expiry_date: expiry } });
    expect(await run()).toEqual([]);
    expect(await run()).toEqual([]);
    expect((await AuditMail.findAll({ where: { reference: `IP${ip.id}-${expiry}` } })).map((m) => m.mailable_type)).toEqual(['renewal_due_180']);
    expect(world.mailsTo(customer.email)).toHaveLength(1);
    expect((await IpRecord.findByPk(ip.id, { rejectOnEmpty: true })).renewal_notification_at).not.toBeNull();
  });
});
