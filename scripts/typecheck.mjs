#!/usr/bin/env node
/**
 * `npm run typecheck`: `tsc --noEmit` in every workspace, the longest first, as many at once as the
 * machine has cores (at most 4). Each workspace's output is printed whole when it ends; the exit code
 * is non-zero when any workspace fails. (One after the other took about 100 s here; two lanes take
 * about half.)
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// The longest first, so the lanes end together (measured: remix-app, models, jobs, admin-app, templates).
const ORDER = ['remix-app', 'models', 'jobs', 'admin-app', 'templates'];
const queue = [...workspaces].sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99));
const lanes = Math.max(1, Math.min(4, os.availableParallelism?.() ?? os.cpus().length, queue.length));
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

let failed = 0;
function check(workspace) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', path.join(root, workspace)], { cwd: path.join(root, workspace) });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code !== 0) failed += 1;
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${workspace} (${seconds} s)\n${output}`);
      resolve();
    });
  });
}

async function lane() {
  for (let workspace = queue.shift(); workspace; workspace = queue.shift()) await check(workspace);
}

await Promise.all(Array.from({ length: lanes }, lane));
process.exit(failed ? 1 : 0);
