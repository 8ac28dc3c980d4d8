import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../../errors/index';
import { IpRecord } from '../../models/ip-record';
import { PortfolioImport } from '../../models/portfolio-import';
import type { User } from '../../models/user';
import { buildCustomer, useTestWorld } from '../../testing/index';
import { confirmImport } from './confirm-import';
import { parseImportFile } from './parse-import-file';
import { previewImport } from './preview-import';
import { readImportPreview } from './read-import-preview';
import { IMPORT_FIELDS } from './shared';
import { ENGLISH_HEADERS, entriesOf, patentRow, trademarkRow, xlsxOf, zipWith } from './test-files';

/**
 * Issue 18 (ADR 075) properties of the import over random and hostile files: reading or previewing a
 * file either succeeds or throws an AppError with a 4xx status (never another error, never a 5xx),
 * a preview writes no IP record, and a confirm writes all of its valid rows or — when the database
 * fails part way — none of them, leaving the preview to be confirmed again.
 */

useTestWorld();
const TODAY = '2026-11-30';
const actorOf = (user: User) => ({ id: user.id, role_id: user.role_id });

/** Resolves to the result, or to the AppError; fails the property on anything else or a 5xx. */
async function settled<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (!isAppError(error)) throw error;
    expect(error.status, error.messageKey).toBeGreaterThanOrEqual(400);
    expect(error.status, error.messageKey).toBeLessThan(500);
    expect(error.messageKey).toMatch(/^ip-records:import\.errors\.[a-z_]+$/);
    return null;
  }
}

