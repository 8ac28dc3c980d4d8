import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { FileStorage } from '../../storage/index';

export type XlsxCell = string | number | null;

/**
 * One sheet written as it is read (G-43): a bold, frozen header row of labels, then each row from
 * `rows` committed to a temporary file at once (ExcelJS's streaming writer, no shared-strings
 * table), so an export of any length holds one batch in memory. The finished file is then streamed
 * into storage under `key` (never overwriting) and the temporary file removed. Returns the row count.
 */
export async function writeXlsxToStorage(
  storage: FileStorage,
  key: string,
  sheetName: string,
  columns: { header: string; width?: number }[],
  rows: AsyncIterable<XlsxCell[]>,
): Promise<number> {
  const temp = path.join(os.tmpdir(), `iprenew-export-${randomBytes(8).toString('hex')}.xlsx`);
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: temp, useStyles: true, useSharedStrings: false });
    workbook.created = new Date();
    const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width ?? 16 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let count = 0;
    for await (const row of rows) {
      sheet.addRow(row.map((v) => v ?? '')).commit();
      count += 1;
    }
    sheet.commit();
    await workbook.commit();
    await storage.putFile(key, createReadStream(temp));
    return count;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}
