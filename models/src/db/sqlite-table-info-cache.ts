/**
 * Sequelize's SQLite dialect asks `PRAGMA table_info` of every table a SELECT reads, before the
 * SELECT, on every query (to convert the answer's column types) — one more round trip through
 * libuv's thread pool per table per query, the same answer every time. This keeps the answers per
 * database (all its connections) and forgets them all when any connection changes a schema
 * (CREATE, ALTER, DROP: migrations, tests that build tables).
 */
type Callback = (this: unknown, error: Error | null, rows?: unknown[]) => void;
type Method = (sql: string, ...rest: unknown[]) => unknown;
interface SqliteMethods {
  all: Method;
  run: Method;
  exec: Method;
}

const TABLE_INFO = /^PRAGMA table_info\(`([^`]+)`\)$/i;
const SCHEMA_CHANGE = /^\s*(CREATE|ALTER|DROP)\b/i;

export interface TableInfoCache {
  /** Wraps one connection's all / run / exec (once per connection). */
  attach(connection: object): void;
  /** How many table_info questions reached SQLite (for tests). */
  readonly asked: number;
}

export function createTableInfoCache(): TableInfoCache {
  const answers = new Map<string, unknown[]>();
  let asked = 0;
  const forgetOnSchemaChange = (sql: unknown) => {
    if (typeof sql === 'string' && SCHEMA_CHANGE.test(sql)) answers.clear();
  };
  return {
    get asked() {
      return asked;
    },
    attach(connection: object) {
      const target = connection as SqliteMethods;
      const all = target.all.bind(target);
      const run = target.run.bind(target);
      const exec = target.exec.bind(target);
      target.all = (sql: string, ...rest: unknown[]) => {
        const table = typeof sql === 'string' ? TABLE_INFO.exec(sql)?.[1] : undefined;
        const callback = rest.at(-1);
        if (table !== undefined && rest.length === 1 && typeof callback === 'function') {
          const known = answers.get(table);
          if (known) {
            queueMicrotask(() => (callback as Callback).call(connection, null, known));
            return connection;
          }
          asked += 1;
          return all(sql, (error: Error | null, rows?: unknown[]) => {
            if (!error && rows && rows.length > 0) answers.set(table, rows);
            (callback as Callback).call(connection, error, rows);
          });
        }
        forgetOnSchemaChange(sql);
        return all(sql, ...rest);
      };
      target.run = (sql: string, ...rest: unknown[]) => {
        forgetOnSchemaChange(sql);
        return run(sql, ...rest);
      };
      target.exec = (sql: string, ...rest: unknown[]) => {
        forgetOnSchemaChange(sql);
        return exec(sql, ...rest);
      };
    },
  };
}
