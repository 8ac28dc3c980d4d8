import { literal, Op, QueryTypes, type Attributes, type CountOptions, type Model, type ModelStatic, type Sequelize, type Transaction, type WhereOptions } from 'sequelize';
import { bound } from '../../db/prepared-read';
import { getSequelize } from '../../db/database';

/** One COUNT as its model and the options `Model.count` would take (where, include). */
export interface CountQuery {
  model: ModelStatic<Model>;
  options?: Pick<CountOptions, 'where' | 'include'>;
}

/** A CountQuery of `model` (typed for any model class). */
export const countOf = <M extends Model>(model: ModelStatic<M>, options: CountQuery['options'] = {}): CountQuery => ({ model: model as unknown as ModelStatic<Model>, options });

/** Sequelize's model internals that `Model.count` runs before it writes its SELECT (sequelize 6). */
interface ModelInternals {
  _injectScope(options: object): void;
  _conformIncludes(options: object, model: unknown): void;
  _expandIncludeAll(options: object): void;
  _validateIncludedElements(options: object): void;
  queryGenerator: { selectQuery(table: unknown, options: object, model: unknown): string };
}

/**
 * The SELECT that `model.count(options)` would run, without running it: the same scope, include and
 * where handling as Sequelize's own count (its values escaped by Sequelize), counting rows, or the
 * model's primary key when there is a join (as Model.count does).
 */
export function countStatement({ model, options = {} }: CountQuery): string {
  const internals = model as unknown as ModelInternals;
  const sequelize = getSequelize();
  const built: Record<string, unknown> = { ...options, raw: true, plain: true, includeIgnoreAttributes: false, limit: null, offset: null, order: null };
  internals._injectScope(built);
  internals._conformIncludes(built, model);
  if (built.include) {
    internals._expandIncludeAll(built);
    internals._validateIncludedElements(built);
  }
  const counted = built.include ? sequelize.col(`${model.name}.${model.primaryKeyAttribute}`) : sequelize.literal('*');
  built.attributes = [[sequelize.fn('count', counted), 'count']];
  const generator = (model as unknown as { queryGenerator: ModelInternals['queryGenerator'] }).queryGenerator;
  return generator.selectQuery(model.getTableName(), built, model).replace(/;\s*$/, '');
}

/**
 * Several counts in one statement (issue 17: a page's fixed reads are few statements, not one per
 * number): `SELECT (count 1) AS a, (count 2) AS b, …`, each a scalar subquery built as `countStatement`
 * builds it, so the rules stay the Sequelize where-objects of the operation that owns them.
 */
export async function countTogether<K extends string>(counts: Record<K, CountQuery | null>, options: { transaction?: Transaction } = {}): Promise<Record<K, number>> {
  return runTogether(togetherStatement(counts), undefined, options.transaction);
}

interface TogetherStatement {
  names: string[];
  /** The counts asked (not null), in the order of the SELECT's columns c0, c1, … */
  asked: string[];
  sql: string;
}

function togetherStatement(counts: Record<string, CountQuery | null>): TogetherStatement {
  const names = Object.keys(counts);
  const asked = names.filter((name) => counts[name] !== null);
  return { names, asked, sql: `SELECT ${asked.map((name, i) => `(${countStatement(counts[name]!)}) AS c${i}`).join(', ')}` };
}

async function runTogether<K extends string>({ names, asked, sql }: TogetherStatement, bind: number[] | undefined, transaction: Transaction | undefined): Promise<Record<K, number>> {
  const result: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
  if (asked.length > 0) {
    const [row] = await getSequelize().query<Record<string, unknown>>(sql, { type: QueryTypes.SELECT, bind, transaction });
    asked.forEach((name, i) => {
      result[name] = Number(row?.[`c${i}`] ?? 0);
    });
  }
  return result as Record<K, number>;
}

/** The owner's id in the counts given to countTogetherFor: positional bind parameter $1. */
export type OwnerId = { [Op.eq]: ReturnType<typeof literal> };
const OWNER: OwnerId = bound(1);

/** The statements of countTogetherFor per Sequelize instance (a test's database keeps its own), by key. */
const preparedTogether = new WeakMap<Sequelize, Map<string, TogetherStatement & { bindsOwner: boolean }>>();

