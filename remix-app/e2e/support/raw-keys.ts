import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Raw catalogue keys (issue 17): a page that shows `orders:checkout.title` or `cart.filing.submit`
 * instead of words has lost a translation. The namespaces and keys come from the catalogue itself
 * (models/src/i18n/locales/en), so ordinary text is not flagged.
 */

const LOCALES = path.dirname(require.resolve('@iprenew/models/i18n/locales/en/common.json'));

/** The catalogue's namespaces: the files of the English catalogue (the parity test keeps bm and cn equal). */
export const NAMESPACE_NAMES = readdirSync(LOCALES)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

function collectKeys(node: unknown, prefix: string, leaves: Set<string>, branches: Set<string>): void {
  if (!node || typeof node !== 'object' || Array.isArray(node)) {
    leaves.add(prefix);
    return;
  }
  if (prefix) branches.add(prefix);
  for (const [key, child] of Object.entries(node)) collectKeys(child, prefix ? `${prefix}.${key}` : key, leaves, branches);
}

const LEAVES = new Set<string>();
const BRANCHES = new Set<string>();
for (const ns of NAMESPACE_NAMES) {
  collectKeys(JSON.parse(readFileSync(path.join(LOCALES, `${ns}.json`), 'utf8')), '', LEAVES, BRANCHES);
}

/** `orders:checkout.title` — any namespace of ours, a colon, a key. */
const NAMESPACED = new RegExp(`(?<![\\w/.-])(?:${NAMESPACE_NAMES.map((ns) => ns.replace(/-/g, '\\-')).join('|')}):[A-Za-z0-9_]+(?:\\.[A-Za-z0-9_]+)*`, 'g');
/** `orders.status.paid` — a dotted lower-case token, flagged only when the catalogue knows it (below). */
const DOTTED = /(?<![\w@/.:-])[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+(?![\w@/-])/g;

/**
 * Whether a dotted token is a catalogue key shown raw: a key of the catalogue, or a key under one of
 * its branches of two or more segments (a missing leaf such as `cart.filing.nonexistent`). Text like
 * `example.com` or a file name is no branch of ours and is not flagged.
 */
function isCatalogueKey(token: string): boolean {
  if (LEAVES.has(token)) return true;
  const parts = token.split('.');
  for (let length = parts.length - 1; length >= 2; length -= 1) if (BRANCHES.has(parts.slice(0, length).join('.'))) return true;
  return false;
}

/** The raw catalogue keys in a text. */
export function rawKeysIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(NAMESPACED)) found.add(match[0]);
  for (const match of text.matchAll(DOTTED)) {
    const token = match[0].replace(/\.$/, '');
    if (isCatalogueKey(token)) found.add(token);
  }
  return [...found];
}
