import Decimal from 'decimal.js';
import { literal, Op } from 'sequelize';
import { getSequelize } from '../../db/database';

/** An amount as a two-decimal string, rounded half up (never through floats). */
export const toMoney = (value: Decimal.Value): string => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** A date (or date string) as an ISO-8601 instant; null stays null. */
export const iso = (value: Date | string | null | undefined): string | null => (value === null || value === undefined || value === '' ? null : new Date(value).toISOString());

/** One page of a list: its rows, the total in the database, and the window. */
export interface ListResult<T> {
  rows: T[];
  total: number;
  offset: number;
  limit: number;
}

/** `LIKE` operand that matches `text` literally anywhere ('!' escapes, the same on MySQL and SQLite). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/**
 * A where clause: any of `columns` contains `text` literally. A column is `name` on the queried table
 * or `alias.name` / `alias->nested.name` on an included one (as Sequelize names joined tables).
 */
export function likeAny(columns: readonly string[], text: string) {
  const sequelize = getSequelize();
  const pattern = sequelize.escape(containsPattern(text));
  const qi = sequelize.getQueryInterface();
  return { [Op.or]: columns.map((column) => literal(`${qi.quoteIdentifiers(column)} LIKE ${pattern} ESCAPE '!'`)) };
}

/**
 * The one "starts with" search of codes, numbers and e-mails (ADR 066): served by the column's index
 * where contains-LIKE reads every row. MySQL/MariaDB: `LIKE 'x%'` (case-insensitive collation). SQLite:
 * `GLOB 'x*'`, which its planner turns into an index range on a BINARY column (LIKE would need a
 * NOCASE index); GLOB is case-sensitive, so callers pass the stored case (references upper, e-mails lower).
 */
function startsWithSql(column: string, text: string): string {
  const sequelize = getSequelize();
  const quoted = sequelize.getQueryInterface().quoteIdentifiers(column);
  if (sequelize.getDialect() === 'sqlite') return `${quoted} GLOB ${sequelize.escape(`${text.replace(/[*?[]/g, (c) => `[${c}]`)}*`)}`;
  return `${quoted} LIKE ${sequelize.escape(`${text.replace(/[!%_]/g, (c) => `!${c}`)}%`)} ESCAPE '!'`;
}

/** A where clause: any of `columns` (as in likeAny) starts with `text` (ADR 066). */
export function startsWithAny(columns: readonly string[], text: string) {
  return { [Op.or]: columns.map((column) => literal(startsWithSql(column, text))) };
}

/**
 * A where clause: the row of `table` whose id is in `column` (for example `Order.user_id`) has one of
 * `columns` starting with one of `texts` — a subquery on those columns' indexes, so the list's own OR
 * of conditions stays on its table's indexes instead of a join read in full (ADR 066).
 */
export function idStartsWith(column: string, table: string, columns: readonly string[], texts: readonly string[]) {
  const qi = getSequelize().getQueryInterface();
  const tests = [...new Set(texts)].flatMap((text) => columns.map((name) => startsWithSql(name, text)));
  return literal(`${qi.quoteIdentifiers(column)} IN (SELECT ${qi.quoteIdentifier('id')} FROM ${qi.quoteIdentifier(table)} WHERE ${tests.join(' OR ')})`);
}

/** A where clause: the user in `column` has an e-mail starting with `email` (on users_email_uq). */
export function userEmailStartsWith(column: string, email: string) {
  return idStartsWith(column, 'users', ['email'], [email.toLowerCase()]);
}
