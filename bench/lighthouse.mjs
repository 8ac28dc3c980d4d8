#!/usr/bin/env node
/**
 * Lighthouse (mobile) over the public pages: performance and accessibility scores.
 *
 *   npm run build                 # first: this script builds nothing
 *   node bench/lighthouse.mjs     # → table on stdout + bench/results/lighthouse.json
 *
 * It copies the Remix build (so a concurrent `npm run build` cannot swap the assets), prepares a
 * throw-away SQLite database with remix-app/e2e/support/prepare.ts (reference + demo data), starts the
 * production server (remix-app/server.ts's createServer, via bench/lighthouse-server.ts) on its own
 * port, runs Lighthouse 12 through its Node API in Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium) with the default mobile settings (Moto G Power emulation, simulated slow 4G),
 * several runs per page keeping the median run (by performance score), then stops the server and
 * deletes the copies. A benchmark, never a test: nothing here fails on a low score; the README
 * reports the numbers (target ≥ 95 for both categories).
 *
 * Options (environment): LIGHTHOUSE_PORT (default 3190), LIGHTHOUSE_RUNS (runs per page, default 3),
 * LIGHTHOUSE_PAGES (comma-separated paths to measure instead of the default list).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APP_DIR = path.join(ROOT, 'remix-app');
const RESULTS = path.join(ROOT, 'bench', 'results', 'lighthouse.json');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3190);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const BUILD_LOCK = process.env.BUILD_LOCK ?? '/tmp/iprenew-e2e.lock';
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Every public page in English, and one page in Malay and in Chinese (I18N-1). */
const DEFAULT_PAGES = [
  '/',
  '/trademark',
  '/patent-registration',
  '/price-checker',
  '/tm-flow',
  '/news',
  '/reviews',
  '/faq',
  '/aboutus',
  '/tnc',
  '/contactus',
  '/login',
  '/register',
  '/faq?lng=bm',
  '/faq?lng=cn',
];
const PAGES = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',').map((p) => p.trim()).filter(Boolean) : DEFAULT_PAGES;

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!existsSync(CHROME_PATH)) fail(`No Chromium at ${CHROME_PATH} (set CHROME_PATH).`);

const tmp = mkdtempSync(path.join(os.tmpdir(), 'iprenew-lighthouse-'));
// Inside remix-app so that the server bundle still resolves its packages from node_modules.
const buildCopy = path.join(APP_DIR, '.cache', `lighthouse-build-${process.pid}`);
const env = {
  ...process.env,
  NODE_ENV: 'production',
  APP_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: String(PORT),
  DATABASE_URL: `sqlite:${path.join(tmp, 'bench.sqlite')}`,
  STORAGE_DIR: path.join(tmp, 'storage'),
  MAIL_OUTBOX_DIR: path.join(tmp, 'mail'),
  LIGHTHOUSE_BUILD_DIR: buildCopy,
};

let server;
let chrome;

async function cleanUp() {
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  if (server && server.exitCode === null) {
    // The server runs in its own process group (npx → tsx → node): stop all of it.
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, 5_000);
      server.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  rmSync(tmp, { recursive: true, force: true });
  rmSync(buildCopy, { recursive: true, force: true });
}

