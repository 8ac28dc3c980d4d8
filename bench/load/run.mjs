#!/usr/bin/env node
/**
 * Load runner (issue 17): the production build over the SMALL and LARGE data, side by side with two
 * baselines measured in the same run, for every page a user lands on and the console's deepest lists.
 *
 *   npm run build                      # first (under the team's lock: flock /tmp/pw-run.lock npm run build)
 *   node bench/load/run.mjs            # PROFILES=SMALL,LARGE DURATION=5 CONNECTIONS=8
 *
 * For each profile, on its own ports: the data (bench/data/generate.ts, reused when current) is copied
 * to a private run file; the app (bench/load/app-server.ts over a copy of remix-app/build) starts once
 * with BENCH_COUNT_SQL=1 to sign in the demo users and capture every target once (status, bytes, SQL
 * statements, the JS the page loads), then again without the counter for the load. The static floor
 * (bench/load/static-floor.mjs: node:http sending the captured bytes) and the framework floor
 * (bench/load/framework-floor.ts: the same route modules rendered from captured loader data) start
 * beside it. With every profile up, each target is measured with autocannon (DURATION s, CONNECTIONS
 * connections, after WARMUP s unrecorded) on SMALL then LARGE back to back — ROUNDS alternated rounds
 * of the app and its framework floor (medians; the fraction of the floor is the median of the rounds'
 * paired ratios), then its static floor — so LARGE/SMALL compares measurements seconds apart.
 * Writes bench/results/load-<date>.md and .json (RESULTS_NAME to change the name).
 *
 * Last, per profile (unless TARGETS leaves out `contention`): `/news` alone and while two admins page
 * the audit mails, CONTENTION_ROUNDS alternated pairs (issue 17: public pages keep >= 80 % of their
 * throughput).
 *
 * Environment: PROFILES (SMALL,LARGE), DURATION (5 s, at most 60), ROUNDS (3, at most 9), WARMUP
 * (2 s), CONNECTIONS (8, at most 64), CONTENTION_ROUNDS (3, at most 9), BENCH_PORT (3620: SMALL's
 * app; +1 its static floor; +2 its framework floor; LARGE's the same from +10), TARGETS
 * (comma-separated target names, default all: bench/load/targets.mjs), BENCH_PW_LOCK=1 (hold
 * /tmp/pw-run.lock while measuring, so no Playwright run shares the CPU; at most BENCH_LOCK_MINUTES,
 * 40, up to 60: a default run with its rounds takes about 27; waiting at most BENCH_LOCK_WAIT s,
 * 300, for it, then measuring without it), BENCH_BUILD_DIR (see below),
 * BENCH_DUMP_DIR (a folder to write each captured page or list body to).
 * Loopback only; every request loop is bounded by DURATION; every process it starts is stopped.
 */
import { execSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { PASSWORD, TARGETS, USERS } from './targets.mjs';
import { consoleFirstLoad } from '../support/console-first-load.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const APP_DIR = path.join(ROOT, 'remix-app');
const BUILD_LOCK = '/tmp/pw-run.lock';

function whole(name, fallback, min, max) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}.`);
    process.exit(2);
  }
  return value;
}

const PROFILES = (process.env.PROFILES ?? 'SMALL,LARGE').split(',').map((p) => p.trim().toUpperCase()).filter(Boolean);
const DURATION = whole('DURATION', 5, 1, 60);
const CONTENTION_ROUNDS = whole('CONTENTION_ROUNDS', 3, 1, 9);
const ROUNDS = whole('ROUNDS', 3, 1, 9);
const WARMUP = whole('WARMUP', 2, 0, 10);
const CONNECTIONS = whole('CONNECTIONS', 8, 1, 64);
const PORT = whole('BENCH_PORT', 3620, 1024, 65000);
const LOCK_MINUTES = whole('BENCH_LOCK_MINUTES', 40, 1, 60);
const LOCK_WAIT = whole('BENCH_LOCK_WAIT', 300, 1, 3600);
// BENCH_DUMP_DIR: write each captured body there (<target>.html / .json) to read what a page carries.
const DUMP_DIR = process.env.BENCH_DUMP_DIR ? path.resolve(process.env.BENCH_DUMP_DIR) : '';
if (DUMP_DIR) mkdirSync(DUMP_DIR, { recursive: true });
const ONLY = process.env.TARGETS ? new Set(process.env.TARGETS.split(',').map((t) => t.trim())) : null;
const targets = TARGETS.filter((t) => !ONLY || ONLY.has(t.name));
for (const profile of PROFILES) if (!['SMALL', 'LARGE'].includes(profile)) throw new Error(`PROFILES: ${profile} is not SMALL or LARGE`);

const work = mkdtempSync(path.join(os.tmpdir(), 'iprenew-bench-load-'));
// Inside remix-app so that the server bundle resolves its packages from node_modules.
// BENCH_BUILD_DIR: an existing copy of remix-app/build to use as it is (never removed); it must be
// below remix-app/ (e.g. remix-app/.cache/…) so that the server bundle finds its packages.
const givenBuild = process.env.BENCH_BUILD_DIR ?? '';
const buildCopy = givenBuild ? path.resolve(givenBuild) : path.join(APP_DIR, '.cache', `bench-load-build-${process.pid}`);
const children = new Set();
const log = (message) => console.log(`[load] ${message}`);

// ------------------------------------------------------------------------------------------------
// Processes

function start(name, args, env) {
  const child = spawn(args[0], args.slice(1), { cwd: APP_DIR, env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  child.stderr.on('data', (chunk) => {
    const text = String(chunk).trim();
    if (text) console.error(`[${name}] ${text.split('\n').slice(0, 5).join('\n')}`);
  });
  children.add(child);
  return child;
}

async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return void children.delete(child);
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  await new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
      resolve();
    }, 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  children.delete(child);
}

async function waitFor(url, child, headers = {}) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      await fetch(url, { headers });
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

async function portIsFree(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    return false;
  } catch {
    return true;
  }
}

/** Holds /tmp/pw-run.lock (flock) until release() or LOCK_MINUTES, whichever comes first. */
async function takeLock() {
  const holder = spawn('flock', ['-w', String(LOCK_WAIT), BUILD_LOCK, 'sh', '-c', `echo locked; exec timeout ${LOCK_MINUTES * 60} cat`], { stdio: ['pipe', 'pipe', 'ignore'], detached: true });
  children.add(holder);
  await new Promise((resolve, reject) => {
    holder.stdout.once('data', resolve);
    holder.once('exit', (code) => reject(new Error(`flock exited with ${code}`)));
  }).catch((error) => {
    log(`${BUILD_LOCK} not taken within ${LOCK_WAIT} s (${error.message}): measuring without it`);
    return 'not-taken';
  });
  if (children.has(holder) && holder.exitCode === null) return () => stop(holder);
  return null;
}

// ------------------------------------------------------------------------------------------------
// Data, build, users

function profileDatabase(profile) {
  const result = spawnSync('npx', ['tsx', path.join(ROOT, 'bench', 'data', 'generate.ts'), profile], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 });
  if (result.status !== 0) throw new Error(`bench/data/generate.ts ${profile} failed`);
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

function copyBuild() {
  if (givenBuild) {
    if (!existsSync(path.join(buildCopy, 'server', 'index.js'))) throw new Error(`BENCH_BUILD_DIR: no server/index.js in ${buildCopy}`);
    return;
  }
  mkdirSync(path.dirname(buildCopy), { recursive: true });
  const locked = spawnSync('flock', [BUILD_LOCK, 'cp', '-a', path.join(APP_DIR, 'build'), buildCopy]);
  if (locked.status !== 0 || !existsSync(path.join(buildCopy, 'server', 'index.js'))) {
    throw new Error('The Remix app is not built: run `flock /tmp/pw-run.lock npm run build` first.');
  }
}

function cookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function signIn(base, user) {
  const spec = USERS[user];
  const headers = { Origin: base };
  let response;
  if (spec.api) {
    response = await fetch(`${base}${spec.api}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ email: spec.email, password: PASSWORD, role_hint: 'staff' }), redirect: 'manual' });
  } else {
    const body = new URLSearchParams({ email: spec.email, password: PASSWORD });
    response = await fetch(`${base}${spec.form}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' }, body, redirect: 'manual' });
  }
  const cookie = cookieOf(response);
  if (!cookie || response.status >= 400) throw new Error(`sign-in of ${spec.email} failed: ${response.status} ${await response.text().catch(() => '')}`.slice(0, 400));
  return cookie;
}

// ------------------------------------------------------------------------------------------------
// Capture and measure

const gz = (buffer) => gzipSync(buffer).length;

/** The JS a page loads at start: every /assets/*.js it names (module preloads and the entry import). */
function pageScripts(html) {
  // Not the route manifest's file: with lazy route discovery the page inlines its own routes and names
  // the manifest's URL only for later navigations.
  const names = new Set((html.match(/\/assets\/[A-Za-z0-9._-]+\.js/g) ?? []).filter((name) => !name.startsWith('/assets/manifest-')));
  let raw = 0;
  let gzip = 0;
  for (const name of names) {
    const file = path.join(buildCopy, 'client', name);
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gz(bytes);
  }
  return { files: names.size, raw, gzip };
}

async function capture(base, target, cookie) {
  const response = await fetch(`${base}${target.path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const body = Buffer.from(await response.arrayBuffer());
  const sql = response.headers.get('x-sql-count');
  const html = target.kind === 'page' ? body.toString('utf8') : '';
  if (DUMP_DIR) writeFileSync(path.join(DUMP_DIR, `${target.name}.${target.kind === 'page' ? 'html' : 'json'}`), body);
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    body,
    sql: sql === null ? null : Number(sql),
    bytes: { raw: body.length, gzip: gz(body) },
    js: target.kind === 'page' ? pageScripts(html) : null,
  };
}

async function load(url, headers, { warm = true } = {}) {
  const run = (duration) =>
    new Promise((resolve, reject) => {
      autocannon({ url, connections: CONNECTIONS, duration, headers, timeout: 10 }, (error, result) => (error ? reject(error) : resolve(result)));
    });
  if (warm && WARMUP > 0) await run(WARMUP);
  const result = await run(DURATION);
  // No answer within DURATION at this concurrency (autocannon drops the requests still in flight): time one request alone.
  let aloneMs = null;
  if (result.requests.total === 0) {
    const started = performance.now();
    const response = await fetch(url, { headers, redirect: 'manual' });
    await response.arrayBuffer();
    aloneMs = Math.round(performance.now() - started);
  }
  return {
    aloneMs,
    rps: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Prepares one profile on its own ports (`port` app, +1 static floor, +2 framework floor): its data,
 * the capture of every target once (status, bytes, SQL statements, JS), the floors, the app
 * restarted without the statement counter and warmed. Its servers stay up for the interleaved loads.
 */
async function prepareProfile(profile, port) {
  log(`${profile}: data`);
  const data = profileDatabase(profile);
  const runFile = path.join(work, `${profile.toLowerCase()}.sqlite`);
  copyFileSync(data.databaseUrl.slice('sqlite:'.length), runFile);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    APP_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: `sqlite:${runFile}`,
    STORAGE_DIR: data.storageDir,
    MAIL_OUTBOX_DIR: path.join(work, `mail-${profile.toLowerCase()}`),
    BENCH_BUILD_DIR: buildCopy,
    BENCH_COUNT_SQL: '0',
  };
  const base = `http://127.0.0.1:${port}`;
  const appServer = ['npx', 'tsx', path.join(ROOT, 'bench', 'load', 'app-server.ts')];

  // 1. Sign in and capture once, counting SQL statements.
  let app = start(`app ${profile}`, appServer, { ...env, BENCH_COUNT_SQL: '1' });
  await waitFor(`${base}/`, app);
  const cookies = {};
  for (const user of new Set(targets.map((t) => t.user).filter(Boolean))) cookies[user] = await signIn(base, user);
  const captured = {};
  for (const target of targets) {
    await capture(base, target, cookies[target.user]); // the first request of a route warms its caches
    captured[target.name] = await capture(base, target, cookies[target.user]);
    const c = captured[target.name];
    log(`${profile} ${target.name}: ${c.status}, ${c.sql ?? '?'} SQL, ${c.bytes.raw} B`);
  }
  await stop(app);

  // 2. The static floor, the framework floor (capturing each page's loader data once), the app again.
  const pages = Object.fromEntries(targets.map((t) => [t.name, { contentType: captured[t.name].contentType, body: captured[t.name].body.toString('base64') }]));
  const pagesFile = path.join(work, `${profile}-pages.json`);
  writeFileSync(pagesFile, JSON.stringify(pages));
  const staticFloor = start(`static ${profile}`, ['node', path.join(ROOT, 'bench', 'load', 'static-floor.mjs'), pagesFile, String(port + 1)], env);
  const framework = start(`framework ${profile}`, ['npx', 'tsx', path.join(ROOT, 'bench', 'load', 'framework-floor.ts')], { ...env, PORT: String(port + 2) });
  app = start(`app ${profile}`, appServer, env);
  await waitFor(`http://127.0.0.1:${port + 1}/`, staticFloor);
  await waitFor(`http://127.0.0.1:${port + 2}/`, framework);
  await waitFor(`${base}/`, app);
  const frameworkCovered = new Set();
  const frameworkBytes = {};
  for (const target of targets.filter((t) => t.kind === 'page')) {
    const headers = { 'x-bench-target': target.name, 'x-bench-capture': '1', ...(cookies[target.user] ? { cookie: cookies[target.user] } : {}) };
    const first = await fetch(`http://127.0.0.1:${port + 2}${target.path}`, { headers, redirect: 'manual' });
    await first.arrayBuffer();
    const replayed = await fetch(`http://127.0.0.1:${port + 2}${target.path}`, { headers: { 'x-bench-target': target.name }, redirect: 'manual' });
    const html = await replayed.text();
    if (first.status === 200 && replayed.status === 200 && html.length > 0) {
      frameworkCovered.add(target.name);
      frameworkBytes[target.name] = Buffer.byteLength(html);
      log(`${profile} ${target.name}: framework floor page ${Buffer.byteLength(html)} B (the app's: ${captured[target.name].bytes.raw} B)`);
    } else log(`${profile} ${target.name}: framework floor not covered (capture ${first.status}, replay ${replayed.status})`);
  }

  // The restarted app answers every target once before any is measured (its first requests compile and fill caches).
  for (const target of targets) {
    const response = await fetch(`${base}${target.path}`, { headers: cookies[target.user] ? { cookie: cookies[target.user] } : {}, redirect: 'manual' });
    await response.arrayBuffer();
  }
  return { profile, port, base, data, runFile, cookies, captured, frameworkCovered, frameworkBytes, app, staticFloor, framework, rows: [], contention: null };
}

/** The middle value (an even count: the upper middle, a value that was measured). */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The result whose req/s is the median of `results`'. */
const medianRound = (results) => {
  const rps = median(results.map((r) => r.rps));
  return results.find((r) => r.rps === rps);
};

/**
 * One target of one prepared profile under load: ROUNDS rounds of the app and its framework floor
 * back to back (the order swapped every round, each warmed up in the first), then the static floor
 * once. The app's and the floor's figures are each one's median round; the fraction of the framework
 * floor is the median of the rounds' own ratios (each round's app ÷ the floor measured beside it), so
 * a neighbour's burst on the shared machine moves one round, not the answer.
 */
async function measureTarget(prepared, target) {
  const { profile, port, base, cookies, captured, frameworkCovered, frameworkBytes } = prepared;
  const c = captured[target.name];
  const userHeaders = cookies[target.user] ? { cookie: cookies[target.user] } : {};
  const withFloor = frameworkCovered.has(target.name);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const warm = round === 0;
    const measureApp = () => load(`${base}${target.path}`, userHeaders, { warm });
    const measureFloor = () => (withFloor ? load(`http://127.0.0.1:${port + 2}${target.path}`, { 'x-bench-target': target.name }, { warm }) : null);
    if (round % 2 === 0) {
      const app = await measureApp();
      rounds.push({ app, framework: await measureFloor() });
    } else {
      const framework = await measureFloor();
      rounds.push({ app: await measureApp(), framework });
    }
  }
  const appResult = medianRound(rounds.map((r) => r.app));
  const frameworkResult = withFloor ? medianRound(rounds.map((r) => r.framework)) : null;
  const paired = withFloor ? rounds.map((r) => (r.framework.rps > 0 ? r.app.rps / r.framework.rps : 0)) : [];
  const staticResult = await load(`http://127.0.0.1:${port + 1}${target.path}`, { 'x-bench-target': target.name });
  log(
    `${profile} ${target.name}: ${appResult.rps} req/s (p50 ${appResult.p50} ms, p99 ${appResult.p99} ms${appResult.non2xx ? `, ${appResult.non2xx} non-2xx` : ''}); static ${staticResult.rps}; framework ${frameworkResult?.rps ?? '—'}${withFloor ? ` (rounds: ${paired.map((r) => pct(r, 0)).join(', ')} of it)` : ''}`,
  );
  return {
    target: target.name,
    path: target.path,
    user: target.user,
    kind: target.kind,
    profile,
    status: c.status,
    app: appResult,
    staticFloor: staticResult,
    frameworkFloor: frameworkResult ? { ...frameworkResult, htmlBytes: frameworkBytes[target.name] } : null,
    ofStatic: appResult.rps / staticResult.rps,
    ofFramework: withFloor ? median(paired) : null,
    /** Each round's app and framework floor req/s, round by round (null: no framework floor). */
    rounds: rounds.map((r) => ({ app: r.app.rps, framework: r.framework?.rps ?? null })),
    sql: c.sql,
    html: c.bytes,
    js: c.js,
  };
}

/**
 * Every profile prepared side by side, then each target measured on every profile back to back
 * (SMALL then LARGE), so the LARGE/SMALL ratio compares measurements seconds apart rather than a
 * profile's run minutes after the other's on a shared machine; last, /news under two admins per
 * profile (the floors stopped, the other profile's app idle).
 */
async function measureProfiles() {
  const prepared = [];
  try {
    for (const [i, profile] of PROFILES.entries()) prepared.push(await prepareProfile(profile, PORT + 10 * i));
    const release = process.env.BENCH_PW_LOCK === '1' ? await takeLock() : null;
    const lockHeld = Boolean(release);
    const loadavg = os.loadavg().map((n) => n.toFixed(2));
    try {
      for (const target of targets) for (const p of prepared) p.rows.push(await measureTarget(p, target));
      if (!ONLY || ONLY.has('contention')) {
        await Promise.all(prepared.flatMap((p) => [stop(p.staticFloor), stop(p.framework)]));
        for (const p of prepared) {
          p.contention = await measureContention(p.base);
          log(`${p.profile} /news while two admins page the audit mails: ${p.contention.during.rps} req/s vs ${p.contention.alone.rps} alone (${pct(p.contention.ratio, 0)}); admins ${p.contention.adminPagesPerSecond} pages/s`);
        }
      }
    } finally {
      await release?.();
    }
    const loadavgAtEnd = os.loadavg().map((n) => n.toFixed(2));
    return prepared.map((p) => ({ profile: p.profile, lockHeld, contention: p.contention, data: { counts: p.data.counts, databaseUrl: p.data.databaseUrl }, loadavgAtStart: loadavg, loadavgAtEnd, rows: p.rows }));
  } finally {
    await Promise.all(prepared.flatMap((p) => [stop(p.app), stop(p.staticFloor), stop(p.framework)]));
    for (const p of prepared) rmSync(p.runFile, { force: true });
  }
}

/**
 * Issue 17: public pages keep >= 80 % of their throughput while two admins page the largest console
 * list. `/news` is loaded alone, then while two admins (two sessions) each page the audit mails newest
 * first, one request after the other, from the first page on (25 rows a page, 400 pages deep at most),
 * for the same warm-up and duration; CONTENTION_ROUNDS (3) such pairs, alternated, so a neighbour's
 * burst on the shared machine moves one round, not the answer. The ratio is the median rate during ÷
 * the median rate alone; each round's pair is kept beside it, with the admins' pages/s.
 */
async function measureContention(base) {
  const admins = [await signIn(base, 'admin'), await signIn(base, 'admin')];
  const news = `${base}/news`;
  const rounds = [];
  for (let round = 0; round < CONTENTION_ROUNDS; round += 1) {
    const alone = await load(news, {});
    let stopped = false;
    let pages = 0;
    const pageThrough = async (cookie) => {
      for (let k = 0; !stopped; k += 1) {
        const from = (k % 400) * 25;
        const url = `${base}/api/admin/audit-mails?sort=${encodeURIComponent('["created_at","DESC"]')}&range=${encodeURIComponent(`[${from},${from + 24}]`)}`;
        const response = await fetch(url, { headers: { cookie } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
        pages += 1;
      }
    };
    const started = performance.now();
    const paging = admins.map((cookie) => pageThrough(cookie));
    let during;
    try {
      during = await load(news, {});
    } finally {
      stopped = true;
      await Promise.all(paging);
    }
    const seconds = (performance.now() - started) / 1000;
    rounds.push({ alone, during, adminPagesPerSecond: Math.round((pages / seconds) * 10) / 10 });
    log(`/news round ${round + 1}: ${during.rps} req/s while two admins page vs ${alone.rps} alone`);
  }
  const pick = (key) => medianRound(rounds.map((r) => r[key]));
  const alone = pick('alone');
  const during = pick('during');
  return { target: 'news', alone, during, ratio: alone.rps > 0 ? during.rps / alone.rps : null, adminPagesPerSecond: median(rounds.map((r) => r.adminPagesPerSecond)), rounds };
}

// ------------------------------------------------------------------------------------------------
// Report

const fmt = (n, digits = 0) => (n === null || n === undefined || Number.isNaN(n) ? '—' : Number(n).toFixed(digits));
const kb = (n) => (n === null || n === undefined ? '—' : (n / 1024).toFixed(1));
/** The range of a row's per-round fractions of its framework floor, when it was measured in rounds. */
const spread = (row) => {
  const ratios = (row.rounds ?? []).filter((r) => r.framework).map((r) => r.app / r.framework);
  return ratios.length > 1 ? ` (${(Math.min(...ratios) * 100).toFixed(0)}–${(Math.max(...ratios) * 100).toFixed(0)})` : '';
};
const pct = (n, digits = 2) => (n === null || n === undefined ? '—' : `${(n * 100).toFixed(digits)}%`);

function markdown(report) {
  const lines = [];
  lines.push(`# Load: ${report.date}`, '');
  lines.push(`Commit \`${report.commit}\`${report.dirty ? ' (with uncommitted changes in the working tree)' : ''}; ${report.machine.cpus} cores (${report.machine.cpuModel}), ${report.machine.memoryGiB} GiB; Node ${report.machine.node}; autocannon ${report.settings.autocannon}.`);
  const rounds = report.settings.rounds ?? 1;
  lines.push(
    `Settings: ${report.settings.connections} connections, ${report.settings.duration} s per measurement after ${report.settings.warmup} s warm-up, loopback, no compression asked for (autocannon sends no Accept-Encoding)` +
      (rounds > 1 ? `; the app and its framework floor ${rounds} rounds each, back to back and alternated, the static floor once: req/s, p50 and p99 are each one's median round, % fw the median of the rounds' own ratios (their range in brackets).` : '.'),
  );
  lines.push('');
  lines.push('The machine is shared (other agents build and test on the same 2 cores): absolute numbers move between runs; the ratios measured in the same run (fraction of each floor) move less.');
  for (const p of report.profiles) lines.push(`- ${p.profile}: ${Object.entries(p.data.counts).map(([k, v]) => `${k} ${v}`).join(', ')}; load average ${p.loadavgAtStart.join(' ')} at start, ${p.loadavgAtEnd.join(' ')} at end; ${p.lockHeld ? 'measured holding /tmp/pw-run.lock (no Playwright run meanwhile)' : 'measured without /tmp/pw-run.lock (Playwright runs may have shared the CPU)'}.`);
  lines.push('');
  lines.push('Columns: req/s and latency (p50, p99) of the app; **L/S** = SMALL req/s ÷ LARGE req/s, the two measured back to back (how many times slower with 1,000× the data; target ≤ 1.3); **floor L/S** = the same ratio for the page\'s floor measured beside it (the framework floor where there is one, else the static floor): how much slower the LARGE page\'s own content is to render and send with no data access at all (longer reviews, a list with 25 rows where SMALL has 8 or none); **% static** = app req/s ÷ the static floor\'s (node:http sending the same bytes; target ≥ 2 %); **% fw** = app ÷ the framework floor (the same route modules rendered from loader data in memory; target ≥ 50 %); **SQL** = statements per request; HTML and JS in KiB raw / gzip (JS: every script the page loads at start). A row with no answer within the run ("< 0.2 req/s") shows the time of one request made alone afterwards.');
  lines.push('');
  lines.push('| target | profile | status | req/s | p50 ms | p99 ms | L/S | floor L/S | static req/s | % static | fw req/s | % fw | SQL | HTML KiB | JS KiB |');
  lines.push('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of report.rows) {
    const small = report.rows.find((r) => r.target === row.target && r.profile === 'SMALL');
    const ratio = row.profile === 'LARGE' && small && row.app.rps > 0 ? small.app.rps / row.app.rps : null;
    const floorOf = (r) => (r.frameworkFloor?.rps ? r.frameworkFloor.rps : r.staticFloor.rps);
    const floorRatio = row.profile === 'LARGE' && small && floorOf(row) > 0 ? floorOf(small) / floorOf(row) : null;
    const none = row.app.requests === 0;
    const rps = none ? `< ${fmt(1 / report.settings.duration, 1)}` : fmt(row.app.rps, 1);
    const p50 = none ? `> ${report.settings.duration * 1000} (alone: ${fmt(row.app.aloneMs)})` : fmt(row.app.p50);
    lines.push(
      `| ${row.target} | ${row.profile} | ${row.status} | ${rps} | ${p50} | ${none ? '—' : fmt(row.app.p99)} | ${ratio === null ? (row.profile === 'LARGE' && none ? '≫' : '') : fmt(ratio, 2)} | ${floorRatio === null ? '' : fmt(floorRatio, 2)} | ${fmt(row.staticFloor.rps)} | ${pct(row.ofStatic)} | ${fmt(row.frameworkFloor?.rps, 1)} | ${pct(row.ofFramework, 0)}${spread(row)} | ${fmt(row.sql)} | ${kb(row.html.raw)} / ${kb(row.html.gzip)} | ${row.js ? `${kb(row.js.raw)} / ${kb(row.js.gzip)}` : '—'} |`,
    );
  }
  lines.push('');
  for (const p of report.profiles) {
    const c = p.contention;
    if (c) {
      const each = (c.rounds ?? []).map((r) => `${fmt(r.during.rps, 1)} vs ${fmt(r.alone.rps, 1)}`).join('; ');
      lines.push(`Two admins paging the audit mails (${p.profile}): \`/news\` ${fmt(c.during.rps, 1)} req/s (p99 ${fmt(c.during.p99)} ms) vs ${fmt(c.alone.rps, 1)} alone (p99 ${fmt(c.alone.p99)} ms), medians of ${c.rounds?.length ?? 1} alternated rounds (${each}) = **${pct(c.ratio, 0)}** of its throughput (target ≥ 80 %); the admins paged ${fmt(c.adminPagesPerSecond, 1)} pages/s.`, '');
    }
  }
  if (report.consoleFirstLoad) lines.push(`Console first load (admin-app/dist/index.html's scripts and the reader's first strings, ADR 079): ${report.consoleFirstLoad.files} files, ${kb(report.consoleFirstLoad.raw)} KiB raw / ${kb(report.consoleFirstLoad.gzip)} KiB gzip.`, '');
  lines.push('Paths:', '');
  for (const target of targets) lines.push(`- ${target.name} (${target.user ?? 'visitor'}): \`${target.path}\``);
  lines.push('');
  return `${lines.join('\n')}\n`;
}

async function main() {
  for (const i of PROFILES.keys()) for (const port of [PORT, PORT + 1, PORT + 2].map((p) => p + 10 * i)) if (!(await portIsFree(port))) throw new Error(`Something already answers on 127.0.0.1:${port}: stop it or set BENCH_PORT.`);
  copyBuild();
  const profiles = await measureProfiles();
  const date = new Date().toISOString().slice(0, 10);
  const git = (args) => execSync(`git ${args}`, { cwd: ROOT, encoding: 'utf8' }).trim();
  const report = {
    date,
    measuredAt: new Date().toISOString(),
    commit: git('rev-parse --short HEAD'),
    dirty: git('status --porcelain --untracked-files=no') !== '',
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '?', memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    settings: { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP, rounds: ROUNDS, autocannon: JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'autocannon', 'package.json'), 'utf8')).version },
    consoleFirstLoad: consoleFirstLoad(path.join(ROOT, 'admin-app', 'dist')),
    profiles: profiles.map(({ rows, ...rest }) => rest),
    rows: profiles.flatMap((p) => p.rows),
  };
  const name = process.env.RESULTS_NAME ?? `load-${date}`;
  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(dir, `${name}.md`), markdown(report));
  log(`wrote bench/results/${name}.md and .json`);
}

async function cleanUp() {
  await Promise.all([...children].map((child) => stop(child)));
  rmSync(work, { recursive: true, force: true });
  if (!givenBuild) rmSync(buildCopy, { recursive: true, force: true });
}

if (process.argv[2] === '--markdown') {
  // Writes a result's table again from its JSON (after a change to the table): node bench/load/run.mjs --markdown bench/results/<name>.json
  const file = path.resolve(process.argv[3] ?? '');
  writeFileSync(file.replace(/\.json$/, '.md'), markdown(JSON.parse(readFileSync(file, 'utf8'))));
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}

process.on('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
process.on('SIGTERM', () => void cleanUp().finally(() => process.exit(143)));
main()
  .catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
