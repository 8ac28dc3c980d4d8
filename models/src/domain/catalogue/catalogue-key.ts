import { keptNumber } from '../kernel/counts';
import { readCountryRules, type CatalogueOptions } from './price-sheet';
import { soldLinesFingerprint } from './sold-lines-fingerprint';

/** The change counter of the catalogue's three tables and its country rules (kept_counts.name, migrations 0073 and 0075). */
export const CATALOGUE_CHANGES = 'catalogue.changes';

/**
 * catalogueKey (issue 17, ADR 090, ADR 094): getFromPrice's key for what a price reads — the sold
 * lines and the country rules — two strings that differ from the last whenever any of them may have
 * changed, and are the same while none did.
 * - SQLite: the number of changes the database keeps (triggers raise it in the writing statement's
 *   own transaction, whoever writes: the console, a seed, plain SQL) to products, countries, product
 *   services and the two configuration rows of the country rules, read by its primary key. Any such
 *   write is a new key: one computation more when it changed no price, never a stale answer.
 * - MySQL and MariaDB (no triggers there), and a database without the row: soldLinesFingerprint,
 *   every column of the sold lines as one string the database writes (ADR 086), and the country rules
 *   read beside it. The two parts are compared as they are (the lines' string is tens of KB on MySQL),
 *   never copied into one.
 */
export interface CatalogueKey {
  lines: string;
  rules: string;
}

export async function catalogueKey(options: CatalogueOptions = {}): Promise<CatalogueKey> {
  const changes = await keptNumber(CATALOGUE_CHANGES, options);
  if (changes !== null) return { lines: `changes:${changes}`, rules: '' };
  const [lines, rules] = await Promise.all([soldLinesFingerprint(options), readCountryRules(options)]);
  return { lines, rules: JSON.stringify(rules) };
}

export const sameCatalogueKey = (a: CatalogueKey, b: CatalogueKey) => a.rules === b.rules && a.lines === b.lines;
