#!/usr/bin/env node
/**
 * Bundle budgets (issue 17), run by scripts/test.sh after the build. Sizes, not times: the same build
 * gives the same answer on any machine.
 * - The console's first load in each language — index.html's scripts plus the reader's first strings —
 *   stays within 250 KB gzipped (ADR 079; bench/support/console-first-load.mjs measures it the way
 *   bench/load reports it).
 * - The landing page's JavaScript — the client entry, the root route and the landing route with their
 *   static imports (bench/support/page-first-load.mjs) — stays within 100 KB gzipped (ADR 080).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { consoleFirstLoad } from '../bench/support/console-first-load.mjs';
import { pageFirstLoad } from '../bench/support/page-first-load.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_KB = 250;
const LANDING_BUDGET_KB = 100;
const dist = path.join(ROOT, 'admin-app', 'dist');
let failed = false;
for (const language of ['en', 'bm', 'cn']) {
  const load = consoleFirstLoad(dist, language);
  if (!load) {
    console.error(`No console build in ${dist}: run npm run build first.`);
    process.exit(1);
  }
  const kb = load.gzip / 1000;
  const ok = load.catalogue && kb <= BUDGET_KB;
  if (!ok) failed = true;
  console.log(`${ok ? 'ok  ' : 'FAIL'} console first load (${language}): ${load.files} files, ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)${load.catalogue ? '' : ' — no locale start chunk found'}`);
}
const landing = pageFirstLoad(path.join(ROOT, 'remix-app', 'build', 'client'), ['routes/_public+/_index']);
if (!landing) {
  console.error('No Remix client build in remix-app/build/client: run npm run build first.');
  process.exit(1);
}
const landingKb = landing.gzip / 1000;
if (landingKb > LANDING_BUDGET_KB) failed = true;
console.log(`${landingKb <= LANDING_BUDGET_KB ? 'ok  ' : 'FAIL'} landing page JavaScript: ${landing.files} files, ${landingKb.toFixed(1)} KB gzipped (budget ${LANDING_BUDGET_KB} KB)`);
process.exit(failed ? 1 : 0);
