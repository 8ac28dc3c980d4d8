import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { bytesOf } from './console-first-load.mjs';

/**
 * The JavaScript a Remix page loads at start, from the client build's own Remix manifest
 * (assets/manifest-<hash>.js, the newest if several): the entry, the root route and the page's routes,
 * each module with the imports Remix preloads for it (lazy imports excluded). `routes` are route ids
 * (e.g. 'routes/_public+/_index'). Null without a build; throws for a route the build does not have.
 */
export function pageFirstLoad(clientDir, routes) {
  const assets = path.join(clientDir, 'assets');
  if (!existsSync(assets)) return null;
  const manifests = readdirSync(assets)
    .filter((name) => /^manifest-[A-Za-z0-9_-]+\.js$/.test(name))
    .map((name) => path.join(assets, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (manifests.length === 0) return null;
  const text = readFileSync(manifests[0], 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  const files = new Set();
  for (const part of [manifest.entry, ...['root', ...routes].map((id) => manifest.routes[id])]) {
    if (!part) throw new Error(`a route of ${routes.join(', ')} is not in ${manifests[0]}`);
    for (const file of [part.module, ...(part.imports ?? [])]) files.add(file);
  }
  return bytesOf(clientDir, files);
}
