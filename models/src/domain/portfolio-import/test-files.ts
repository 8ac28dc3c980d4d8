import ExcelJS from 'exceljs';
import { deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';
import { IMPORT_FIELDS, type ImportField } from './shared';

/**
 * Portfolio files for the tests (issue 18, ADR 075): CSV text and in-memory xlsx workbooks built with
 * ExcelJS, rows given by column. Test support only (the Playwright journey builds its own file).
 */

export type FileRow = Partial<Record<ImportField, unknown>>;

export const ENGLISH_HEADERS: Record<ImportField, string> = {
  type: 'Type',
  country: 'Country',
  filing_no: 'Filing number',
  application_name: 'Applicant',
  expiry_date: 'Expiry date',
  multiclass_no: 'Number of classes',
  multiclass_name: 'Class names',
  no_of_goods: 'Number of goods',
  application_no: 'Application number',
  grant_no: 'Grant number',
  filing_date: 'Filing date',
  grant_date: 'Grant date',
  latest_year_granted: 'Latest year granted',
};

export const trademarkRow = (index: number, over: FileRow = {}): FileRow => ({
  type: 'Trademark',
  country: 'Malaysia',
  filing_no: `TM2024${String(index).padStart(6, '0')}`,
  application_name: `Kopi Senja ${index} Sdn. Bhd.`,
  expiry_date: '2030-06-15',
  multiclass_no: '2',
  multiclass_name: 'Class 30, Class 43',
  ...over,
});

export const patentRow = (index: number, over: FileRow = {}): FileRow => ({
  type: 'Patent',
  country: 'SG',
  application_no: `SG-APP-${index}`,
  grant_no: `SG-GR-${index}`,
  grant_date: '2020-03-01',
  filing_date: '2018-01-10',
  latest_year_granted: '5',
  ...over,
});

const csvCell = (value: unknown) => {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function csvOf(rows: FileRow[], headers: Record<ImportField, string> = ENGLISH_HEADERS, fields: readonly ImportField[] = IMPORT_FIELDS): Buffer {
  const lines = [fields.map((field) => csvCell(headers[field])).join(',')];
  for (const row of rows) lines.push(fields.map((field) => csvCell(row[field])).join(','));
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function xlsxOf(rows: FileRow[], headers: Record<ImportField, string> = ENGLISH_HEADERS, fields: readonly ImportField[] = IMPORT_FIELDS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Portfolio');
  sheet.addRow(fields.map((field) => headers[field]));
  for (const row of rows) sheet.addRow(fields.map((field) => (row[field] === undefined ? null : (row[field] as ExcelJS.CellValue))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A zip of the given entries (deflated unless `stored`); `declared` overrides the uncompressed size written in the headers. */
export function zipWith(entries: { name: string; data: Buffer; declared?: number; stored?: boolean }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.stored ? entry.data : deflateRawSync(entry.data);
    const size = entry.declared ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.stored ? 0 : 8, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A real xlsx's entries, to rebuild it with a change (a macro part, a content type). */
export async function entriesOf(xlsx: Buffer): Promise<{ name: string; data: Buffer }[]> {
  const zip = await JSZip.loadAsync(xlsx);
  const out: { name: string; data: Buffer }[] = [];
  for (const file of Object.values(zip.files)) if (!file.dir) out.push({ name: file.name, data: await file.async('nodebuffer') });
  return out;
}
