import { Op } from 'sequelize';
import { z } from 'zod';
import { YEAR_GRANTED_VALUES } from '../../constants/index';
import { countryNames } from '../../i18n/country-name';
import { Country } from '../../models/country';
import { IpRecord } from '../../models/ip-record';
import { patentLineSchema, trademarkLineSchema } from '../../schemas/cart';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { isCalendarDate, patentDateErrors, yearValue } from '../../schemas/patent-years';
import { readCountryRules } from '../catalogue/price-sheet';
import { DUPLICATE_MESSAGE, UNAVAILABLE_MESSAGE, numberFieldsOf } from '../cart/assert-no-duplicate';
import { normaliseNumber } from '../cart/shared';
import type { Actor, OperationOptions } from '../kernel/index';
import {
  headerText,
  IMPORT_CELL_MAX_CHARS,
  IMPORT_ERROR,
  IMPORT_TYPES,
  importTypeOf,
  PATENT_FIELDS,
  TRADEMARK_FIELDS,
  type ImportField,
  type ImportRow,
  type ImportType,
  type RawImportRow,
} from './shared';

/**
 * Issue 18 (ADR 075): each imported row checked with the renewal form's rules — the renewal-line
 * schemas of models/src/schemas/cart.ts (trademark: filing number, country, applicant, expiry date,
 * class count and names, goods in the goods-count countries; patent: application and grant numbers,
 * country, grant and filing dates by CAT-41..43) plus the latest year granted — and the duplicate
 * rules of ORD-18/19 and G-69 (cart/assert-no-duplicate.ts): the same number (trimmed, any case) for
 * the same type and country as one of the customer's own active records, or as an earlier row of the
 * file, is a duplicate (shown, not imported); another customer's record is refused with the generic
 * message that reveals nothing. Errors are message keys per cell.
 */

/** What checking needs from the database, read once per file. */
export interface ImportContext {
  /** Country name (English, Malay or Chinese, compared as headers are) or ISO2 → country id. */
  countries: Map<string, number>;
  goodsCountryIds: number[];
  patentFilingDateCountryIds: number[];
  /** 'yyyy-MM-dd' in Kuala Lumpur. */
  today: string;
}

export async function readImportContext(options: OperationOptions & { today?: string } = {}): Promise<ImportContext> {
  const [countries, rules] = await Promise.all([
    Country.findAll({ attributes: ['id', 'name', 'iso2'], order: [['id', 'ASC']], transaction: options.transaction }),
    readCountryRules(options),
  ]);
  const map = new Map<string, number>();
  const tables = [countryNames('bm'), countryNames('cn')];
  for (const country of countries) {
    const iso2 = (country.iso2 ?? '').toUpperCase();
    const names = [country.name, iso2, ...tables.map((table) => (iso2 ? table[iso2] : undefined))];
    for (const name of names) if (name && !map.has(headerText(name))) map.set(headerText(name), country.id);
  }
  return { countries: map, goodsCountryIds: rules.goodsCountryIds, patentFilingDateCountryIds: rules.patentFilingDateCountryIds, today: options.today ?? calendarDateInKualaLumpur() };
}

/** Formula injection (CSV injection): text beginning with = + - @, a tab or CR, unless it is a plain number. */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
export function isFormulaLike(value: string): boolean {
  if (value === '') return false;
  if (value[0] === '\t' || value[0] === '\r') return true;
  const text = value.trim();
  return /^[=+\-@]/.test(text) && !PLAIN_NUMBER.test(text);
}

/** A date cell: 'yyyy-mm-dd' (also with / or .), or day first 'dd/mm/yyyy' (also - or .), as 'yyyy-MM-dd'; else as typed. */
export function importDate(value: string): string {
  const text = value.trim();
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (match) return `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (match) return `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return text;
}

/** A whole number cell ('3', '3.0'), else NaN (the schema's range message). */
const importInteger = (value: string): number => {
  const text = value.trim();
  return /^\+?\d{1,6}(?:\.0+)?$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;
};

/** The latest year granted: '5th_year_granted', '5th', '5' or 'Year 5' → '5th_year_granted'; undefined when it is none of them. */
export function importYear(value: string): string | undefined {
  const text = value.trim().toLowerCase();
  if (YEAR_GRANTED_VALUES.includes(text)) return text;
  const match = /^(?:year\s*|tahun\s*|第\s*)?(\d{1,2})(?:st|nd|rd|th)?(?:\s*年)?(?:[\s_]*year(?:[\s_]*granted)?)?$/u.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  return year >= 2 && year <= 20 ? yearValue(year) : undefined;
}

const latestYearSchema = z
  .string({ error: IMPORT_ERROR('latest_year_invalid') })
  .refine((value) => YEAR_GRANTED_VALUES.includes(value), { error: IMPORT_ERROR('latest_year_invalid') });

/** The patent renewal line without the years to renew (an IP record has none), with the latest year granted. */
const patentImportSchema = patentLineSchema.omit({ select_year: true, total_year: true }).extend({
  latest_application_year_granted: latestYearSchema,
  application_name: z.string().trim().max(191, { error: 'orders:cart.validation.too_long' }).optional(),
});

