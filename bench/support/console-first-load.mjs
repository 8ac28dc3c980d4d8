/**
 * The console's first load (issue 17, ADR 079), as a browser fetches it before anyone signs in: the
 * scripts admin-app/dist/index.html names (entry and module preloads) and the reader's first strings
 * (the `locale-<lang>-start` chunk main.tsx asks for at once). Raw and gzipped bytes (Node's default
 * level). Used by bench/load/run.mjs (the results table) and scripts/bundle-budget.mjs (CI).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function consoleFirstLoad(dist, language = 'en') {
  if (!existsSync(path.join(dist, 'index.html'))) return null;
  const names = new Set(
    (readFileSync(path.join(dist, 'index.html'), 'utf8').match(/\/admin\/assets\/[A-Za-z0-9._-]+\.js/g) ?? []).map((name) => name.slice('/admin/'.length)),
  );
  const start = readdirSync(path.join(dist, 'assets')).find((name) => name.startsWith(`locale-${language}-start-`) && name.endsWith('.js'));
  if (start) names.add(`assets/${start}`);
  return { ...bytesOf(dist, names), catalogue: Boolean(start) };
}

/** The files named (relative to `dir`): how many, their raw and gzipped bytes (Node's default level). */
export function bytesOf(dir, names) {
  let raw = 0;
  let gzip = 0;
  for (const name of names) {
    const bytes = readFileSync(path.join(dir, name));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { files: names.size, raw, gzip };
}
