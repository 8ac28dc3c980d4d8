#!/usr/bin/env node
/**
 * The checkout and payment process killed 100 times (issue 17). It runs
 * models/src/domain/orders/crash-safety.test.ts with CRASH_RUNS=100 and CRASH_RANDOM=1: each run
 * starts the checkout process (models/src/testing/crash-checkout.ts) for the customers not yet paid
 * plus a new one and kills it with SIGKILL — half the time at a random crash point (CRASH_AT, any of
 * the kernel's CRASH_POINTS), half the time after a random delay (anywhere, also outside the hooks).
 * After every kill the database is read with SQL (ledger invariants, every customer in a consistent
 * state); a last clean run must take every customer to one paid order. Private database (a SQLite
 * file, or MariaDB with TEST_MYSQL_URL); bounded by CRASH_MINUTES (default 180). Exit code 0 when
 * every invariant held.
 *
 *   node bench/crash.mjs                        # 100 kills, SQLite file, random seed (printed)
 *   CRASH_RUNS=20 CRASH_SEED=7 node bench/crash.mjs
 *   TEST_MYSQL_URL=mysql://iprenew:iprenew@127.0.0.1:3307/ node bench/crash.mjs
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.CRASH_RUNS ?? 100);
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
const limitMinutes = Number(process.env.CRASH_MINUTES ?? 180);
if (!Number.isInteger(runs) || runs < 1 || runs > 10_000) {
  console.error('CRASH_RUNS must be an integer from 1 to 10000');
  process.exit(2);
}

console.log(`crash: ${runs} kills on ${process.env.TEST_MYSQL_URL ? 'MariaDB' : 'SQLite'}, seed ${seed}, at most ${limitMinutes} min`);
const started = Date.now();
const child = spawn(process.execPath, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'models', 'models/src/domain/orders/crash-safety.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, APP_ENV: 'test', CRASH_RUNS: String(runs), CRASH_RANDOM: '1', CRASH_SEED: String(seed), CRASH_ON_MYSQL: '1' },
});
const timer = setTimeout(() => {
  console.error(`crash: stopped after ${limitMinutes} min`);
  child.kill('SIGTERM');
}, limitMinutes * 60_000);
child.on('exit', (code) => {
  clearTimeout(timer);
  console.log(`crash: ${code === 0 ? 'every invariant held' : 'FAILURES (see above)'} in ${Math.round((Date.now() - started) / 1000)} s (seed ${seed})`);
  process.exit(code ?? 1);
});
