#!/usr/bin/env node
/**
 * The 1,000-case-per-route HTTP fuzz of the form actions and REST resources (issue 11, ADR 019).
 * It runs remix-app/test/input-fuzz.test.ts — the real Express stack on 127.0.0.1 in front of the
 * route modules, against a private test database — with FUZZ_RUNS cases per route instead of CI's 50.
 * Loopback only; bounded by FUZZ_RUNS and a wall-clock limit. Exit code: 0 when no route answered
 * 5xx or wrote rows on a refusal, 1 otherwise (the failing cases are printed).
 *
 *   node bench/fuzz-routes.mjs                       # 1,000 per route, SQLite in memory
 *   FUZZ_RUNS=200 FC_SEED=7 node bench/fuzz-routes.mjs
 *   TEST_MYSQL_URL=mysql://iprenew:iprenew@127.0.0.1:3307/ node bench/fuzz-routes.mjs
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.FUZZ_RUNS ?? 1000);
const seed = Number(process.env.FC_SEED ?? Date.now() % 1_000_000);
const limitMinutes = Number(process.env.FUZZ_MINUTES ?? 90);
if (!Number.isInteger(runs) || runs < 1 || runs > 100_000) {
  console.error('FUZZ_RUNS must be an integer from 1 to 100000');
  process.exit(2);
}

console.log(`fuzz-routes: ${runs} cases per route, seed ${seed}, at most ${limitMinutes} min`);
const started = Date.now();
const child = spawn(process.execPath, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', 'remix-app/test/input-fuzz.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: String(runs), FC_SEED: String(seed) },
});
const timer = setTimeout(() => {
  console.error(`fuzz-routes: stopped after ${limitMinutes} min`);
  child.kill('SIGTERM');
}, limitMinutes * 60_000);
child.on('exit', (code) => {
  clearTimeout(timer);
  console.log(`fuzz-routes: ${code === 0 ? 'no failures' : 'FAILURES (see above)'} in ${Math.round((Date.now() - started) / 1000)} s (seed ${seed})`);
  process.exit(code ?? 1);
});