/** A schema field → the sheet's column. */
const COLUMN_OF: Record<string, ImportField> = { country_id: 'country', latest_application_year_granted: 'latest_year_granted' };

/** The values ready to become an IP record (IpRecord's columns). */
export interface ImportRecordValues {
  type_id: number;
  country_id: number;
  filing_no: string | null;
  application_no: string | null;
  grant_no: string | null;
  application_name: string | null;
  expiry_date: string | null;
  multiclass_no: number | null;
  multiclass_name: string | null;
  filing_date: string | null;
  grant_date: string | null;
  latest_application_year_granted: string | null;
}

export interface CheckedRow extends ImportRow {
  values: ImportRecordValues | null;
}

const add = (row: ImportRow, field: ImportField | '_', message: string) => {
  const list = (row.errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
};

/** One row against the renewal form's rules (no database): its status is 'valid' or 'error'. */
export function checkImportRow(raw: RawImportRow, context: ImportContext): CheckedRow {
  const type: ImportType | null = importTypeOf(raw.cells.type);
  const fields = type === 'patent' ? PATENT_FIELDS : type === 'trademark' ? TRADEMARK_FIELDS : (['type', 'country'] as const);
  const cells: Partial<Record<ImportField, string>> = {};
  for (const field of fields) if (raw.cells[field] !== undefined) cells[field] = raw.cells[field];
  const row: CheckedRow = { line: raw.line, type, cells, status: 'valid', errors: {}, duplicate: null, values: null };

  for (const field of fields) {
    const refused = raw.refused?.[field];
    if (refused) add(row, field, refused);
    const value = cells[field] ?? '';
    if (isFormulaLike(value)) add(row, field, IMPORT_ERROR('formula'));
    else if (value.length > IMPORT_CELL_MAX_CHARS) add(row, field, 'orders:cart.validation.too_long');
  }
  if (!type) add(row, 'type', IMPORT_ERROR(raw.cells.type?.trim() ? 'type_unknown' : 'type_required'));
  const countryText = (cells.country ?? '').trim();
  const countryId = countryText ? context.countries.get(headerText(countryText)) : undefined;
  if (countryText && countryId === undefined) add(row, 'country', IMPORT_ERROR('country_unknown'));
  if (!type) {
    row.status = 'error';
    return row;
  }

  const text = (field: ImportField) => (row.errors[field] ? undefined : (cells[field] ?? '').trim());
  const optionalText = (field: ImportField) => {
    const value = text(field);
    return value ? value : undefined;
  };
  let input: Record<string, unknown>;
  if (type === 'trademark') {
    const goods = text('no_of_goods');
    input = {
      filing_no: text('filing_no'),
      country_id: countryId,
      application_name: text('application_name'),
      expiry_date: text('expiry_date') === undefined ? undefined : importDate(text('expiry_date')!),
      multiclass_no: text('multiclass_no') ? importInteger(text('multiclass_no')!) : undefined,
      multiclass_name: text('multiclass_name'),
      no_of_goods: goods ? importInteger(goods) : undefined,
    };
  } else {
    const date = (field: ImportField) => {
      const value = optionalText(field);
      return value === undefined ? undefined : importDate(value);
    };
    const year = optionalText('latest_year_granted');
    input = {
      application_no: text('application_no'),
      grant_no: text('grant_no'),
      country_id: countryId,
      grant_date: date('grant_date'),
      filing_date: date('filing_date'),
      latest_application_year_granted: year === undefined ? undefined : (importYear(year) ?? year),
      application_name: optionalText('application_name'),
    };
  }
  const schema = type === 'trademark' ? trademarkLineSchema : patentImportSchema;
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const field = (COLUMN_OF[key] ?? key) as ImportField;
      // A cell already refused (formula, too long) keeps its one clear message.
      if (!(row.errors[field] && cells[field] !== undefined && text(field) === undefined)) add(row, fields.includes(field) ? field : '_', issue.message);
    }
  }
  if (countryId !== undefined) {
    if (type === 'trademark' && context.goodsCountryIds.includes(countryId) && input.no_of_goods === undefined && !row.errors.no_of_goods) {
      add(row, 'no_of_goods', 'pricing:validation.no_of_goods_required');
    }
    if (type === 'patent') {
      const dates = patentDateErrors({
        grant_date: input.grant_date as string | undefined,
        filing_date: input.filing_date as string | undefined,
        filingDateBasis: context.patentFilingDateCountryIds.includes(countryId),
        today: context.today,
      });
      for (const [field, messages] of Object.entries(dates)) for (const message of messages) if (!row.errors[field as ImportField]) add(row, field as ImportField, message);
    }
  }
  if (Object.keys(row.errors).length > 0 || !parsed.success || countryId === undefined) {
    if (Object.keys(row.errors).length === 0) add(row, 'country', 'orders:cart.validation.country_required');
    row.status = 'error';
    return row;
  }
  const data = parsed.data as Record<string, unknown>;
  const str = (key: string) => (typeof data[key] === 'string' && data[key] !== '' ? (data[key] as string) : null);
  row.values = {
    type_id: IMPORT_TYPES[type],
    country_id: countryId,
    filing_no: type === 'trademark' ? str('filing_no') : null,
    application_no: type === 'patent' ? str('application_no') : null,
    grant_no: type === 'patent' ? str('grant_no') : null,
    application_name: str('application_name'),
    expiry_date: type === 'trademark' && isCalendarDate(data.expiry_date) ? (data.expiry_date as string) : null,
    multiclass_no: type === 'trademark' ? (data.multiclass_no as number) : null,
    multiclass_name: type === 'trademark' ? str('multiclass_name') : null,
    filing_date: type === 'patent' ? str('filing_date') : null,
    grant_date: type === 'patent' ? str('grant_date') : null,
    latest_application_year_granted: type === 'patent' ? str('latest_application_year_granted') : null,
  };
  return row;
}

