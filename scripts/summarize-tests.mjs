// Adds up the JSON reports of the Vitest and Playwright runs into one closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (file.startsWith('vitest')) {
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    const label = file.replace(/\.json$/, '');
    console.log(`${label}: ${report.numPassedTests ?? 0} passed, ${report.numFailedTests ?? 0} failed`);
  } else if (file.startsWith('playwright')) {
    const s = report.stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
    const flaky = s.flaky ? ` (${s.flaky} flaky: failed once, passed on the retry)` : '';
    console.log(`playwright: ${(s.expected ?? 0) + (s.flaky ?? 0)} passed${flaky}, ${s.unexpected ?? 0} failed`);
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
