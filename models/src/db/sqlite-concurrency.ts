import { AsyncLocalStorage } from 'node:async_hooks';
import type { Sequelize, Transaction, TransactionOptions } from 'sequelize';
import { currentConnectionLane } from './connection-lane';
import { createStatementCache, type StatementCache } from './sqlite-statement-cache';
import { createTableInfoCache, type TableInfoCache } from './sqlite-table-info-cache';

/** How long a SQLite connection waits for another writer's lock before SQLITE_BUSY (ADR 022). */
export const SQLITE_BUSY_TIMEOUT_MS = 15_000;

/**
 * The page cache of a file database's connection, in KiB (ADR 081): SQLite's default is 2 MiB, less
 * than the indexes a console list counts over at 1,000× the demo data, so every count read its pages
 * back from the operating system. The cache fills only as pages are read; the connection that serves
 * reads outside transactions keeps it, a transaction's connection is closed with it.
 */
export const SQLITE_CACHE_KIB = 64 * 1024;

interface SqliteDatabase {
  configure(option: 'busyTimeout', value: number): void;
  run(sql: string, callback?: (error: Error | null) => void): unknown;
}
interface ConnectionManager {
  getConnection(options?: { uuid?: string }): Promise<SqliteDatabase>;
}

/** A first-come, first-served lock: `acquire()` resolves with its release function. */
function createLock() {
  let tail: Promise<void> = Promise.resolve();
  return {
    acquire(): Promise<() => void> {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const granted = tail.then(() => {
        let done = false;
        return () => {
          if (done) return;
          done = true;
          release();
        };
      });
      tail = tail.then(() => held);
      return granted;
    },
  };
}

/**
 * The embedded default (SQLite) under ordinary concurrency (issue 11, ADR 022):
 * - every connection Sequelize opens (one per transaction, one for autocommit statements) waits up
 *   to SQLITE_BUSY_TIMEOUT_MS for a lock instead of failing at once with SQLITE_BUSY, and a file
 *   database runs in WAL mode (readers never wait for the writer, nor the writer for readers) with a
 *   page cache of SQLITE_CACHE_KIB (ADR 081); work run in a connection lane (the console's requests)
 *   reads outside transactions through the lane's own connection (ADR 085);
 * - the transactions of this process run one at a time: SQLite has a single writer anyway, and
 *   queueing them here, before BEGIN, keeps waiting writers from filling libuv's few threads with
 *   busy-waits while the lock holder needs a thread to finish. Another process (the jobs worker)
 *   is covered by the busy timeout. The lock is released when the transaction's connection is let
 *   go (commit or rollback), before its after-commit hooks (mails) run; a transaction started while
 *   this async context already holds the lock (a savepoint, or a rare nested call) does not wait
 *   for itself.
 */
/** What tuneSqlite attached, for tests: the table_info answers and the kept statements. */
export interface SqliteTuning {
  tableInfo: TableInfoCache;
  statements: StatementCache;
}

export function tuneSqlite(sequelize: Sequelize, options: { file: boolean }): SqliteTuning {
  const manager = (sequelize as unknown as { connectionManager: ConnectionManager }).connectionManager;
  const configured = new WeakSet<object>();
  // Sequelize's per-query PRAGMA table_info, answered once per table (sqlite-table-info-cache.ts).
  const tableInfo = createTableInfoCache();
  // The reads of the connections that live as long as the process, kept prepared (ADR 089).
  const statements = createStatementCache();
  const getConnection = manager.getConnection.bind(manager);
  manager.getConnection = async (connectionOptions?: { uuid?: string }) => {
    // A statement outside a transaction (no uuid, or Sequelize's 'default') run in a lane takes the lane's connection (ADR 085).
    const lane = currentConnectionLane();
    const own = connectionOptions?.uuid !== undefined && connectionOptions.uuid !== 'default';
    const connection = await getConnection(lane && !own ? { ...connectionOptions, uuid: `lane:${lane}` } : connectionOptions);
    if (!configured.has(connection)) {
      configured.add(connection);
      // Kept statements under the table_info answers, which never reach SQLite once known.
      if (!own) statements.attach(connection);
      tableInfo.attach(connection);
      connection.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      if (options.file) {
        // Persistent in the file once set; cheap to repeat. A failure (another writer mid-switch) only means a later connection sets it.
        connection.run('PRAGMA journal_mode=WAL', () => undefined);
        connection.run('PRAGMA synchronous=NORMAL', () => undefined);
        connection.run(`PRAGMA cache_size=-${SQLITE_CACHE_KIB}`, () => undefined);
      }
    }
    return connection;
  };

  const lock = createLock();
  const holding = new AsyncLocalStorage<{ held: boolean }>();
  const transaction = sequelize.transaction.bind(sequelize) as (options?: TransactionOptions, callback?: (t: Transaction) => Promise<unknown>) => Promise<unknown>;

  const serialised = async (optionsOrCallback?: TransactionOptions | ((t: Transaction) => Promise<unknown>), maybeCallback?: (t: Transaction) => Promise<unknown>) => {
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
    const transactionOptions = typeof optionsOrCallback === 'function' ? undefined : optionsOrCallback;
    if (transactionOptions?.transaction || holding.getStore()?.held) return transaction(transactionOptions, callback);
    const release = await lock.acquire();
    const state = { held: true };
    const letGo = () => {
      state.held = false;
      release();
    };
    const releaseWith = (t: Transaction) => {
      const target = t as unknown as { cleanup(): void; forceCleanup(): Promise<void> };
      const cleanup = target.cleanup.bind(target);
      const forceCleanup = target.forceCleanup.bind(target);
      target.cleanup = () => {
        try {
          cleanup();
        } finally {
          letGo();
        }
      };
      target.forceCleanup = async () => {
        try {
          await forceCleanup();
        } finally {
          letGo();
        }
      };
    };
    try {
      return await holding.run(state, async () => {
        if (!callback) {
          // Unmanaged: the caller commits or rolls back later; the lock goes with the connection.
          const t = (await transaction(transactionOptions)) as Transaction;
          releaseWith(t);
          return t;
        }
        return transaction(transactionOptions, (t) => {
          releaseWith(t);
          return callback(t);
        });
      });
    } catch (error) {
      letGo();
      throw error;
    } finally {
      if (callback) letGo();
    }
  };
  (sequelize as unknown as { transaction: typeof serialised }).transaction = serialised;
  return { tableInfo, statements };
}