const names = fc.constantFrom('p.csv', 'p.xlsx', 'p.CSV', 'p.xlsm', 'p.txt', 'p', 'p.xlsx.csv');
/** Hostile cell text: formula starts, quotes, separators, line breaks, control and wide characters. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x', '\r\n', '"', '""', ',', ';', '中国', 'Malaysia', 'MY', 'TH', 'Trademark', 'Patent', '专利', '2030-01-01', '31/12/2030', '5', '-5', '+60', '0', '46', '', ' '),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const header = fc.oneof(fc.constantFrom(...IMPORT_FIELDS.map((f) => ENGLISH_HEADERS[f]), 'Jenis', 'Negara', '类型', '国家', 'Colour'), hostileText);

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csvFile = fc
  .tuple(fc.array(header, { minLength: 0, maxLength: 14 }), fc.array(fc.array(hostileText, { maxLength: 15 }), { maxLength: 25 }), fc.constantFrom(',', ';'), fc.boolean())
  .map(([headers, rows, sep, withTypeCountry]) => {
    const head = withTypeCountry ? ['Type', 'Country', ...headers] : headers;
    return Buffer.from([head, ...rows].map((row) => row.map(csvCell).join(sep)).join('\r\n'), 'utf8');
  });

const xlsxValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.date({ min: new Date('1890-01-01'), max: new Date('3000-01-01') }),
  fc.constant({ formula: 'A1+1', result: 2 }),
  fc.constant({ richText: [{ text: '=cmd' }, { text: '|calc' }] }),
  fc.constant(null),
);

async function randomXlsx(headers: string[], rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('P');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row as ExcelJS.CellValue[]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('portfolio import properties (issue 18)', () => {
  it('random bytes under any name: an AppError with a clear 4xx message, never a throw of anything else', async () => {
    await fc.assert(
      fc.asyncProperty(names, fc.uint8Array({ maxLength: 2048 }), fc.boolean(), async (name, bytes, zipLike) => {
        const buffer = Buffer.from(bytes);
        if (zipLike && buffer.length > 4) buffer.writeUInt32LE(0x04034b50, 0);
        await settled(parseImportFile({ name, buffer }));
      }),
      { numRuns: 150 },
    );
  });

  it('a real xlsx with random bytes flipped or cut: read, or refused with a clear message', async () => {
    const good = await xlsxOf([trademarkRow(1), patentRow(2)]);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat(good.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }), fc.nat(good.length), async (flips, cut) => {
        const buffer = Buffer.from(good.subarray(0, Math.max(cut, 1)));
        for (const [at, value] of flips) if (at < buffer.length) buffer[at] = value;
        await settled(parseImportFile({ name: 'p.xlsx', buffer }));
      }),
      { numRuns: 120 },
    );
  });

  it('random zips with hostile entries: refused or read, never anything else', async () => {
    const entries = await entriesOf(await xlsxOf([trademarkRow(1)]));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ name: fc.constantFrom('xl/vbaProject.bin', 'xl/x.xml', 'xl/worksheets/sheet2.xml', 'docProps/a.xml', '../evil.xml'), size: fc.nat(200_000), declared: fc.option(fc.nat(1_000_000)) }), { maxLength: 4 }),
        fc.boolean(),
        async (extra, keepOriginal) => {
          const added = extra.map((entry) => ({ name: entry.name, data: Buffer.alloc(entry.size, 0x20), ...(entry.declared === null ? {} : { declared: entry.declared }) }));
          await settled(parseImportFile({ name: 'p.xlsx', buffer: zipWith([...(keepOriginal ? entries : entries.slice(1)), ...added]) }));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('random and hostile csv files: preview or a clear refusal, and a preview writes no record', async () => {
    const owner = await buildCustomer();
    await fc.assert(
      fc.asyncProperty(csvFile, async (buffer) => {
        const before = await IpRecord.count();
        const result = await settled(previewImport({ actor: actorOf(owner), file: { name: 'p.csv', buffer } }, { today: TODAY }));
        expect(await IpRecord.count()).toBe(before);
        if (result) {
          const page = await readImportPreview({ actor: actorOf(owner), token: result.token });
          expect(page.summary.total).toBe(page.summary.valid + page.summary.errors + page.summary.duplicates);
          // Formula-like text never reaches a valid row.
          for (const row of page.rows.filter((r) => r.status === 'valid')) for (const value of Object.values(row.cells)) expect(value ?? '').not.toMatch(/^\s*[=@]|^[\t\r]/);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('random xlsx files: confirm writes every valid row or, when the database fails part way, nothing', async () => {
    const owner = await buildCustomer();
    let serial = 0;
    const goodRow = fc.nat(1).map((kind) => {
      serial += 1;
      const row = kind ? patentRow(50_000 + serial) : trademarkRow(50_000 + serial);
      return IMPORT_FIELDS.map((field) => (row[field] as string | undefined) ?? null);
    });
    const badRow = fc.array(xlsxValue, { maxLength: IMPORT_FIELDS.length });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(goodRow, badRow), { minLength: 1, maxLength: 30 }), fc.boolean(), async (rows, failInsert) => {
        const buffer = await randomXlsx(IMPORT_FIELDS.map((f) => ENGLISH_HEADERS[f]), rows);
        const before = await IpRecord.count({ where: { user_id: owner.id } });
        const preview = await settled(previewImport({ actor: actorOf(owner), file: { name: 'p.xlsx', buffer } }, { today: TODAY }));
        expect(await IpRecord.count({ where: { user_id: owner.id } })).toBe(before);
        if (!preview) return;
        if (failInsert && preview.summary.valid > 0) {
          // The records are inserted, then the database fails before the commit: nothing may stay.
          const fail = () => {
            throw new Error('injected failure after insert');
          };
          IpRecord.addHook('afterBulkCreate', 'inject-failure', fail);
          try {
            const error = await confirmImport({ actor: actorOf(owner), token: preview.token }, { today: TODAY }).catch((e: unknown) => e);
            expect(isAppError(error) && error.status === 500).toBe(true);
          } finally {
            IpRecord.removeHook('afterBulkCreate', 'inject-failure');
          }
          expect(await IpRecord.count({ where: { user_id: owner.id } })).toBe(before);
          expect((await PortfolioImport.findOne({ where: { token: preview.token } }))!.status).toBe('preview');
        }
        const done = await confirmImport({ actor: actorOf(owner), token: preview.token }, { today: TODAY });
        expect(done.created).toBe(preview.summary.valid);
        expect(await IpRecord.count({ where: { user_id: owner.id } })).toBe(before + preview.summary.valid);
        expect((await confirmImport({ actor: actorOf(owner), token: preview.token }, { today: TODAY })).created).toBe(0);
        expect(await IpRecord.count({ where: { user_id: owner.id } })).toBe(before + preview.summary.valid);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
