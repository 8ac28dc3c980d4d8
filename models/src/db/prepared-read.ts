import { fn, literal, Op, type Includeable, type Model, type ModelStatic, type Sequelize, type Transaction, type WhereOptions } from 'sequelize';

/**
 * Model reads whose statement is made once (issue 17). Every Sequelize find clones its options,
 * validates and expands its includes and generates its SQL again — about 0.4 ms of the 0.8 ms a
 * session read with its two users takes, on every signed-in page, for the same statement. A prepared
 * read runs the find the first time, keeps the statement and the options Sequelize ran it with, and
 * later runs that statement with those options through `sequelize.query`: the same rows, model
 * instances, includes and dialect type parsing, and the same hooks around each query (statement
 * counts see it), without building the find again.
 *
 * The find's varying values are positional bind parameters, each used once and in order:
 * `bound(1)` (`= $1`) in its `where`, the values given to `preparedRead`. A find
 * whose SQL Sequelize would make differently for other values (an IN list, a null compared with IS) is
 * not a prepared read. It must run one SELECT (no `separate` include) and its model no find hooks.
 * The statement is the SQL that ran: SQLite runs `$1` as written; MySQL and MariaDB run `?`, which is
 * written back as `$1`… only when the SQL has exactly one `?` per value and binding them again gives the
 * SQL and parameters that ran. Otherwise every call runs the find. A call whose values are not all
 * distinct (a user id equal to a service id) runs the find and decides nothing: a later call decides.
 */

/** `= $position` (or `<= $position` with `Op.lte`) in a prepared read's `where`: the value given at that place of its values. */
export function bound<O extends typeof Op.eq | typeof Op.lte = typeof Op.eq>(position: number, operator?: O): { [K in O]: ReturnType<typeof literal> } {
  return { [operator ?? Op.eq]: literal(`$${position}`) } as { [K in O]: ReturnType<typeof literal> };
}

/** What a prepared read's find is given: spread into its own options. */
export interface PreparedCall {
  /** The values; none (undefined) for a find without parameters, so a `$` in its SQL is never read as one. */
  bind: unknown[] | undefined;
  transaction?: Transaction;
  logging: (sql: string, options?: unknown) => void;
}

interface Statement {
  sql: string;
  options: Record<string, unknown>;
}

/** Options a query is given per call or per connection (the SQLite connection manager adds its own), never kept. */
const PER_CALL = ['logging', 'bind', 'replacements', 'transaction', 'uuid', 'storage', 'inMemory', 'readWriteMode'];

const kept = new WeakMap<Sequelize, Map<string, Statement | null>>();

interface Internals {
  dialect: { Query: { formatBindParameters(sql: string, bind: unknown, dialect: string): [string, unknown] } };
  options: { dialect: string; logging?: unknown };
}

const EXECUTING = /^Executing \([^)]*\): /;

/** The statement of the one query a find ran with `values`, or null when it cannot be run again as it is. */
function statementOf(sequelize: Sequelize, ran: string, options: Record<string, unknown>, values: readonly unknown[]): Statement | null {
  if (options.type !== 'SELECT' || !options.model || !/^SELECT /.test(ran)) return null;
  const internals = sequelize as unknown as Internals;
  let sql = ran;
  if (values.length > 0 && !ran.includes('$1')) {
    const parts = ran.split('?');
    if (parts.length !== values.length + 1) return null;
    sql = parts.reduce((joined, part, index) => `${joined}$${index}${part}`);
  }
  const [formatted, bound] = internals.dialect.Query.formatBindParameters(sql, values.length > 0 ? [...values] : undefined, internals.options.dialect);
  if (formatted !== ran) return null;
  if (Array.isArray(bound) && (bound.length !== values.length || bound.some((value, index) => value !== values[index]))) return null;
  const keptOptions: Record<string, unknown> = { ...options };
  for (const key of PER_CALL) delete keptOptions[key];
  return { sql, options: keptOptions };
}

/**
 * Runs `read` (one find of one model of `sequelize`, its values as `$1`… bind parameters) the first
 * time for `key`, then its statement. `read` spreads the call into its find's options.
 */
export async function preparedRead<T>(
  sequelize: Sequelize,
  key: string,
  values: readonly unknown[],
  transaction: Transaction | null | undefined,
  read: (call: PreparedCall) => Promise<T>,
): Promise<T> {
  let statements = kept.get(sequelize);
  if (!statements) {
    statements = new Map();
    kept.set(sequelize, statements);
  }
  const statement = statements.get(key);
  const bind = values.length > 0 ? [...values] : undefined;
  if (statement) return sequelize.query(statement.sql, { ...statement.options, bind, transaction: transaction ?? undefined }) as Promise<T>;
  const log = defaultLogging(sequelize);
  if (statement === null) return read({ bind, transaction: transaction ?? undefined, logging: log });
  const ran: { sql: string; options: Record<string, unknown> }[] = [];
  const result = await read({
    bind,
    transaction: transaction ?? undefined,
    logging: (message, options) => {
      ran.push({ sql: message.replace(EXECUTING, ''), options: (options ?? {}) as Record<string, unknown> });
      log(message, options);
    },
  });
  const [only] = ran;
  // Two values the same cannot tell which parameter is which: decided by a later call, whose values differ.
  if (new Set(values).size === values.length) statements.set(key, ran.length === 1 && only ? statementOf(sequelize, only.sql, only.options, values) : null);
  return result;
}

