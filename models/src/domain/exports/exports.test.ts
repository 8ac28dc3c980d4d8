import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, ROLE } from '../../constants/index';
import { ExportFile } from '../../models/export-file';
import { IpRecord } from '../../models/ip-record';
import { User } from '../../models/user';
import { getStorage } from '../../storage/index';
import { buildApplication, buildCustomer, buildStaff, caught, useTestWorld } from '../../testing/index';
import { SYSTEM } from '../kernel/index';
import { exportFilename, getExport, listExports, readExportFile, requestExport, runPendingExports } from './index';

useTestWorld();
const actorOf = (user: User) => ({ id: user.id, role_id: user.role_id });

async function sheetOf(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

describe('the export runner (G-10, G-43, ADM-30)', () => {
  it("writes the filtered list as xlsx with the requester's language, marks it success, and never overwrites", async () => {
    const admin = await buildStaff(ROLE.ADMIN, { language: 'bm' } as never);
    const owner = await buildCustomer({ name: 'Export Owner' });
    const done = await buildApplication({ user: owner, status: S.COMPLETED, ip: { application_name: 'Exportfilter One', expiry_date: '2030-02-03' } });
    const done2 = await buildApplication({ user: owner, status: S.COMPLETED, ip: { application_name: 'Exportfilter Two' } });
    await buildApplication({ user: owner, status: S.FILED, ip: { application_name: 'Exportfilter Open' } });
    await buildApplication({ user: owner, status: S.COMPLETED, ip: { application_name: 'Other Name' } });

    const queued = await requestExport({ actor: actorOf(admin), type: 'trademarks', filter: { q: 'Exportfilter', status: 1 }, sort: { field: 'application_name', order: 'ASC' }, now: new Date('2026-11-26T04:05:00Z') });
    expect(queued.message).toBe('ip-records:console.export_done');
    expect(queued.export).toMatchObject({ filename: 'trademarks-20261126-1205.xlsx', type: 'trademarks', status: 'processing', can_download: false, created_by: { id: admin.id } });
    expect(await caught(readExportFile({ actor: actorOf(admin), id: queued.export.id }))).toMatchObject({ status: 404 });

    const outcome = await runPendingExports({ actor: SYSTEM });
    expect(outcome.done).toContain(queued.export.id);
    const row = await getExport({ actor: actorOf(admin), id: queued.export.id });
    expect(row).toMatchObject({ status: 'success', can_download: true, download_url: `/api/admin/exports/${queued.export.id}/download` });

    const file = await readExportFile({ actor: actorOf(admin), id: queued.export.id });
    expect(file.filename).toBe('trademarks-20261126-1205.xlsx');
    const rows = await sheetOf(file.buffer);
    expect(rows[0]!.slice(0, 4)).toEqual(['ID', 'Nama', 'No. Pemfailan', 'Kelas']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Exportfilter One', 'Exportfilter Two']);
    expect(rows[1]![0]).toBe(String(done.ip.id));
    expect(rows[2]![0]).toBe(String(done2.ip.id));
    expect(rows[1]).toContain('03-02-2030');
    expect(rows[1]).toContain('Berjaya');

    // A second run takes nothing; the stored file is the same bytes (never rewritten).
    expect(await runPendingExports({ actor: SYSTEM })).toEqual({ done: [], failed: [] });
    const stored = (await ExportFile.findByPk(queued.export.id))!.fileurl!;
    expect(stored).toBe(`exports/${queued.export.id}/trademarks-20261126-1205.xlsx`);
    await expect(getStorage().putFile(stored, Buffer.from('x'))).rejects.toThrow();
  });

  it('streams an export of several batches into one sheet, every row once and in order', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const owner = await buildCustomer();
    const { ip } = await buildApplication({ user: owner, status: S.COMPLETED, ip: { application_name: 'Batchrow 0000' } });
    const base = (await IpRecord.findByPk(ip.id, { raw: true }))!;
    // 1,200 more records of the same owner (three batches of 500 in all), inserted at once.
    await IpRecord.bulkCreate(Array.from({ length: 1200 }, (_, i) => ({ ...base, id: undefined, application_name: `Batchrow ${String(i + 1).padStart(4, '0')}` })) as never);
    const queued = await requestExport({ actor: actorOf(admin), type: 'trademarks', filter: { q: 'Batchrow' }, sort: { field: 'application_name', order: 'ASC' } });
    expect((await runPendingExports({ actor: SYSTEM })).done).toEqual([queued.export.id]);
    const rows = await sheetOf((await readExportFile({ actor: actorOf(admin), id: queued.export.id })).buffer);
    expect(rows).toHaveLength(1201 + 1);
    expect(rows.slice(1).map((r) => r[1])).toEqual(Array.from({ length: 1201 }, (_, i) => `Batchrow ${String(i).padStart(4, '0')}`));
  }, 60_000);

  it('exports the console application list with its filter and sort, labels in the requester’s language (ADM-31 exportFile)', async () => {
    const admin = await buildStaff(ROLE.SUPER_ADMIN, { language: 'cn' } as never);
    const owner = await buildCustomer({ email: 'appexport.owner@example.com' });
    const filed = await buildApplication({ user: owner, status: S.FILED, ip: { application_name: 'Appexport Filed' } });
    const done = await buildApplication({ user: owner, status: S.COMPLETED, ip: { application_name: 'Appexport Done' } });
    await buildApplication({ user: await buildCustomer(), status: S.FILED, ip: { application_name: 'Someone Else' } });

    expect(await caught(requestExport({ actor: actorOf(admin), type: 'applications', filter: { outcome: 9 } }))).toMatchObject({ status: 400, messageKey: 'console-applications:list_fail' });
    const queued = await requestExport({ actor: actorOf(admin), type: 'applications', filter: { q: 'appexport.owner' }, sort: { field: 'id', order: 'ASC' } });
    expect(queued.export.filename).toMatch(/^applications-\d{8}-\d{4}\.xlsx$/);
    expect((await runPendingExports({ actor: SYSTEM })).done).toEqual([queued.export.id]);
    const rows = await sheetOf((await readExportFile({ actor: actorOf(admin), id: queued.export.id })).buffer);
    expect(rows[0]!.slice(0, 4)).toEqual(['编号', '服务', '类型', '名称']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([filed.application.reference, done.application.reference]);
    expect(rows.slice(1).map((r) => r[3])).toEqual(['Appexport Filed', 'Appexport Done']);
    expect(rows[1]![6]).toBe('appexport.owner@example.com');
    expect(rows.flat().some((cell) => /^(enums|console-applications):/.test(cell))).toBe(false);
  });

  it('refuses a filter the list refuses, an unknown type and anyone but SA/AD; a broken export is marked fail', async () => {
    const admin = await buildStaff(ROLE.SUPER_ADMIN);
    expect(await caught(requestExport({ actor: actorOf(admin), type: 'patents', filter: { status: 7 } }))).toMatchObject({ status: 400, messageKey: 'ip-records:list_fail' });
    expect(await caught(requestExport({ actor: actorOf(admin), type: 'users', filter: {} }))).toMatchObject({ status: 422, messageKey: 'ip-records:console.export_fail' });
    for (const user of [await buildStaff(ROLE.ACCOUNTANT), await buildCustomer()]) {
      expect(await caught(requestExport({ actor: actorOf(user), type: 'patents' }))).toMatchObject({ status: 403 });
      expect(await caught(listExports({ actor: actorOf(user) }))).toMatchObject({ status: 403 });
    }
    const broken = await ExportFile.create({ filename: 'patents-x.xlsx', type: 'patents', user_id: admin.id, status: 'processing', params: { filter: { status: 9 } } });
    expect((await runPendingExports({ actor: SYSTEM })).failed).toEqual([broken.id]);
    expect((await ExportFile.findByPk(broken.id))!.status).toBe('fail');
    expect(await caught(runPendingExports({ actor: actorOf(admin) as never }))).toMatchObject({ status: 403 });
  });

  it('lists exports by status and file name, newest first', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const a = await requestExport({ actor: actorOf(admin), type: 'patents', filter: {} });
    const b = await requestExport({ actor: actorOf(admin), type: 'trademarks', filter: {} });
    const processing = await listExports({ actor: actorOf(admin), filter: { status: 'processing' }, limit: 100 });
    expect(processing.rows.map((r) => r.id).slice(0, 2)).toEqual([b.export.id, a.export.id]);
    expect((await listExports({ actor: actorOf(admin), filter: { q: 'patents-' }, limit: 100 })).rows.every((r) => r.type === 'patents')).toBe(true);
    expect(exportFilename('patents', new Date('2026-01-01T16:30:00Z'))).toBe('patents-20260102-0030.xlsx');
  });
});
