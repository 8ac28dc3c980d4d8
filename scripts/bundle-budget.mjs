#!/usr/bin/env node
/**
 * Bundle budget (issue 17, ADR 079), run by scripts/test.sh after the build: the console's first load
 * in each language — index.html's scripts plus the reader's first strings — stays within 250 KB
 * gzipped (bench/support/console-first-load.mjs measures it the way bench/load reports it). Sizes,
 * not times: the same build gives the same answer on any machine.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { consoleFirstLoad } from '../bench/support/console-first-load.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_KB = 250;
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
process.exit(failed ? 1 : 0);
