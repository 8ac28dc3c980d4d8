import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Connection lanes (ADR 085). On SQLite every statement outside a transaction runs on one connection,
 * so a staff member counting and paging 200,000 rows in the console held the connection the public
 * pages' statements waited for. Work run inside a lane reads (and writes outside transactions) through
 * the lane's own connection instead: in WAL mode readers never wait for one another, and SQLite's
 * single writer is shared as it is with a transaction's connection (busy timeout, ADR 022). A
 * transaction keeps its own connection whatever the lane; MySQL/MariaDB draw every statement from
 * their pool and ignore lanes.
 */
const lanes = new AsyncLocalStorage<string>();

/** The console's REST resources (handleApi): every staff request runs in it. */
export const CONSOLE_LANE = 'console';

/** Runs `work` (and everything it awaits) in `lane`. */
export function inConnectionLane<T>(lane: string, work: () => T): T {
  return lanes.run(lane, work);
}

/** The lane of the running work, if any. */
export function currentConnectionLane(): string | undefined {
  return lanes.getStore();
}
