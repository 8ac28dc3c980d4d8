import { Application, APPLICATION_STATUS as S, AuditMail, Delivery, SERVICE } from '@iprenew/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgent, buildApplication, buildCustomer, openTestWorld, type TestWorld } from '@iprenew/models/testing';
import { runJobInWorld } from '../testing';
import { JOB_LIST } from '../job-list';

/**
 * The day-7 "not received" reminders (MSG-8, G-36, ADR 058) in a real Bree worker against a file
 * database: Certificate Ready for 7 to 13 days (from the certificate, or the delivery when one was
 * requested) → one mail in the customer's language; younger ones, ones waiting for a delivery, ones
 * past day 14 (the auto-complete's) and other statuses get none; a rerun sends nothing more.
 */
const DAY = 86_400_000;
let world: TestWorld;

beforeAll(async () => {
  world = await openTestWorld({ sqlite: 'file', appUrl: 'https://portal.example' });
});
afterAll(async () => {
  await world?.close();
});

const run = () => runJobInWorld(world, 'not-received-reminders', { APP_URL: 'https://portal.example' });

describe('not-received-reminders job', () => {
  it('runs daily at 02:00 (cron 0 2 * * *)', () => {
    expect(JOB_LIST.find((j) => j.name === 'not-received-reminders')).toMatchObject({ file: 'not-received-reminders.ts', cron: '0 2 * * *' });
  });

  it('reminds once on day 7, in the customer\'s language, and leaves the rest', async () => {
    const customer = await buildCustomer({ language: 'bm' });
    const agent = await buildAgent();
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    const ready = (days: number, extra: { delivered_at?: Date | null; status?: number } = {}) =>
      buildApplication({
        user: customer,
        agent,
        service: SERVICE.RENEWAL,
        status: extra.status ?? S.CERTIFICATE_READY,
        columns: { certificate_ready_at: ago(days), delivered_at: extra.delivered_at ?? null },
      });
    const due = await ready(8);
    const young = await ready(5);
    const pastFourteen = await ready(16);
    const waitingDelivery = await ready(9);
    await Delivery.create({ application_id: waitingDelivery.application.id, fee: '0.00' });
    const delivered = await ready(30, { delivered_at: ago(7.5) });
    await Delivery.create({ application_id: delivered.application.id, fee: '0.00', is_delivered: true });
    const filed = await ready(9, { status: S.FILED });

    expect(await run()).toEqual([]);
    const reminded = async (application: { reference: string }) => AuditMail.count({ where: { reference: application.reference, mailable_type: 'not_received_reminder_7' } });
    expect(await reminded(due.application)).toBe(1);
    expect(await reminded(delivered.application)).toBe(1);
    for (const other of [young, pastFourteen, waitingDelivery, filed]) expect(await reminded(other.application)).toBe(0);
    const mails = world.mailsTo(customer.email);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.subject)).toContain(`Permohonan ${due.application.reference}: adakah anda telah menerima sijil anda?`);
    expect(mails[0]!.text).toContain(`https://portal.example/dashboard/ip/detail/`);

    expect(await run()).toEqual([]);
    expect(world.mailsTo(customer.email)).toHaveLength(2);
    expect(Number((await Application.findByPk(due.application.id, { rejectOnEmpty: true })).status_id)).toBe(S.CERTIFICATE_READY);
  });
});
