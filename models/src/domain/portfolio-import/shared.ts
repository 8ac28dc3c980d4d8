import { randomBytes } from 'node:crypto';
import { catalogue } from '../../i18n/index';
import { LANGUAGES } from '../../constants/index';

/**
 * Portfolio import (issue 18, ADR 075): what its operations share — the caps, the columns with their
 * headers in the three languages, the row shapes and the messages. A customer's spreadsheet becomes
 * their trademarks and patents: parse (parse-import-file) → check and preview (preview-import) →
 * confirm (confirm-import), and the template (import-template) to start from.
 */

/** The largest file accepted (also bounded by the body guard while the request is read). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most data rows one file may hold. */
export const IMPORT_MAX_ROWS = 5000;
/** The most columns a row may hold (the template has 13). */
export const IMPORT_MAX_COLUMNS = 40;
/** A cell longer than this is refused (the longest field, the class names, allows 2,000). */
export const IMPORT_CELL_MAX_CHARS = 2000;
/** The most characters all kept cells may hold together (a shared string repeated in every cell cannot grow the preview past it). */
export const IMPORT_MAX_TEXT_CHARS = 6_000_000;
/** The xlsx zip: the most entries, the most bytes they may expand to, and the largest expansion ratio of one entry. */
export const XLSX_MAX_ENTRIES = 200;
export const XLSX_MAX_UNCOMPRESSED_BYTES = 60 * 1024 * 1024;
export const XLSX_MAX_RATIO = 200;
/** How long a preview waits for its confirmation. */
export const IMPORT_PREVIEW_TTL_MS = 2 * 60 * 60 * 1000;

import { IMPORT_FIELDS, type ImportField } from './fields';

export { IMPORT_FIELDS, type ImportField };

/** The columns each type reads; a value in another type's column is ignored. */
export const TRADEMARK_FIELDS: readonly ImportField[] = ['type', 'country', 'filing_no', 'application_name', 'expiry_date', 'multiclass_no', 'multiclass_name', 'no_of_goods'];
export const PATENT_FIELDS: readonly ImportField[] = ['type', 'country', 'application_no', 'grant_no', 'filing_date', 'grant_date', 'latest_year_granted', 'application_name'];

export const IMPORT_TYPES = { trademark: 1, patent: 2 } as const;
export type ImportType = keyof typeof IMPORT_TYPES;

/** The message keys (namespace ip-records). */
export const IMPORT_KEY = (name: string) => `ip-records:import.${name}`;
export const IMPORT_ERROR = (name: string) => `ip-records:import.errors.${name}`;
export const IMPORT_FAIL = IMPORT_KEY('errors.fail');

/** One data row as read: its line number in the sheet (1 is the header) and its cells by column. */
export interface RawImportRow {
  line: number;
  cells: Partial<Record<ImportField, string>>;
  /** Cells the reader refused outright (a formula, an error value): field → message key. */
  refused?: Partial<Record<ImportField, string>>;
}

export type ImportRowStatus = 'valid' | 'error' | 'duplicate';

/** One checked row, as the preview shows and stores it. */
export interface ImportRow {
  line: number;
  type: ImportType | null;
  cells: Partial<Record<ImportField, string>>;
  status: ImportRowStatus;
  /** Per cell: message keys (the page translates them). '_' is the row itself. */
  errors: Partial<Record<ImportField | '_', string[]>>;
  /** A duplicate: of one of the customer's own records, or of an earlier row of the file (its line). */
  duplicate: { of: 'record' } | { of: 'row'; line: number } | null;
}

export interface ImportSummary {
  total: number;
  valid: number;
  errors: number;
  duplicates: number;
}

export const summaryOf = (rows: readonly ImportRow[]): ImportSummary => ({
  total: rows.length,
  valid: rows.filter((row) => row.status === 'valid').length,
  errors: rows.filter((row) => row.status === 'error').length,
  duplicates: rows.filter((row) => row.status === 'duplicate').length,
});

/** A preview token: 32 random bytes, base64url (43 characters). Anything else is no preview, without a query. */
export const newImportToken = (): string => randomBytes(32).toString('base64url');
export const isImportToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/** Text as compared: trimmed, lower case, inner spaces single, without a trailing '*' or ':' (required marks). */
export const headerText = (value: string): string =>
  value
    .normalize('NFKC')
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/[*:：]+$/u, '')
    .trim()
    .replace(/\s+/gu, ' ')
    .toLowerCase();

type Section = { columns?: Record<string, string>; types?: Record<string, string> };
const importSection = (language: (typeof LANGUAGES)[number]): Section =>
  ((catalogue[language]['ip-records'] as Record<string, unknown>).import ?? {}) as Section;

/** The column's header in a language (the template's headers). */
export const columnHeader = (field: ImportField, language: (typeof LANGUAGES)[number]): string => importSection(language).columns?.[field] ?? field;

let headerIndex: Map<string, ImportField> | undefined;
/** Header text in any of the three languages, or the field's own name → its field. */
export function fieldOfHeader(value: string): ImportField | null {
  if (!headerIndex) {
    headerIndex = new Map();
    for (const field of IMPORT_FIELDS) {
      headerIndex.set(headerText(field), field);
      for (const language of LANGUAGES) headerIndex.set(headerText(columnHeader(field, language)), field);
    }
  }
  return headerIndex.get(headerText(value)) ?? null;
}

let typeIndex: Map<string, ImportType> | undefined;
/** A type cell: 'trademark' / 'patent' or their names in any language, or 1 / 2. */
export function importTypeOf(value: string | undefined): ImportType | null {
  if (!typeIndex) {
    typeIndex = new Map([
      ['1', 'trademark'],
      ['2', 'patent'],
      ['trademark', 'trademark'],
      ['patent', 'patent'],
      ['tm', 'trademark'],
    ]);
    for (const language of LANGUAGES) {
      const types = importSection(language).types ?? {};
      if (types.trademark) typeIndex.set(headerText(types.trademark), 'trademark');
      if (types.patent) typeIndex.set(headerText(types.patent), 'patent');
    }
  }
  return value === undefined ? null : (typeIndex.get(headerText(value)) ?? null);
}