const NUMBER_COLUMN: Record<'filing_no' | 'application_no' | 'grant_no', ImportField> = { filing_no: 'filing_no', application_no: 'application_no', grant_no: 'grant_no' };
const LOOKUP_CHUNK = 400;

/**
 * ORD-18/19, G-69 over the valid rows, in a few statements whatever the file's length: a number of an
 * earlier row of the file, or of one of the customer's own active records, makes the row a duplicate;
 * another customer's active record is a per-cell error with the generic message (nothing revealed).
 */
export async function markDuplicates(actor: Actor, rows: CheckedRow[], options: OperationOptions = {}): Promise<void> {
  const seen = new Map<string, number>();
  /** 'type|country|field|NUMBER' → rows that carry it. */
  const wanted = new Map<string, { row: CheckedRow; field: 'filing_no' | 'application_no' | 'grant_no' }[]>();
  const byField = new Map<string, Set<string>>();
  for (const row of rows) {
    if (row.status !== 'valid' || !row.values) continue;
    const values = row.values;
    for (const field of numberFieldsOf(values.type_id)) {
      const number = normaliseNumber(values[field]);
      if (!number) continue;
      const key = `${values.type_id}|${values.country_id}|${field}|${number}`;
      const earlier = seen.get(key);
      if (earlier !== undefined && row.duplicate === null) {
        row.duplicate = { of: 'row', line: earlier };
        add(row, NUMBER_COLUMN[field], DUPLICATE_MESSAGE[field]);
      }
      if (earlier === undefined) seen.set(key, row.line);
      const list = wanted.get(key) ?? [];
      list.push({ row, field });
      wanted.set(key, list);
      const group = `${values.type_id}|${field}`;
      if (!byField.has(group)) byField.set(group, new Set());
      byField.get(group)!.add(number);
    }
  }
  for (const [group, numbers] of byField) {
    const [typeText, field] = group.split('|') as [string, 'filing_no' | 'application_no' | 'grant_no'];
    const list = [...numbers];
    for (let start = 0; start < list.length; start += LOOKUP_CHUNK) {
      const chunk = list.slice(start, start + LOOKUP_CHUNK);
      // Stored numbers are compared trimmed and upper case, as assert-no-duplicate's sameNumber does.
      const found = await IpRecord.findAll({
        attributes: ['id', 'user_id', 'country_id', field],
        where: { type_id: Number(typeText), status: 1, model_type: 'ip', [Op.and]: [IpRecord.sequelize!.where(IpRecord.sequelize!.fn('UPPER', IpRecord.sequelize!.fn('TRIM', IpRecord.sequelize!.col(field))), { [Op.in]: chunk })] },
        transaction: options.transaction,
      });
      // Per number: the customer's own record makes a duplicate; only without one does another customer's refuse it (as assertNoDuplicate).
      const owners = new Map<string, { own: boolean; other: boolean }>();
      for (const ip of found) {
        const key = `${typeText}|${ip.country_id}|${field}|${normaliseNumber(ip[field])}`;
        const seenBy = owners.get(key) ?? { own: false, other: false };
        if (ip.user_id === actor.id) seenBy.own = true;
        else seenBy.other = true;
        owners.set(key, seenBy);
      }
      for (const [key, seenBy] of owners) {
        for (const { row } of wanted.get(key) ?? []) {
          if (seenBy.own) {
            if (row.duplicate === null || row.duplicate.of === 'row') {
              row.duplicate = { of: 'record' };
              add(row, NUMBER_COLUMN[field], DUPLICATE_MESSAGE[field]);
            }
          } else add(row, NUMBER_COLUMN[field], UNAVAILABLE_MESSAGE);
        }
      }
    }
  }
  for (const row of rows) {
    if (row.status !== 'valid') continue;
    const numberErrors = Object.values(row.errors).flat();
    if (numberErrors.includes(UNAVAILABLE_MESSAGE)) row.status = 'error';
    else if (row.duplicate) row.status = 'duplicate';
  }
}

/** Every row checked: the form's rules, then the duplicate rules. */
export async function checkImportRows(actor: Actor, raws: readonly RawImportRow[], context: ImportContext, options: OperationOptions = {}): Promise<CheckedRow[]> {
  const rows = raws.map((raw) => checkImportRow(raw, context));
  await markDuplicates(actor, rows, options);
  return rows;
}
