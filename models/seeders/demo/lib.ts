import { createHash } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { calendarDateInKualaLumpur } from '../../src/schemas/dates';

/**
 * Small helpers shared by the demo seeds. The demo seeds write through plain SQL on the table and
 * column names of the migrations (not through the model classes), so that a later change to a
 * model's hooks or defaults never changes what a development database is seeded with. Every
 * column a seed names is checked against the live table: a mismatch fails loudly.
 */

export type Row = Record<string, unknown>;
type Value = string | number | boolean | Date | null;

export class SeedDb {
  private readonly columnCache = new Map<string, Set<string>>();

  constructor(
    readonly sequelize: Sequelize,
    readonly transaction: Transaction,
  ) {}

  /** The columns of `table`, read once per seed run. */
  async columns(table: string): Promise<Set<string>> {
    let cached = this.columnCache.get(table);
    if (!cached) {
      const description = await this.sequelize.getQueryInterface().describeTable(table, { transaction: this.transaction } as never);
      cached = new Set(Object.keys(description));
      this.columnCache.set(table, cached);
    }
    return cached;
  }

  private async check(table: string, names: string[]): Promise<void> {
    const columns = await this.columns(table);
    const missing = names.filter((name) => !columns.has(name));
    if (missing.length > 0) throw new Error(`Demo seed: ${table} has no column ${missing.join(', ')}`);
  }

  private toValue(value: unknown): Value {
    if (value === undefined || value === null) return null;
    if (value instanceof Date || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
    return JSON.stringify(value);
  }

  async select<T extends Row = Row>(sql: string, replacements: Record<string, unknown> = {}): Promise<T[]> {
    const safe = Object.fromEntries(Object.entries(replacements).map(([k, v]) => [k, this.toValue(v)]));
    return this.sequelize.query<T>(sql, { replacements: safe, type: QueryTypes.SELECT, transaction: this.transaction });
  }

  /** The first row of `table` matching every key of `where` (NULL-aware), or null. */
  async find<T extends Row = Row>(table: string, where: Row): Promise<T | null> {
    const keys = Object.keys(where);
    await this.check(table, keys);
    const clause = keys.map((k) => (where[k] === null || where[k] === undefined ? `\`${k}\` IS NULL` : `\`${k}\` = :${k}`)).join(' AND ');
    const rows = await this.select<T>(`SELECT * FROM \`${table}\` WHERE ${clause} ORDER BY id LIMIT 1`, where);
    return rows[0] ?? null;
  }

  async findId(table: string, where: Row): Promise<number | null> {
    const row = await this.find<{ id: number }>(table, where);
    return row ? Number(row.id) : null;
  }

  /** Same as findId, but a missing row is an error (a row an earlier seed must have created). */
  async requireId(table: string, where: Row): Promise<number> {
    const id = await this.findId(table, where);
    if (id === null) throw new Error(`Demo seed: no ${table} row with ${JSON.stringify(where)} (run the earlier seeds first)`);
    return id;
  }

  /** Inserts one row and returns its id; created_at/updated_at default to now when the table has them. */
  async insert(table: string, values: Row): Promise<number> {
    const columns = await this.columns(table);
    const row: Row = { ...values };
    const now = new Date();
    if (columns.has('created_at') && row.created_at === undefined) row.created_at = now;
    if (columns.has('updated_at') && row.updated_at === undefined) row.updated_at = row.created_at ?? now;
    const keys = Object.keys(row).filter((k) => row[k] !== undefined);
    await this.check(table, keys);
    const sql = `INSERT INTO \`${table}\` (${keys.map((k) => `\`${k}\``).join(', ')}) VALUES (${keys.map((k) => `:${k}`).join(', ')})`;
    const replacements = Object.fromEntries(keys.map((k) => [k, this.toValue(row[k])]));
    const [id] = (await this.sequelize.query(sql, { replacements, type: QueryTypes.INSERT, transaction: this.transaction })) as unknown as [
      number,
      number,
    ];
    return Number(id);
  }

  /** The id of the row matching `key`, inserting `{...key, ...values}` first when there is none. */
  async ensure(table: string, key: Row, values: Row = {}): Promise<number> {
    const existing = await this.findId(table, key);
    if (existing !== null) return existing;
    return this.insert(table, { ...key, ...values });
  }

  async update(table: string, id: number, values: Row): Promise<void> {
    const keys = Object.keys(values);
    await this.check(table, keys);
    const sql = `UPDATE \`${table}\` SET ${keys.map((k) => `\`${k}\` = :${k}`).join(', ')} WHERE id = :__id`;
    const replacements = { ...Object.fromEntries(keys.map((k) => [k, this.toValue(values[k])])), __id: id };
    await this.sequelize.query(sql, { replacements, type: QueryTypes.UPDATE, transaction: this.transaction });
  }

  async count(table: string): Promise<number> {
    const [row] = await this.select<{ n: number | string }>(`SELECT COUNT(*) AS n FROM \`${table}\``);
    return Number(row?.n ?? 0);
  }
}

