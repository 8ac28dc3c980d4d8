import { AuditMail, monthsBefore } from '@iprenew/models';
import { Op } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestWorld, type TestWorld } from '@iprenew/models/testing';
import { runJobInWorld } from '../testing';
import { JOB_LIST } from '../job-list';

/** The purge-audit-mails job (G-44) in a real Bree worker against a file database. */
let world: TestWorld;

beforeAll(async () => {
  world = await openTestWorld({ sqlite: 'file' });
});
afterAll(async () => {
  await world?.close();
});

async function mailAged(email: string, createdAt: Date) {
  const row = await AuditMail.create({ user_email: email, template: 'password_reset', language: 'en', status: 1, subject: 'Reset' } as never);
  await AuditMail.update({ created_at: createdAt }, { where: { id: row.id } });
  return row.id;
}

describe('purge-audit-mails job', () => {
  it('runs daily at 02:00 (cron 0 2 * * *)', () => {
    expect(JOB_LIST.find((j) => j.name === 'purge-audit-mails')).toMatchObject({ file: 'purge-audit-mails.ts', cron: '0 2 * * *' });
  });

  it('deletes the rows older than 12 months, keeps the younger ones, and a rerun deletes nothing more', async () => {
    const cutoff = monthsBefore(new Date(), 12);
    const old = await Promise.all([1, 2, 3].map((i) => mailAged(`old${i}@example.test`, new Date(cutoff.getTime() - i * 86_400_000))));
    const young = await mailAged('young@example.test', new Date(cutoff.getTime() + 86_400_000));

    expect(await runJobInWorld(world, 'purge-audit-mails')).toEqual([]);
    expect(await AuditMail.count({ where: { id: { [Op.in]: old } } })).toBe(0);
    expect(await AuditMail.count({ where: { id: young } })).toBe(1);
    expect(await runJobInWorld(world, 'purge-audit-mails')).toEqual([]);
    expect(await AuditMail.count({ where: { id: young } })).toBe(1);
  });
});
