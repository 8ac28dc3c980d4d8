import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { getSequelize } from '../../db/database';
import { keptNumber } from './counts';
import { indexable, type NameSearchTable, PROBE_MAX_TERMS, prefixPhrase, searchWords } from './name-search';

/**
 * The change counter of the indexed names of each table that has one (kept_counts.name, migration
 * 0074, SQLite only): raised by every insert, delete and change of a searched column, whoever writes.
 */
export const NAME_CHANGES: Partial<Record<NameSearchTable, string>> = { ips: 'ips.names.changes' };

/** The FTS5 query a probe asks for each typed word (lower-cased, as nameMatches reads it). */
export type ProbeTerms = ReadonlyMap<string, string>;

/** At most this many typed words are kept per table; more, and the kept ones are forgotten first. */
const KEPT_WORDS_MAX = 1000;

interface Kept {
  changes: number;
  queries: Map<string, string>;
}
const keptOf = new WeakMap<Sequelize, Map<NameSearchTable, Kept>>();

/**
 * probeTerms (issue 17, ADR 092): for nameMatches reach 'few' on SQLite, the FTS5 query of each typed
 * word of `text` — the indexed words it starts, whole ("senja" OR "senjakala"), or its prefix phrase
 * when none or more than PROBE_MAX_TERMS do. Listing a word's terms costs SQLite a pass over the row
 * list of each of them (1.5 ms of CPU for a word in half the names of 200,000 records), so where the
 * table has a change counter the answers are kept per process while it stays; the counter is one read
 * by primary key. Nothing is kept inside a transaction (a rolled-back write gives its number back),
 * for a table without a counter, or in a database without its row: each word is then read afresh.
 * Null on MariaDB/MySQL, where nameMatches does not probe.
 */
export async function probeTerms(table: NameSearchTable, text: string, options: { transaction?: Transaction | null } = {}): Promise<ProbeTerms | null> {
  const sequelize = getSequelize();
  if (sequelize.getDialect() !== 'sqlite') return null;
  const transaction = options.transaction ?? undefined;
  const words = searchWords(text)
    .map((word) => word.toLowerCase())
    .filter((word) => indexable(word, 'sqlite'));
  if (words.length === 0) return new Map();
  const name = NAME_CHANGES[table];
  const changes = name && !transaction ? await keptNumber(name) : null;
  const kept = changes === null ? null : keptUnder(sequelize, table, changes);

  const queries = new Map<string, string>();
  for (const word of words) {
    let query = kept?.queries.get(word);
    if (query === undefined) {
      query = await readProbeQuery(sequelize, table, word, transaction);
      if (kept) {
        if (kept.queries.size >= KEPT_WORDS_MAX) kept.queries.clear();
        kept.queries.set(word, query);
      }
    }
    queries.set(word, query);
  }
  return queries;
}

/** The answers kept for `table` under the counter's number `changes` (a new, empty set when it moved). */
function keptUnder(sequelize: Sequelize, table: NameSearchTable, changes: number): Kept {
  const tables = keptOf.get(sequelize) ?? new Map<NameSearchTable, Kept>();
  keptOf.set(sequelize, tables);
  let kept = tables.get(table);
  if (!kept || kept.changes !== changes) {
    kept = { changes, queries: new Map() };
    tables.set(table, kept);
  }
  return kept;
}

/**
 * A typed word's FTS5 query, read from the table's vocabulary (migration 0065): its indexed words, or
 * its prefix phrase when there are none or more than PROBE_MAX_TERMS, or when the word once stripped
 * of accents (as unicode61 remove_diacritics 2 indexes it) is not plain a–z and digits.
 */
async function readProbeQuery(sequelize: Sequelize, table: NameSearchTable, word: string, transaction: Transaction | undefined): Promise<string> {
  const plain = word.normalize('NFD').replace(/\p{M}/gu, '');
  if (!/^[a-z0-9]+$/.test(plain)) return prefixPhrase(word);
  const rows = await sequelize.query<{ term: string }>(
    `SELECT term FROM ${sequelize.getQueryInterface().quoteIdentifier(`${table}_fts_vocab`)} WHERE term >= ? AND term < ? LIMIT ${PROBE_MAX_TERMS + 1}`,
    { replacements: [plain, `${plain}\u{10FFFF}`], type: QueryTypes.SELECT, transaction },
  );
  if (rows.length === 0 || rows.length > PROBE_MAX_TERMS) return prefixPhrase(word);
  return `(${rows.map((row) => `"${row.term.replace(/"/g, '""')}"`).join(' OR ')})`;
}
