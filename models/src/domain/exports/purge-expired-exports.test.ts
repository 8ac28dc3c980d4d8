import { describe, expect, it } from 'vitest';
import { EXPORT_RETENTION_DAYS, ROLE } from '../../constants/index';
import { ExportFile } from '../../models/export-file';
import { User } from '../../models/user';
import { getStorage } from '../../storage/index';
import { buildStaff, caught, useTestWorld } from '../../testing/index';
import { SYSTEM } from '../kernel/index';
import { getExport, listExports, purgeExpiredExports, readExportFile } from './index';

useTestWorld();
const actorOf = (user: User) => ({ id: user.id, role_id: user.role_id });
const NOW = new Date('2026-11-27T02:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

/** A finished export requested `days` ago, with its file in storage (or only the row, `withFile: false`). */
async function finishedExport(admin: User, days: number, { withFile = true, status = 'success' as ExportFile['status'] } = {}) {
  const row = await ExportFile.create({ filename: `patents-${days}.xlsx`, type: 'patents', user_id: admin.id, status, params: { filter: {} } });
  const key = `exports/${row.id}/${row.filename}`;
  if (withFile) await getStorage().putFile(key, Buffer.from('xlsx bytes'));
  await ExportFile.update({ created_at: daysAgo(days), fileurl: status === 'success' ? key : null }, { where: { id: row.id } });
  return { id: row.id, key };
}

describe('purgeExpiredExports (G-10, ADR 037)', () => {
  it(`removes the files of exports older than ${EXPORT_RETENTION_DAYS} days and keeps their rows as expired; a re-run changes nothing`, async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const old = await finishedExport(admin, 31);
    const recent = await finishedExport(admin, 29);
    const oldFail = await finishedExport(admin, 40, { withFile: false, status: 'fail' });
    expect((await getExport({ actor: actorOf(admin), id: old.id })).can_download).toBe(true);

    const first = await purgeExpiredExports({ actor: SYSTEM, now: NOW });
    expect(first.expired).toContain(old.id);
    expect(first.expired).not.toContain(recent.id);
    expect(first.expired).not.toContain(oldFail.id);
    expect(first.failed).toEqual([]);

    // The old file is gone from storage; its row stays, expired, with no download.
    expect(await getStorage().exists(old.key)).toBe(false);
    expect(await getExport({ actor: actorOf(admin), id: old.id })).toMatchObject({ status: 'expired', can_download: false, download_url: null });
    expect((await ExportFile.findByPk(old.id))!.fileurl).toBeNull();
    expect(await caught(readExportFile({ actor: actorOf(admin), id: old.id }))).toMatchObject({ status: 404, messageKey: 'ip-records:exports.not_found' });
    expect((await listExports({ actor: actorOf(admin), filter: { status: 'expired' }, limit: 100 })).rows.map((r) => r.id)).toContain(old.id);

    // The 29-day-old export is kept and still downloads; the old failure is left as it was.
    expect(await getStorage().exists(recent.key)).toBe(true);
    expect(await getExport({ actor: actorOf(admin), id: recent.id })).toMatchObject({ status: 'success', can_download: true });
    expect((await readExportFile({ actor: actorOf(admin), id: recent.id })).buffer.toString()).toBe('xlsx bytes');
    expect((await ExportFile.findByPk(oldFail.id))!.status).toBe('fail');

    // Safe to re-run: nothing left to purge, nothing changes.
    const before = (await ExportFile.findAll({ order: [['id', 'ASC']], raw: true })).map((r) => [r.id, r.status, r.fileurl]);
    expect(await purgeExpiredExports({ actor: SYSTEM, now: NOW })).toEqual({ expired: [], missingFiles: 0, failed: [] });
    expect((await ExportFile.findAll({ order: [['id', 'ASC']], raw: true })).map((r) => [r.id, r.status, r.fileurl])).toEqual(before);
  });

  it('takes a missing file as already purged, works through bounded batches, and runs only as the system', async () => {
    const admin = await buildStaff(ROLE.SUPER_ADMIN);
    const gone = await finishedExport(admin, 45, { withFile: false });
    const more = [];
    for (let i = 0; i < 5; i += 1) more.push(await finishedExport(admin, 31 + i));
    const result = await purgeExpiredExports({ actor: SYSTEM, now: NOW, batchSize: 2 });
    expect(result.expired).toEqual([gone.id, ...more.map((m) => m.id)]);
    expect(result.missingFiles).toBe(1);
    for (const m of more) expect(await getStorage().exists(m.key)).toBe(false);
    expect((await ExportFile.findByPk(gone.id))!.status).toBe('expired');
    expect(await caught(purgeExpiredExports({ actor: actorOf(admin) as never }))).toMatchObject({ status: 403 });
  });
});