/**
 * countTogether for counts that differ between calls only by one owner's id (the shell's dots and the
 * dashboard's cards, on every signed-in page; issue 17, as ADR 084's prepared reads): `build` gets
 * the owner as a bind parameter and runs once per `key` and database; later calls run the statement
 * it gave with `ownerId` bound, without building the counts' SQL again. The key names everything
 * else the counts depend on (the role); `build` never sees the id, so no owner's value is written
 * into the statement kept for the others.
 */
export async function countTogetherFor<K extends string>(
  key: string,
  ownerId: number,
  build: (owner: OwnerId) => Record<K, CountQuery | null>,
  options: { transaction?: Transaction } = {},
): Promise<Record<K, number>> {
  if (!Number.isSafeInteger(ownerId)) throw new TypeError(`countTogetherFor(${key}): the owner's id must be an integer`);
  const sequelize = getSequelize();
  let statements = preparedTogether.get(sequelize);
  if (!statements) preparedTogether.set(sequelize, (statements = new Map()));
  let together = statements.get(key);
  if (!together) {
    const made = togetherStatement(build(OWNER));
    // Counts that never name the owner (a staff role's queues) bind nothing: SQLite refuses a value with no parameter.
    together = { ...made, bindsOwner: /\$1(?!\d)/.test(made.sql) };
    statements.set(key, together);
  }
  return runTogether<K>(together, together.bindsOwner ? [ownerId] : undefined, options.transaction);
}

/**
 * The exact number of rows whose `column` equals `value`, for a column nearly every row shares and
 * that leads an index (the console's unfiltered lists: successful payments, 'ip' records; ADR 081).
 * SQLite counts a whole table from its b-tree's pages without reading its entries one by one, so the
 * table's count less the rows on either side of the value (two index ranges over the few others)
 * stays flat with the table's size, where counting the value reads one index entry per matching row.
 * `column` must be NOT NULL (a NULL is on neither side). InnoDB reads every entry of an index to
 * count a table, so MySQL and MariaDB count the value itself. The others still cost one index entry
 * each, so the hot ones are kept by triggers on SQLite (`<table>.<column>=<value>` in kept_counts,
 * ADR 087) and read as one row.
 */
export async function countMostlyEqual<M extends Model>(model: ModelStatic<M>, column: keyof Attributes<M> & string, value: string | number, options: { transaction?: Transaction } = {}): Promise<number> {
  if (getSequelize().getDialect() !== 'sqlite') return model.count({ where: { [column]: value } as WhereOptions<M>, transaction: options.transaction });
  // ADR 087 addendum: the number kept by triggers when a migration keeps it (migration 0072), else all less the others.
  return keptCount(
    `${model.getTableName() as string}.${column}=${value}`,
    async () => {
      const { all, below, above } = await countTogether(
        {
          all: countOf(model),
          below: countOf(model, { where: { [column]: { [Op.lt]: value } } }),
          above: countOf(model, { where: { [column]: { [Op.gt]: value } } }),
        },
        options,
      );
      return all - below - above;
    },
    options,
  );
}

/**
 * A number SQLite keeps in `kept_counts` (ADR 087: triggers on the counted table add or take one in
 * the writing statement's transaction, whoever writes), read as one primary-key lookup. `count` answers
 * the same number by counting: on MySQL and MariaDB (no triggers there), and on a database whose row
 * is missing.
 */
export async function keptCount(name: string, count: () => Promise<number>, options: { transaction?: Transaction } = {}): Promise<number> {
  return (await keptNumber(name, options)) ?? count();
}

/**
 * The number SQLite keeps in `kept_counts` under `name` (a count, ADR 087, or a change counter,
 * ADR 090), as one primary-key lookup; null on MySQL and MariaDB (no triggers there) and when the
 * database has no such row.
 */
export async function keptNumber(name: string, options: { transaction?: Transaction } = {}): Promise<number | null> {
  const sequelize = getSequelize();
  if (sequelize.getDialect() !== 'sqlite') return null;
  const [row] = await sequelize.query<{ count: number | string }>('SELECT "count" FROM "kept_counts" WHERE "name" = ?', {
    type: QueryTypes.SELECT,
    replacements: [name],
    transaction: options.transaction,
  });
  return row ? Number(row.count) : null;
}
