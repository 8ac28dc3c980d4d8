import { QueryTypes, type Sequelize } from 'sequelize';
import { getSequelize } from '../../db/database';
import { keptStatement } from '../../db/prepared-read';
import { SOLD_ROWS_KEY, soldServiceRows, type CatalogueOptions } from './price-sheet';

/**
 * soldLinesFingerprint (issue 17): everything the sold lines are — every column of soldServiceRows'
 * rows — as one string the database writes, for getFromPrice's key. Reading the rows themselves meant
 * decoding 72 rows of 34 columns (about 127 KB of prices, rules and labels as JSON) on every landing
 * page only to compare them with the last ones: about 2 of the landing's 5 ms of CPU.
 *
 * The database runs soldServiceRows' own statement (its prepared read) inside one that writes each
 * value with QUOTE — the SQL literal of the stored value: quotes doubled (MySQL: escaped), NULL as
 * NULL, a BLOB in hex — joins a row's values with ',' and the rows with ';', and counts them. Values
 * are delimited by their quotes, so two different sets of stored values never write the same string:
 * any change to a sold line, a line that starts or stops being sold included, is a new key. (A row
 * order that differs between two reads only makes a new key too: a price computed again, never a stale
 * one.) On MySQL and MariaDB the string's length is checked against the sum of its parts:
 * GROUP_CONCAT is cut at group_concat_max_len, and a cut string is never a key.
 *
 * Before the rows' statement is known (the first call), on a dialect without QUOTE and GROUP_CONCAT,
 * and after a cut string, the key is the rows themselves, as getFromPrice read them before.
 */

/** The fingerprint statement of each database; null when it has none (the rows are read instead). */
const statements = new WeakMap<Sequelize, string | null>();

function fingerprintStatement(sequelize: Sequelize, rowsSql: string, columns: readonly string[]): string | null {
  const source = rowsSql.trim().replace(/;$/, '');
  const queryInterface = sequelize.getQueryInterface();
  const quoted = columns.map((column) => `QUOTE(${queryInterface.quoteIdentifier(column)})`);
  const dialect = sequelize.getDialect();
  if (dialect === 'sqlite') {
    // SQLite never cuts a string (one longer than its limit is an error), and checking the length
    // would write every value twice: SQLite flattens the subquery a row's string would come from.
    return `SELECT count(*) AS n, group_concat(${quoted.join(` || ',' || `)}, ';') AS digest, 1 AS complete FROM (${source}) AS sold`;
  }
  if (dialect === 'mysql' || dialect === 'mariadb') {
    const row = `CONCAT(${quoted.join(`, ',', `)})`;
    return `SELECT n, digest, CHAR_LENGTH(digest) = expected AS complete FROM (SELECT COUNT(*) AS n, GROUP_CONCAT(r SEPARATOR ';') AS digest, SUM(CHAR_LENGTH(r)) + COUNT(*) - 1 AS expected FROM (SELECT ${row} AS r FROM (${source}) AS sold) AS \`lines\`) AS f`;
  }
  return null;
}

export async function soldLinesFingerprint(options: CatalogueOptions = {}): Promise<string> {
  const sequelize = getSequelize();
  const statement = statements.get(sequelize);
  if (statement) {
    const [row] = await sequelize.query<{ n: number | string; digest: string | null; complete: number | string | null }>(statement, {
      type: QueryTypes.SELECT,
      transaction: options.transaction,
    });
    if (row && Number(row.n) === 0) return 'lines:0';
    if (row && Number(row.complete) === 1 && typeof row.digest === 'string') return `lines:${row.n}:${row.digest}`;
    statements.set(sequelize, null);
  }
  const rows = await soldServiceRows(options);
  const [first] = rows;
  if (statement === undefined && first) {
    const rowsSql = keptStatement(sequelize, SOLD_ROWS_KEY);
    const made = rowsSql ? fingerprintStatement(sequelize, rowsSql, Object.keys(first)) : null;
    statements.set(sequelize, made);
    // The first key is already the database's string, so the next call finds it (not one more miss).
    if (made) return soldLinesFingerprint(options);
  }
  return `rows:${JSON.stringify(rows)}`;
}
