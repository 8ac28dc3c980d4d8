import { Application, APPLICATION_STATUS as S, AuditMail, Delivery, IpRecord, SERVICE } from '@iprenew/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgent, buildApplication, buildCustomer, openTestWorld, type TestWorld } from '@iprenew/models/testing';
import { runJobInWorld } from '../testing';
import { JOB_LIST } from '../job-list';

/**
 * The day-14 auto-complete (G-36) in a real Bree worker against a file database: applications
 * Certificate Ready for 14 days complete and roll their IP forward once; younger ones, ones waiting
 * for a requested delivery and other statuses stay; a rerun changes nothing more.
 */
const DAY = 86_400_000;
let world: TestWorld;

beforeAll(async () => {
  world = await openTestWorld({ sqlite: 'file', appUrl: 'https://portal.example' });
});
afterAll(async () => {
  await world?.close();
});

const run = () => runJobInWorld(world, 'auto-complete-applications', { APP_URL: 'https://portal.example' });

describe('auto-complete-applications job', () => {
  it('runs daily at 02:00 (cron 0 2 * * *)', () => {
    expect(JOB_LIST.find((j) => j.name === 'auto-complete-applications')).toMatchObject({ file: 'auto-complete-applications.ts', cron: '0 2 * * *' });
  });

  it('completes what is due once, rolls the IP forward once, and leaves the rest', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    const ready = (days: number, extra: { delivered_at?: Date | null; status?: number } = {}) =>
      buildApplication({
        user: customer,
        agent,
        service: SERVICE.RENEWAL,
        status: extra.status ?? S.CERTIFICATE_READY,
        ip: { expiry_date: '2026-05-01' },
        columns: { certificate_ready_at: ago(days), delivered_at: extra.delivered_at ?? null },
      });
    const due = await ready(15);
    const young = await ready(10);
    const waitingDelivery = await ready(20);
    await Delivery.create({ application_id: waitingDelivery.application.id, fee: '0.00' });
    const delivered = await ready(30, { delivered_at: ago(15) });
    await Delivery.create({ application_id: delivered.application.id, fee: '0.00', is_delivered: true });
    const filed = await ready(30, { status: S.FILED });

    expect(await run()).toEqual([]);
    const status = async (id: number) => Number((await Application.findByPk(id, { rejectOnEmpty: true })).status_id);
    expect(await status(due.application.id)).toBe(S.COMPLETED);
    expect(await status(delivered.application.id)).toBe(S.COMPLETED);
    expect(await status(young.application.id)).toBe(S.CERTIFICATE_READY);
    expect(await status(waitingDelivery.application.id)).toBe(S.CERTIFICATE_READY);
    expect(await status(filed.application.id)).toBe(S.FILED);
    const expiry = async (id: number) => (await IpRecord.findByPk(id, { rejectOnEmpty: true })).expiry_date;
    const rolled = await expiry(due.ip.id);
    expect(rolled).not.toBe('2026-05-01');

    // MSG-8/9, G-36: each auto-completed customer is told once that it completed automatically.
    const dayFourteen = () => world.mailsTo(customer.email).filter((mail) => mail.subject.includes('is completed'));
    expect(dayFourteen().map((mail) => mail.subject).sort()).toEqual([`Application ${delivered.application.reference} is completed`, `Application ${due.application.reference} is completed`].sort());

    expect(await run()).toEqual([]);
    expect(await expiry(due.ip.id)).toBe(rolled);
    expect(await expiry(young.ip.id)).toBe('2026-05-01');
    expect(dayFourteen()).toHaveLength(2);
    expect(await AuditMail.count({ where: { reference: due.application.reference, mailable_type: 'not_received_reminder_14' } })).toBe(1);
  });
});
