import { existsSync } from 'node:fs';
import path from 'node:path';
import { ExportFile, getStorage, ROLE } from '@iprenew/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, openTestWorld, type TestWorld } from '@iprenew/models/testing';
import { runJobInWorld } from '../testing';
import { JOB_LIST } from '../job-list';

/** The purge-exports job (G-10, ADR 037) in a real Bree worker against a file database and the world's storage. */
const DAY = 86_400_000;
let world: TestWorld;

beforeAll(async () => {
  world = await openTestWorld({ sqlite: 'file' });
});
afterAll(async () => {
  await world?.close();
});

async function finishedExport(userId: number, days: number) {
  const row = await ExportFile.create({ filename: `trademarks-${days}.xlsx`, type: 'trademarks', user_id: userId, status: 'success', params: { filter: {} } });
  const key = `exports/${row.id}/${row.filename}`;
  await getStorage().putFile(key, Buffer.from('xlsx'));
  await ExportFile.update({ fileurl: key, created_at: new Date(Date.now() - days * DAY) }, { where: { id: row.id } });
  return { id: row.id, file: path.join(world.storageDir, key) };
}

describe('purge-exports job', () => {
  it('runs daily at 02:00 (cron 0 2 * * *)', () => {
    expect(JOB_LIST.find((j) => j.name === 'purge-exports')).toMatchObject({ file: 'purge-exports.ts', cron: '0 2 * * *' });
  });

  it('removes the files of exports older than 30 days, keeps the younger ones, and a rerun changes nothing', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const old = await finishedExport(admin.id, 31);
    const young = await finishedExport(admin.id, 29);
    expect(existsSync(old.file)).toBe(true);

    expect(await runJobInWorld(world, 'purge-exports')).toEqual([]);
    expect(existsSync(old.file)).toBe(false);
    expect((await ExportFile.findByPk(old.id))!.toJSON()).toMatchObject({ status: 'expired', fileurl: null });
    expect(existsSync(young.file)).toBe(true);
    expect((await ExportFile.findByPk(young.id))!.status).toBe('success');

    const before = (await ExportFile.findAll({ order: [['id', 'ASC']], raw: true })).map((r) => [r.id, r.status, r.fileurl, String(r.updated_at)]);
    expect(await runJobInWorld(world, 'purge-exports')).toEqual([]);
    expect((await ExportFile.findAll({ order: [['id', 'ASC']], raw: true })).map((r) => [r.id, r.status, r.fileurl, String(r.updated_at)])).toEqual(before);
    expect(existsSync(young.file)).toBe(true);
  });
});
