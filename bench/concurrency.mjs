#!/usr/bin/env node
/**
 * The money operations under concurrent HTTP requests, 100 rounds (issue 17). It runs
 * remix-app/test/concurrency/concurrency.test.ts — the real Express stack on 127.0.0.1 in front of
 * the route modules, on a private file SQLite database (or MariaDB with TEST_MYSQL_URL) — with
 * CONCURRENCY_ROUNDS=100 instead of CI's 2: each round sends 200 requests at once (voucher
 * redemption, slip verification, settlement payment, Stripe webhooks) and checks the invariants with
 * SQL. Loopback only; bounded by CONCURRENCY_MINUTES (default 300). Exit code 0 when every round held.
 *
 *   node bench/concurrency.mjs                                              # SQLite, 100 rounds
 *   CONCURRENCY_ROUNDS=10 node bench/concurrency.mjs
 *   TEST_MYSQL_URL=mysql://iprenew:iprenew@127.0.0.1:3307/ node bench/concurrency.mjs   # MariaDB
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.env.CONCURRENCY_ROUNDS ?? 100);
const requests = Number(process.env.CONCURRENCY_REQUESTS ?? 200);
const limitMinutes = Number(process.env.CONCURRENCY_MINUTES ?? 300);
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 1000) {
  console.error('CONCURRENCY_ROUNDS must be an integer from 1 to 1000');
  process.exit(2);
}
if (!Number.isInteger(requests) || requests < 10 || requests > 1000) {
  console.error('CONCURRENCY_REQUESTS must be an integer from 10 to 1000');
  process.exit(2);
}

console.log(`concurrency: ${rounds} rounds of ${requests} concurrent requests per operation on ${process.env.TEST_MYSQL_URL ? 'MariaDB' : 'SQLite'}, at most ${limitMinutes} min`);
const started = Date.now();
const child = spawn(process.execPath, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'remix-app', 'remix-app/test/concurrency/concurrency.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, APP_ENV: 'test', CONCURRENCY_ROUNDS: String(rounds), CONCURRENCY_REQUESTS: String(requests) },
});
const timer = setTimeout(() => {
  console.error(`concurrency: stopped after ${limitMinutes} min`);
  child.kill('SIGTERM');
}, limitMinutes * 60_000);
child.on('exit', (code) => {
  clearTimeout(timer);
  console.log(`concurrency: ${code === 0 ? 'every invariant held' : 'FAILURES (see above)'} in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(code ?? 1);
});