async function waitForServer() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${BASE}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the server did not answer on ${BASE} within 60 s`);
}

/** The audits that cost points in a category (score below 1), worst first. */
function losses(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      const nodes = (audit?.details?.items ?? []).map((item) => item.node?.selector).filter(Boolean).slice(0, 5);
      return { id: ref.id, score: audit?.score, title: audit?.title, value: audit?.displayValue, ...(nodes.length ? { nodes } : {}) };
    })
    .filter((audit) => audit.score !== null && audit.score !== undefined && audit.score < 1)
    .sort((a, b) => a.score - b.score);
}

async function portIsFree() {
  try {
    await fetch(`${BASE}/`);
    return false;
  } catch {
    return true;
  }
}

/** Lighthouse on one URL: the result of one run (a run Lighthouse itself reports as broken, e.g. NO_NAVSTART on a busy machine, is retried twice). */
async function measure(url) {
  let lastError = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const runner = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const lhr = runner.lhr;
    if (!lhr.runtimeError) return lhr;
    lastError = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    console.log(`    retrying ${url}: ${lhr.runtimeError.code}`);
  }
  throw new Error(`${url}: ${lastError}`);
}

async function main() {
  if (!(await portIsFree())) throw new Error(`Something already answers on ${BASE}: stop it or set LIGHTHOUSE_PORT.`);
  // Copy under the team's build lock when there is one (a build in progress must not be half-copied).
  mkdirSync(path.dirname(buildCopy), { recursive: true });
  const locked = spawnSync('flock', [BUILD_LOCK, 'cp', '-a', path.join(APP_DIR, 'build'), buildCopy]);
  if (locked.error || locked.status !== 0) {
    if (!existsSync(path.join(APP_DIR, 'build'))) throw new Error('The Remix app is not built: run `npm run build` first.');
    cpSync(path.join(APP_DIR, 'build'), buildCopy, { recursive: true });
  }
  if (!existsSync(path.join(buildCopy, 'server', 'index.js'))) throw new Error('The Remix app is not built: run `npm run build` first.');
  console.log('Preparing the database (remix-app/e2e/support/prepare.ts)…');
  const prepared = spawnSync('npx', ['tsx', 'e2e/support/prepare.ts'], { cwd: APP_DIR, env, encoding: 'utf8' });
  if (prepared.status !== 0) throw new Error(`prepare.ts failed:\n${prepared.stdout}\n${prepared.stderr}`);

  console.log(`Starting the built server on ${BASE}…`);
  server = spawn('npx', ['tsx', path.join(ROOT, 'bench', 'lighthouse-server.ts')], { cwd: APP_DIR, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  await waitForServer();

  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((r) => r.json()).catch(() => ({}));
  const results = [];
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(`${BASE}${page}`));
    runs.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
    const lhr = runs[Math.floor(runs.length / 2)];
    const score = (category) => Math.round((lhr.categories[category].score ?? 0) * 100);
    const row = {
      page,
      status: lhr.audits['http-status-code']?.score === 0 ? 'error status' : 'ok',
      runs: runs.map((run) => Math.round((run.categories.performance.score ?? 0) * 100)),
      performance: score('performance'),
      accessibility: score('accessibility'),
      metrics: {
        fcp: lhr.audits['first-contentful-paint']?.displayValue,
        lcp: lhr.audits['largest-contentful-paint']?.displayValue,
        tbt: lhr.audits['total-blocking-time']?.displayValue,
        cls: lhr.audits['cumulative-layout-shift']?.displayValue,
      },
      lost: { performance: losses(lhr, 'performance'), accessibility: losses(lhr, 'accessibility') },
    };
    results.push(row);
    console.log(`${page.padEnd(24)} performance ${String(row.performance).padStart(3)} (runs ${row.runs.join(', ')})  accessibility ${String(row.accessibility).padStart(3)}  (LCP ${row.metrics.lcp}, TBT ${row.metrics.tbt})`);
    for (const audit of row.lost.accessibility) console.log(`    a11y: ${audit.id} — ${audit.title} ${(audit.nodes ?? []).join(' | ')}`);
  }

  const summary = {
    measuredAt: new Date().toISOString(),
    lighthouse: createRequire(import.meta.url)('lighthouse/package.json').version,
    browser: version.Browser ?? 'Chromium',
    settings: `mobile (default config: emulated Moto G Power, simulated throttling), median of ${RUNS} run(s) per page`,
    pages: results,
    minimum: {
      performance: Math.min(...results.map((r) => r.performance)),
      accessibility: Math.min(...results.map((r) => r.accessibility)),
    },
  };
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nLowest: performance ${summary.minimum.performance}, accessibility ${summary.minimum.accessibility}. Saved ${path.relative(ROOT, RESULTS)}.`);
}

process.on('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
