import { Readable } from 'node:stream';
import { parse as parseCsv } from '@fast-csv/parse';
import ExcelJS from 'exceljs';
import { AppError, isAppError } from '../../errors/index';
import { decodeCsv, inspectImportFile, type ImportFileKind } from './inspect-file';
import {
  fieldOfHeader,
  IMPORT_CELL_MAX_CHARS,
  IMPORT_ERROR,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_TEXT_CHARS,
  type ImportField,
  type RawImportRow,
} from './shared';

/**
 * Issue 18 (ADR 075): an uploaded portfolio file → its data rows, or an AppError that says why the
 * file is refused. Never anything else: a reader's failure on a hostile file becomes 'unreadable'.
 *
 * - The file is inspected first (inspect-file.ts: type by content, the xlsx zip's checks).
 * - xlsx: ExcelJS's streaming WorkbookReader over the first worksheet, row by row (shared strings
 *   cached, styles read so date cells come as dates); csv: fast-csv over the decoded text. Either
 *   way the file is at most 5 MB and at most 5,000 rows are kept, each cell cut at 2,001 characters
 *   (longer is refused per cell), so the memory is bounded whatever the file.
 * - Row 1 is the header: each header names a column in any of the three languages (or the field's
 *   own name); an unknown or repeated header refuses the file, and the type and country columns
 *   are required. Blank rows are skipped.
 * - Formula cells (xlsx) and error values are refused per cell (`refused`); text cells are checked
 *   for formula injection by the validator.
 */

export interface ParsedImportFile {
  kind: ImportFileKind;
  fields: ImportField[];
  rows: RawImportRow[];
}

const refuse = (name: string, params?: Record<string, string | number>) => new AppError('VALIDATION', IMPORT_ERROR(name), params ? { params } : {});

type CellValue = { text: string } | { refused: string };

/** An xlsx cell's value as text, a refusal for formulas and error values. */
function xlsxCell(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'number') return { text: Number.isFinite(value) ? String(value) : '' };
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE' };
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return { refused: IMPORT_ERROR('cell_value') };
    // ExcelJS reads a date cell as the UTC midnight of that day (times of day are dropped).
    return { text: value.toISOString().slice(0, 10) };
  }
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return { refused: IMPORT_ERROR('formula_cell') };
    if ('error' in value) return { refused: IMPORT_ERROR('cell_value') };
    if ('richText' in value && Array.isArray(value.richText)) return { text: value.richText.map((part) => String(part?.text ?? '')).join('') };
    if ('text' in value) return xlsxCell((value as { text: ExcelJS.CellValue }).text);
  }
  return { refused: IMPORT_ERROR('cell_value') };
}

/** Collects rows: the header row first, then data rows mapped to fields. */
class RowCollector {
  fields: (ImportField | null)[] | null = null;
  rows: RawImportRow[] = [];
  chars = 0;

  header(cells: CellValue[]): void {
    const fields: (ImportField | null)[] = [];
    const seen = new Set<ImportField>();
    if (cells.length > IMPORT_MAX_COLUMNS) throw refuse('too_many_columns', { max: IMPORT_MAX_COLUMNS });
    for (const cell of cells) {
      const text = 'text' in cell ? cell.text.trim() : '';
      if (!('text' in cell)) throw refuse('header_formula');
      if (text === '') {
        fields.push(null);
        continue;
      }
      const field = fieldOfHeader(text.slice(0, 200));
      if (!field) throw refuse('unknown_header', { header: text.slice(0, 60) });
      if (seen.has(field)) throw refuse('duplicate_header', { header: text.slice(0, 60) });
      seen.add(field);
      fields.push(field);
    }
    if (seen.size === 0) throw refuse('no_header');
    if (!seen.has('type')) throw refuse('missing_type_column');
    if (!seen.has('country')) throw refuse('missing_country_column');
    this.fields = fields;
  }

  row(line: number, cells: CellValue[]): void {
    if (!this.fields) {
      if (cells.every((cell) => 'text' in cell && cell.text.trim() === '')) return;
      this.header(cells);
      return;
    }
    const row: RawImportRow = { line, cells: {} };
    let blank = true;
    this.fields.forEach((field, index) => {
      const cell = cells[index];
      if (!field || !cell) return;
      if ('refused' in cell) {
        (row.refused ??= {})[field] = cell.refused;
        blank = false;
        return;
      }
      const text = cell.text.length > IMPORT_CELL_MAX_CHARS + 1 ? cell.text.slice(0, IMPORT_CELL_MAX_CHARS + 1) : cell.text;
      if (text.trim() !== '') blank = false;
      this.chars += text.length;
      if (this.chars > IMPORT_MAX_TEXT_CHARS) throw refuse('too_much_text');
      row.cells[field] = text;
    });
    if (blank) return;
    if (this.rows.length >= IMPORT_MAX_ROWS) throw refuse('too_many_rows', { max: IMPORT_MAX_ROWS });
    this.rows.push(row);
  }

