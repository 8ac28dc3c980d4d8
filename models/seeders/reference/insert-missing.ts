import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/**
 * The one write primitive of the reference seeds: insert the rows of `table` whose natural key
 * is not there yet, in chunks, with the seed's transaction. Works the same on SQLite and
 * MySQL/MariaDB (plain query-interface calls; JSON columns are passed already encoded by the
 * caller with `json()`). Existing rows are never updated: an edited value survives a re-run.
 */
export type Row = Record<string, unknown>;

const CHUNK = 250;

/** JSON column value as stored (JSON text), identical on every dialect. */
export const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

export async function selectAll(sequelize: Sequelize, table: string, columns: string[], transaction: Transaction): Promise<Row[]> {
  const qi = sequelize.getQueryInterface();
  const cols = columns.map((c) => qi.quoteIdentifier(c)).join(', ');
  return sequelize.query<Row>(`SELECT ${cols} FROM ${qi.quoteIdentifier(table)}`, { type: QueryTypes.SELECT, transaction });
}

export const keyOf = (row: Row, keyColumns: string[]): string => keyColumns.map((c) => String(row[c])).join('\u0000');

/** Inserts the missing rows (by `keyColumns`), adding created_at/updated_at. Returns how many were inserted. */
export async function insertMissing(
  sequelize: Sequelize,
  transaction: Transaction,
  table: string,
  keyColumns: string[],
  rows: Row[],
): Promise<number> {
  const existing = new Set((await selectAll(sequelize, table, keyColumns, transaction)).map((r) => keyOf(r, keyColumns)));
  const now = new Date();
  const missing: Row[] = [];
  for (const row of rows) {
    const key = keyOf(row, keyColumns);
    if (existing.has(key)) continue;
    existing.add(key);
    missing.push({ ...row, created_at: now, updated_at: now });
  }
  const qi = sequelize.getQueryInterface();
  for (let i = 0; i < missing.length; i += CHUNK) {
    await qi.bulkInsert(table, missing.slice(i, i + CHUNK), { transaction });
  }
  return missing.length;
}

/** Map natural key → id of the rows of `table`. */
export async function idsByKey(sequelize: Sequelize, transaction: Transaction, table: string, keyColumns: string[]): Promise<Map<string, number>> {
  const rows = await selectAll(sequelize, table, ['id', ...keyColumns], transaction);
  return new Map(rows.map((r) => [keyOf(r, keyColumns), Number(r.id)]));
}
