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