// ---------------------------------------------------------------------------------------------
// Lookups of reference data (never hard-coded ids).

export async function countryId(db: SeedDb, iso2: string): Promise<number> {
  const id = await db.findId('countries', { iso2 });
  if (id === null) throw new Error(`Demo seed: country ${iso2} is missing (run the reference seeds first)`);
  return id;
}

/** The state of `countryId` named `name`, or null when the reference list does not have it. */
export async function stateId(db: SeedDb, countryIdValue: number, name: string): Promise<number | null> {
  return db.findId('states', { country_id: countryIdValue, name });
}

export async function userId(db: SeedDb, email: string): Promise<number> {
  return db.requireId('users', { email });
}

// ---------------------------------------------------------------------------------------------
// Dates, relative to the moment the seed runs (Kuala Lumpur calendar days).

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'YYYY-MM-DD' in Kuala Lumpur, `offsetDays` from today (negative = past). */
export function day(offsetDays: number, base: Date = new Date()): string {
  return calendarDateInKualaLumpur(new Date(base.getTime() + offsetDays * DAY_MS));
}

/** 'YYYY-MM-DD' `years` (and `offsetDays`) from today, keeping the calendar day. */
export function dayInYears(years: number, offsetDays = 0, base: Date = new Date()): string {
  const [y, m, d] = day(offsetDays, base).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, d));
  // 29 February on a non-leap target year rolls back to the 28th.
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** A timestamp `offsetDays` from now, at a fixed hour (UTC) so that rows sort naturally. */
export function at(offsetDays: number, hourUtc = 2, minute = 0, base: Date = new Date()): Date {
  const d = new Date(base.getTime() + offsetDays * DAY_MS);
  d.setUTCHours(hourUtc, minute, 0, 0);
  return d;
}

/** `days` days and `hours` hours before now. */
export function ago(days: number, hours = 0): Date {
  return new Date(Date.now() - days * DAY_MS - hours * 60 * 60 * 1000);
}

/** The KL calendar day of a timestamp. */
export function dayOf(timestamp: Date): string {
  return calendarDateInKualaLumpur(timestamp);
}

// ---------------------------------------------------------------------------------------------
// References (G-38), deterministic so that a second run finds the same rows.

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // 32 symbols: no 0/O, 1/I

function hashedSymbols(label: string, length: number): string {
  const digest = createHash('sha256').update(`iprenew-demo:${label}`).digest();
  let out = '';
  for (let i = 0; i < length; i += 1) out += REFERENCE_ALPHABET[digest[i]! % REFERENCE_ALPHABET.length];
  return out;
}

/** Order reference: 12 upper-case alphanumerics, non-sequential (G-38). */
export function orderReference(label: string): string {
  return hashedSymbols(`order:${label}`, 12);
}

/** Report ref_code: 'RPT' + 8 alphanumerics (G-38). */
export function reportReference(label: string): string {
  return `RPT${hashedSymbols(`report:${label}`, 8)}`;
}

// ---------------------------------------------------------------------------------------------
// Money in integer sen, never floating point.

/** 'RM' amount as a string with 2 decimals from sen. */
export function sen(value: number): string {
  if (!Number.isInteger(value)) throw new Error(`Demo seed: ${value} is not a whole number of sen`);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** round half up of `amountSen × percent / 100` (percent with up to 2 decimals, given in hundredths). */
export function percentOf(amountSen: number, percentHundredths: number): number {
  // amount × (p/100) / 100 → amount × p / 10_000, half-up on integers.
  return Math.floor((amountSen * percentHundredths + 5_000) / 10_000);
}

/**
 * ADR 047: a demo line's processing and service parts, in sen. A demo line's `agent_cost` is its
 * official fee; its surcharge (`additional_fee`, inside the fee) is passed through with it; the rest
 * of the fee is the firm's service. Delivery lines (service 4) are never settled: no parts.
 */
export function demoLineParts(line: { service: number; fee: number; agent_cost: number; additional_fee?: number }): { processing: number; service: number } {
  if (line.service === 4) return { processing: 0, service: 0 };
  const processing = Math.min(line.fee, line.agent_cost + (line.additional_fee ?? 0));
  return { processing, service: line.fee - processing };
}
