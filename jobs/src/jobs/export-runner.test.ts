import ExcelJS from 'exceljs';
import { ExportFile, requestExport, ROLE, type User } from '@iprenew/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApplication, buildCustomer, buildStaff, openTestWorld, type TestWorld } from '@iprenew/models/testing';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runJobInWorld } from '../testing';
import { JOB_LIST } from '../job-list';

/** The export-runner job in a real Bree worker against a file database: a queued export becomes an xlsx with the filtered rows. */
let world: TestWorld;
let admin: User;

beforeAll(async () => {
  world = await openTestWorld({ sqlite: 'file' });
  admin = await buildStaff(ROLE.ADMIN);
});
afterAll(async () => {
  await world?.close();
});

describe('export-runner job', () => {
  it('is a queue polled every minute', () => {
    expect(JOB_LIST.find((j) => j.name === 'export-runner')).toMatchObject({ file: 'export-runner.ts', interval: '1m' });
  });

  it('writes the queued export with the filtered rows and marks it success', async () => {
    const owner = await buildCustomer();
    await buildApplication({ user: owner, ip: { application_name: 'Jobexport Kept' } });
    await buildApplication({ user: owner, ip: { application_name: 'Something Else' } });
    const { export: queued } = await requestExport({ actor: { id: admin.id, role_id: admin.role_id }, type: 'trademarks', filter: { q: 'Jobexport' } });
    const errors = await runJobInWorld(world, 'export-runner');
    expect(errors).toEqual([]);
    const row = (await ExportFile.findByPk(queued.id))!;
    expect(row.status).toBe('success');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(path.join(world.storageDir, row.fileurl!))) as unknown as ArrayBuffer);
    const names: string[] = [];
    workbook.worksheets[0]!.eachRow((r, n) => {
      if (n > 1) names.push(String(r.getCell(2).value));
    });
    expect(names).toEqual(['Jobexport Kept']);
  });
});
