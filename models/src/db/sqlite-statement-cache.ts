/**
 * Statements kept prepared on a SQLite connection (ADR 089). node-sqlite3's `Database#all` prepares
 * a new statement for every query (on a libuv thread) and finalizes it afterwards — on the main
 * thread, under the connection's mutex, which another statement of the same connection may hold. A
 * statement kept prepared is bound and stepped again instead: no preparing and no finalizing per read
 * (measured A/B in ADR 089).
 *
 * Only the reads (`all`) of connections that live as long as the process (the autocommit one, the
 * console's lane) keep statements; a transaction's connection is closed after a few statements.
 * A statement is kept only when running it again means the same as preparing it again:
 *  - with values to bind (ADR 084's prepared reads): node-sqlite3 resets the statement and clears
 *    every earlier binding before binding them;
 *  - with none, when its SQL has no character a parameter could be written with (`? $ : @`), so no
 *    earlier binding can survive into it.
 * Others (Sequelize's inline-escaped finds with a date, a `?` in a literal) run as before. At most
 * `limit` statements are kept per connection, the least recently used finalized first; all of them
 * are finalized before the connection closes (SQLite refuses to close with statements open). A kept
 * statement that has run to completion holds no lock or snapshot, and SQLite prepares it again by
 * itself after a schema change.
 */
type Callback = (this: unknown, error: Error | null, rows?: unknown[]) => void;

interface SqliteStatement {
  all(...args: unknown[]): unknown;
  finalize(callback?: () => void): unknown;
}

interface SqliteConnection {
  all(sql: string, ...rest: unknown[]): unknown;
  prepare(sql: string, callback: (this: SqliteStatement, error: Error | null) => void): SqliteStatement;
  close(callback?: (error: Error | null) => void): unknown;
}

/** Statements kept per connection by default. */
export const KEPT_STATEMENTS = 200;
/**
 * Statements kept for one SQL: a statement runs one query at a time, so a read that every request
 * makes (the session, the page settings) would otherwise queue the concurrent requests behind each
 * other's turns of the main thread.
 */
export const KEPT_PER_SQL = 4;

const PARAMETER_CHARACTERS = /[?$:@]/;

function hasValues(values: unknown): boolean {
  if (Array.isArray(values)) return values.length > 0;
  return typeof values === 'object' && values !== null && Object.keys(values).length > 0;
}

export interface StatementCache {
  /** Keeps the reads of one connection prepared (once per connection). */
  attach(connection: object): void;
  /** Statements prepared for reads since the start (for tests). */
  readonly prepared: number;
}

/** The statements of one SQL: those free to run, and how many exist (free and running). */
interface Kept {
  idle: SqliteStatement[];
  size: number;
}

export function createStatementCache(limit = KEPT_STATEMENTS, perSql = KEPT_PER_SQL): StatementCache {
  let prepared = 0;
  return {
    get prepared() {
      return prepared;
    },
    attach(connection: object) {
      const target = connection as SqliteConnection;
      const all = target.all.bind(target);
      const close = target.close.bind(target);
      // Map order is use order: a use moves its SQL to the end; the first entry is the least recently used.
      const kept = new Map<string, Kept>();
      let total = 0;
      let closing = false;
      let pendingClose: (() => void) | null = null;
      /** Statements being prepared or run: the connection closes after the last. */
      let running = 0;
      const settled = () => {
        running -= 1;
        if (closing && running === 0) pendingClose?.();
      };

      const drop = (statement: SqliteStatement) => {
        total -= 1;
        statement.finalize();
      };
      /** Finalizes the least recently used SQL's free statements until at most `limit` are kept. */
      const shrink = () => {
        for (const [sql, entry] of kept) {
          if (total <= limit) return;
          while (entry.idle.length > 0 && total > limit) {
            drop(entry.idle.pop() as SqliteStatement);
            entry.size -= 1;
          }
          if (entry.size === 0) kept.delete(sql);
        }
      };
      /** Runs a kept statement (counted in `running`) and gives it back, or finalizes it, when its rows are in. */
      const run = (sql: string, entry: Kept, statement: SqliteStatement, args: unknown[]) => {
        const callback = args.at(-1) as Callback;
        const done = function (this: unknown, error: Error | null, rows?: unknown[]) {
          if (closing || kept.get(sql) !== entry) {
            entry.size -= 1;
            drop(statement);
          } else entry.idle.push(statement);
          settled();
          callback.call(this, error, rows);
        };
        statement.all(...args.slice(0, -1), done);
      };

      target.all = (sql: string, ...rest: unknown[]) => {
        const callback = rest.at(-1);
        const values = rest.length === 2 ? rest[0] : undefined;
        const keepable =
          !closing &&
          typeof sql === 'string' &&
          typeof callback === 'function' &&
          (rest.length === 1 || rest.length === 2) &&
          (hasValues(values) || !PARAMETER_CHARACTERS.test(sql));
        if (!keepable) return all(sql, ...rest);
        const args = values === undefined ? [callback] : [values, callback];
        let entry = kept.get(sql);
        if (entry) {
          kept.delete(sql);
          kept.set(sql, entry);
          const free = entry.idle.pop();
          if (free) {
            running += 1;
            run(sql, entry, free, args);
            return connection;
          }
          // Every statement of this SQL is running: one more, up to perSql; past that, as before.
          if (entry.size >= perSql) return all(sql, ...rest);
        } else {
          entry = { idle: [], size: 0 };
          kept.set(sql, entry);
        }
        const owner = entry;
        owner.size += 1;
        total += 1;
        prepared += 1;
        running += 1;
        const statement = target.prepare(sql, (error) => {
          if (error) {
            owner.size -= 1;
            total -= 1;
            if (owner.size === 0 && kept.get(sql) === owner) kept.delete(sql);
            settled();
            (callback as Callback).call(statement, error);
            return;
          }
          run(sql, owner, statement, args);
        });
        shrink();
        return connection;
      };

      target.close = (callback?: (error: Error | null) => void) => {
        closing = true;
        for (const entry of kept.values()) for (const statement of entry.idle.splice(0)) drop(statement);
        kept.clear();
        // A running statement is finalized when its rows are in; close after the last (its finalize is queued first).
        if (running === 0) return close(callback);
        pendingClose = () => {
          pendingClose = null;
          close(callback);
        };
        return connection;
      };
    },
  };
}
