import { IndexHints, literal, Op, type FindOptions, type Model, type ModelStatic, type WhereOptions } from 'sequelize';

/** A stable list order: the sort field, then id the same way (stableOrder, ipRecordQuery). */
export type KeysetOrder = readonly (readonly [string, 'ASC' | 'DESC'])[];

/** Where the previous batch ended: its last row's sort value and id. */
export interface KeysetCursor {
  value: unknown;
  id: number;
}

export interface KeysetBatch<M> {
  rows: M[];
  /** The cursor after the batch's last row (null when it is empty). */
  last: KeysetCursor | null;
}

/**
 * One batch of a long list read in its stable order (sort field, then id the same way) after `after`,
 * each batch starting where the previous one ended in the sort's index, so the last batch costs what
 * the first does: an OFFSET re-reads every row before it, and a million-row export took quadratic
 * time (issue 17). `read(where, limit)` runs the list's own query, in the list's order, with `where`
 * added (none for the first batch).
 *
 * NULL sorts first ascending and last descending on SQLite and MySQL/MariaDB, so a nullable field's
 * rows come in two runs — the NULLs by id, the values by (value, id) — and each run is read by a
 * condition the index can seek to (a batch that ends one run goes on into the next). Within the values,
 * SQLite seeks by a row value `(field, id) > (v, k)`; MySQL/MariaDB, which cannot, by
 * `field > v OR (field = v AND id > k)` through the index named by `keysetIndex`.
 */
export async function keysetBatch<M extends Model & { id: number }>(
  model: ModelStatic<M>,
  order: KeysetOrder,
  after: KeysetCursor | null,
  limit: number,
  read: (where: WhereOptions | null, limit: number) => Promise<M[]>,
): Promise<KeysetBatch<M>> {
  const [field, direction] = order[0]!;
  const up = direction === 'ASC';
  const idAfter = (id: number) => ({ id: { [up ? Op.gt : Op.lt]: id } });
  const isNull = { [field]: { [Op.is]: null } };
  const runs: (WhereOptions | null)[] = [];
  if (!after) runs.push(null);
  else if (field === 'id') runs.push(idAfter(after.id));
  else if (after.value === null || after.value === undefined) {
    runs.push({ [Op.and]: [isNull, idAfter(after.id)] });
    if (up) runs.push({ [field]: { [Op.not]: null } });
  } else {
    runs.push(valuesAfter(model, field, up, after));
    if (!up) runs.push(isNull);
  }
  const rows: M[] = [];
  for (const where of runs) {
    rows.push(...(await read(where, limit - rows.length)));
    if (rows.length >= limit) break;
  }
  const last = rows.at(-1);
  return { rows, last: last ? { value: last.get(field) ?? null, id: last.id } : null };
}

/** The non-null values after (v, k): a row value on SQLite, the equivalent disjunction elsewhere. */
function valuesAfter(model: ModelStatic<Model>, field: string, up: boolean, after: KeysetCursor): WhereOptions {
  const sequelize = model.sequelize!;
  if (sequelize.getDialect() === 'sqlite') {
    const q = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
    const column = (name: string) => `${q(model.name)}.${q(name)}`;
    const value = sequelize.escape(after.value as string);
    return literal(`(${column(field)}, ${column('id')}) ${up ? '>' : '<'} (${value}, ${Math.trunc(after.id)})`) as unknown as WhereOptions;
  }
  const beyond = up ? Op.gt : Op.lt;
  return { [Op.or]: [{ [field]: { [beyond]: after.value } }, { [Op.and]: [{ [field]: after.value }, { id: { [beyond]: after.id } }] }] };
}

/**
 * MySQL/MariaDB: read a keyset batch through the sort's own index. Where most rows come before the
 * cursor, MariaDB costs the sort index's equality prefix (`ref`, read from the list's start) the same
 * as the keyset's range (read from the cursor) and takes the former, so every batch re-read the rows
 * before it again (30 ms against 5 ms at 30,000 rows, growing with the list); the hint leaves it the
 * range. SQLite has no hints and seeks by the row value itself.
 */
export function keysetIndex(index: string): Pick<FindOptions, 'indexHints'> {
  return { indexHints: [{ type: IndexHints.FORCE, values: [index] }] };
}
