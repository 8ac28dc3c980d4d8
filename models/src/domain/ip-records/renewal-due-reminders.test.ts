import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, SERVICE } from '../../constants/index';
import { AuditLog } from '../../models/audit-log';
import { AuditMail } from '../../models/audit-mail';
import { IpRecord } from '../../models/ip-record';
import { buildApplication, buildCustomer, useTestWorld } from '../../testing/index';
import { SYSTEM } from '../kernel/index';
import { renewalStageFor, sendRenewalDueReminders } from './renewal-due-reminders';

/** G-31 (ADR 059): the renewal-due reminders on a real database, over simulated days. */
const world = useTestWorld({ appUrl: 'https://portal.example' });

const DAY = 86_400_000;
/** 02:00 Kuala Lumpur on the day `offset` days after 2027-01-01 (the job's hour, G-57). */
const at = (offset: number) => new Date(Date.parse('2026-12-31T18:00:00Z') + offset * DAY);
const dayText = (offset: number) => new Date(Date.parse('2027-01-01T00:00:00Z') + offset * DAY).toISOString().slice(0, 10);

describe('renewal-due reminders (G-31)', () => {
  it('picks the stage due for the days left', () => {
    expect([400, 181, 180, 91, 90, 31, 30, 15, 14, 0, -1].map(renewalStageFor)).toEqual([null, null, 180, 180, 90, 90, 30, 30, 14, 14, null]);
  });

  it('over a year of daily runs: each stage once per record, the label at the first, none while a renewal is open, a search or a hidden record; a new expiry starts again', async () => {
    const customer = await buildCustomer({ language: 'cn' });
    const expiry = dayText(200);
    const { ip } = await buildApplication({ user: customer, status: S.COMPLETED, ip: { expiry_date: expiry, application_name: 'Senja Kopi' } });
    const { ip: busy } = await buildApplication({ user: customer, status: S.IN_PROGRESS, ip: { expiry_date: expiry } });
    const { ip: hidden } = await buildApplication({ user: customer, status: S.COMPLETED, ip: { expiry_date: expiry, status: 0 } });
    const { ip: search } = await buildApplication({ user: customer, service: SERVICE.SEARCH, status: S.COMPLETED, ip: { expiry_date: expiry } });

    for (let day = 0; day <= 205; day += 1) await sendRenewalDueReminders({ actor: SYSTEM, now: at(day) });
    const mails = await AuditMail.findAll({ where: { reference: `IP${ip.id}-${expiry}` }, order: [['id', 'ASC']] });
    expect(mails.map((m) => m.mailable_type)).toEqual(['renewal_due_180', 'renewal_due_90', 'renewal_due_30', 'renewal_due_14']);
    for (const other of [busy, hidden, search]) expect(await AuditMail.count({ where: { reference: `IP${other.id}-${expiry}` } })).toBe(0);

    const first = world().mailsTo(customer.email).find((m) => m.subject.includes('180'))!;
    expect(first.subject).toBe('Senja Kopi：180 天后需续期');
    expect(first.text).toContain(`https://portal.example/dashboard/filing/trademark/${ip.id}`);
    // The label, once, at the first reminder (day 20 = 180 days before).
    const labelled = await IpRecord.findByPk(ip.id, { rejectOnEmpty: true });
    expect(labelled.renewal_notification_at?.toISOString()).toBe(at(20).toISOString());
    expect(await AuditLog.count({ where: { action: 'ip.renewal_notification', target_id: String(ip.id) } })).toBe(1);

    // Renewed: a new expiry date starts the stages again.
    const next = dayText(200 + 365);
    await IpRecord.update({ expiry_date: next }, { where: { id: ip.id } });
    await sendRenewalDueReminders({ actor: SYSTEM, now: at(200 + 365 - 100) });
    expect((await AuditMail.findAll({ where: { reference: `IP${ip.id}-${next}` } })).map((m) => m.mailable_type)).toEqual(['renewal_due_180']);
  }, 120_000);

  it('goes through every batch: records already reminded never hide the ones after them', async () => {
    const customer = await buildCustomer();
    const expiry = dayText(100);
    const { ip: first } = await buildApplication({ user: customer, status: S.COMPLETED, ip: { expiry_date: expiry } });
    expect((await sendRenewalDueReminders({ actor: SYSTEM, now: at(0), batchSize: 1 })).sent).toBe(1);
    // Two more records after it: the first batch (the first record) has nothing left to send.
    const later = [];
    for (let n = 0; n < 2; n += 1) later.push((await buildApplication({ user: customer, status: S.COMPLETED, ip: { expiry_date: expiry } })).ip);
    expect((await sendRenewalDueReminders({ actor: SYSTEM, now: at(1), batchSize: 1 })).sent).toBe(2);
    for (const ip of [first, ...later]) expect(await AuditMail.count({ where: { reference: `IP${ip.id}-${expiry}`, mailable_type: 'renewal_due_180' } })).toBe(1);
  }, 60_000);
});