/**
 * How many of `model`'s rows match `where` (its varying values written `$1`…, given in `values`), as a
 * prepared read: `SELECT count(*)` through a find, which a prepared read can keep (Model.count cannot:
 * it is not a find of the model).
 */
export async function preparedCount(
  model: ModelStatic<Model>,
  key: string,
  values: readonly unknown[],
  transaction: Transaction | null | undefined,
  where: WhereOptions,
  include?: Includeable[],
): Promise<number> {
  const [row] = (await preparedRead(model.sequelize as Sequelize, key, values, transaction, (call) =>
    model.findAll({ attributes: [[fn('count', literal('*')), 'count']], where, ...(include ? { include } : {}), raw: true, ...call }),
  )) as unknown as { count: number | string }[];
  return Number(row?.count ?? 0);
}

/** A column giving every row of a page the number of rows its find matches (before LIMIT): see `totalOf`. */
export const TOTAL_ROWS = 'count(*) OVER ()';

/** The window of one page: what a paged find reads. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/**
 * One page of a list whose `where` binds `values` (`$1`…): the count (`countKey`) and the first page
 * of each size (`pageKey`.size) are prepared reads; a later page runs the same find with the values
 * bound, so no statement is kept per page number. `requested` past the last page reads the last; one
 * that is not a whole number from 1 reads the first. `find` spreads the call into its options.
 * Without keys (`prepared: false`) the `where` has its values inline (a search's text, where a `$`
 * must never be read as a parameter): the same page rule, and nothing kept.
 */
export async function preparedPage<T>(input: {
  model: ModelStatic<Model>;
  transaction: Transaction | null | undefined;
  where: WhereOptions;
  /** The joins a row must have to count (required includes, no attributes). */
  countInclude?: Includeable[];
  requested: number;
  perPage: number;
  find: (window: PageWindow, call: Partial<PreparedCall>) => Promise<T[]>;
} & (
  | { prepared?: true; countKey: string; pageKey: string; values: readonly unknown[] }
  | {
      prepared: false;
      /**
       * The total a page's rows carry (their find reads `TOTAL_ROWS`): the requested page is read first
       * and counted with it — a search's condition is evaluated once, not once for a count and again
       * for the page; it is counted alone only when that page is empty (past the end, or nothing found).
       */
      totalOf?: (rows: T[]) => number;
    }
)): Promise<{ rows: T[]; total: number; page: number }> {
  const { transaction, perPage } = input;
  const requested = Number.isInteger(input.requested) && input.requested >= 1 ? input.requested : 1;
  if (input.prepared === false && input.totalOf) {
    const rows = await input.find({ offset: (requested - 1) * perPage, limit: perPage }, { transaction: transaction ?? undefined });
    if (rows.length > 0) return { rows, total: input.totalOf(rows), page: requested };
    if (requested === 1) return { rows, total: 0, page: 1 };
  }
  const total =
    input.prepared === false
      ? await input.model.count({ where: input.where, ...(input.countInclude ? { include: input.countInclude } : {}), transaction: transaction ?? undefined })
      : await preparedCount(input.model, input.countKey, input.values, transaction, input.where, input.countInclude);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(requested, lastPage);
  if (total === 0) return { rows: [], total, page };
  const window = { offset: (page - 1) * perPage, limit: perPage };
  if (input.prepared === false) return { rows: await input.find(window, { transaction: transaction ?? undefined }), total, page };
  const { values } = input;
  const rows =
    page === 1
      ? await preparedRead(input.model.sequelize as Sequelize, `${input.pageKey}.${perPage}`, values, transaction, (call) => input.find(window, call))
      : await input.find(window, { bind: [...values], transaction: transaction ?? undefined });
  return { rows, total, page };
}

/** The SQL a prepared read of `key` runs on `sequelize` (none while it has not run, or runs its find every time). */
export function keptStatement(sequelize: Sequelize, key: string): string | null {
  return kept.get(sequelize)?.get(key)?.sql ?? null;
}

/** The instance's own logging (off in production and tests), called as Sequelize calls it. */
function defaultLogging(sequelize: Sequelize): (message: string, options?: unknown) => void {
  const logging = (sequelize as unknown as Internals).options.logging;
  return typeof logging === 'function' ? (message, options) => (logging as (m: string, o?: unknown) => void)(message, options) : () => undefined;
}
