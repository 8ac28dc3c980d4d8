import { keptNumber } from '../kernel/counts';
import type { CatalogueOptions } from './price-sheet';
import { soldLinesFingerprint } from './sold-lines-fingerprint';

/** The change counter of the catalogue's three tables (kept_counts.name, migration 0073). */
export const CATALOGUE_CHANGES = 'catalogue.changes';

/**
 * soldLinesKey (issue 17, ADR 090): getFromPrice's key for the sold lines — a string that is new
 * whenever any of them may have changed, and the same while none did.
 * - SQLite: the number of changes to products, countries and product services the database keeps
 *   (triggers raise it in the writing statement's own transaction, whoever writes: the console, a
 *   seed, plain SQL), read by its primary key. Any write to the three tables is a new key: one
 *   computation more when it changed nothing sold, never a stale answer.
 * - MySQL and MariaDB (no triggers there), and a database without the row: soldLinesFingerprint,
 *   every column of the sold lines as one string the database writes (ADR 086).
 */
export async function soldLinesKey(options: CatalogueOptions = {}): Promise<string> {
  const changes = await keptNumber(CATALOGUE_CHANGES, options);
  return changes === null ? soldLinesFingerprint(options) : `changes:${changes}`;
}