  finish(kind: ImportFileKind): ParsedImportFile {
    if (!this.fields) throw refuse('no_header');
    if (this.rows.length === 0) throw refuse('no_rows');
    return { kind, fields: this.fields.filter((field): field is ImportField => field !== null), rows: this.rows };
  }
}

async function readXlsx(buffer: Buffer, collector: RowCollector): Promise<void> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), {
    entries: 'ignore',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  let sheets = 0;
  for await (const worksheet of reader) {
    sheets += 1;
    // Only the first worksheet is the portfolio (the template's second sheet is its help); the rest are drained.
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      if (sheets > 1) continue;
      const values = Array.isArray(row.values) ? row.values : [];
      if (values.length - 1 > IMPORT_MAX_COLUMNS && !collector.fields) throw refuse('too_many_columns', { max: IMPORT_MAX_COLUMNS });
      const cells: CellValue[] = [];
      for (let index = 1; index < Math.min(values.length, IMPORT_MAX_COLUMNS + 2); index += 1) cells.push(xlsxCell(values[index] as ExcelJS.CellValue));
      collector.row(row.number, cells);
    }
  }
  if (sheets === 0) throw refuse('no_header');
}

/** ',' unless the header line holds more ';' (Excel in some locales) or tabs. */
function delimiterOf(text: string): string {
  const first = text.slice(0, Math.max(0, text.indexOf('\n')) || text.length);
  const counts = [',', ';', '\t'].map((d) => [d, first.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function readCsv(buffer: Buffer, collector: RowCollector): Promise<void> {
  const text = decodeCsv(buffer);
  return new Promise((resolve, reject) => {
    let line = 0;
    let failed = false;
    const stream = parseCsv({ headers: false, delimiter: delimiterOf(text), ignoreEmpty: false, trim: false, maxRows: IMPORT_MAX_ROWS + 1000 });
    stream.on('error', (error: unknown) => {
      if (failed) return;
      failed = true;
      reject(isAppError(error) ? error : refuse('csv_malformed'));
    });
    stream.on('data', (row: string[]) => {
      if (failed) return;
      line += 1;
      try {
        collector.row(
          line,
          row.slice(0, IMPORT_MAX_COLUMNS + 1).map((text) => ({ text: String(text ?? '') })),
        );
      } catch (error) {
        failed = true;
        stream.destroy();
        reject(error);
      }
    });
    stream.on('end', () => {
      if (!failed) resolve();
    });
    stream.end(text);
  });
}

/** Reads an uploaded file into its rows; an AppError (422, 413 or 415) with a clear message otherwise. */
export async function parseImportFile(file: { name: string; buffer: Buffer }): Promise<ParsedImportFile> {
  const kind = await inspectImportFile(file).catch((error: unknown) => {
    // The inspection throws only AppErrors; anything else is a file it could not make sense of.
    throw isAppError(error) ? error : new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_ERROR('corrupt'));
  });
  const collected = async (read: (buffer: Buffer, collector: RowCollector) => Promise<void>) => {
    const collector = new RowCollector();
    await read(file.buffer, collector);
    return collector;
  };
  let collector: RowCollector;
  try {
    collector = kind === 'xlsx' ? await retryReaderRace(XLSX_READ_ATTEMPTS, () => collected(readXlsx)) : await collected(readCsv);
  } catch (error) {
    if (isAppError(error)) throw error;
    throw refuse(kind === 'xlsx' ? 'unreadable' : 'csv_malformed');
  }
  return collector.finish(kind);
}

/**
 * How many times an xlsx is read before it is called unreadable. ExcelJS's streaming reader (4.4.0)
 * sometimes loses the zip's last entry under load and then fails on a sound file — exceljs#3064,
 * "Cannot read properties of undefined (reading 'sheets')"; ExcelJS writes `xl/workbook.xml` last, so
 * its own files (the import template) are the ones it hits. The file is in memory and at most 5 MB,
 * so reading it again costs little; a file that is really unreadable fails every time.
 */
export const XLSX_READ_ATTEMPTS = 3;

/** `read()` again, up to `attempts` times in all, while it fails with anything but an AppError (a refusal is final). */
export async function retryReaderRace<T>(attempts: number, read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (isAppError(error) || attempt >= attempts) throw error;
    }
  }
}

