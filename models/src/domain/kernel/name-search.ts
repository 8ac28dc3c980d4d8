import { literal, Op } from 'sequelize';
import { getSequelize } from '../../db/database';
import type { ProbeTerms } from './probe-terms';
import { startsWithAny } from './values';

/**
 * The full-text search of names (ADR 066 §4): every list that lets a user type any word of a name asks
 * `nameMatches` the same way. The searched columns of each table are fixed (migration 0063 indexes
 * exactly these): SQLite keeps an FTS5 table `<table>_fts` in step by triggers, MariaDB/MySQL has a
 * FULLTEXT index `<table>_name_search_ft` (InnoDB, built without stopwords).
 */
export const NAME_SEARCH_COLUMNS = {
  users: ['name', 'company'],
  ips: ['application_name'],
} as const;
export type NameSearchTable = keyof typeof NAME_SEARCH_COLUMNS;

/**
 * InnoDB indexes no word shorter than innodb_ft_min_token_size (3 by default, read-only at run time)
 * nor longer than innodb_ft_max_token_size (84). name-search.test.ts checks the server agrees.
 */
export const MYSQL_FT_MIN_TOKEN = 3;
export const MYSQL_FT_MAX_TOKEN = 84;

/** Scripts written without spaces between words: neither FTS5's unicode61 nor InnoDB's parser splits them. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * The words of what a user typed, as the indexes see words: a letter or digit, then letters, digits
 * and combining marks (InnoDB reads a term of marks alone as no term, which matches every row).
 * Everything else (quotes, `* + - ( ) ~ < > @ :`, spaces) only separates them, so no input can be
 * FTS5 or boolean-mode syntax. At most 8 words, each at most 100 characters.
 */
export function searchWords(text: string): string[] {
  return (text.normalize('NFC').match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? []).slice(0, 8).map((word) => word.slice(0, 100));
}

/** Where a word is looked up: in the full-text index, or (when the index cannot hold it) by LIKE on the table's rows. */
export function indexable(word: string, dialect: string): boolean {
  if (UNSPACED.test(word)) return false;
  return dialect === 'sqlite' || (word.length >= MYSQL_FT_MIN_TOKEN && word.length <= MYSQL_FT_MAX_TOKEN);
}

/**
 * How the rows a search is added to are reached: `all` when the search may drive the list (a staff
 * list over every customer: the index's matches are read once), `few` when another indexed condition
 * already keeps a few rows (one customer's records or applications: each of them is probed, so the
 * cost does not grow with the other customers' rows that share the word).
 */
export type NameSearchReach = 'all' | 'few';

/** At most this many indexed words of one typed prefix are asked for by name; more, and the prefix itself is asked. */
export const PROBE_MAX_TERMS = 64;

/**
 * A where clause: the row of `table` whose id is in `column` (as in likeAny: `IpRecord.id`,
 * `Application.user_id`…) has, for every word of `text`, a word of its searched columns starting with
 * it — case- and accent-insensitive, in any order ("kopi", "sen" and "Senja Kopi" all find "Kopi Senja").
 * The condition is a subquery on `table`, so a list's OR of searches stays on its own table.
 *
 * - Text without any word (only punctuation) matches nothing — in an OR the other terms still may.
 * - A word the index cannot answer is checked on the rows by LIKE: on MariaDB a word shorter than 3
 *   characters (or longer than 84), as a word start (REGEXP after a non-letter or at the start); on
 *   both, a word in a script written without spaces (Chinese, Japanese, Korean, Thai…), contained
 *   anywhere ("伟明" finds "张伟明"). With other words the index narrows the rows first; alone, such
 *   a word reads the table's rows.
 * - `reach` 'few' on SQLite: each row is probed in the FTS5 index by rowid. A prefix query would merge
 *   the whole list of rows of every word starting with it at each probe, so the probe asks for each
 *   typed word's query in `probes` (probeTerms, required here: the indexed words it starts, whole, or
 *   the prefix when it starts more than PROBE_MAX_TERMS of them), written into the SQL as a value.
 */
export function nameMatches(column: string, table: NameSearchTable, text: string, reach: NameSearchReach = 'all', probes?: ProbeTerms | null) {
  const sequelize = getSequelize();
  const dialect = sequelize.getDialect();
  const qi = sequelize.getQueryInterface();
  const words = searchWords(text).map((word) => word.toLowerCase());
  if (words.length === 0) return literal('1 = 0');
  const columns = NAME_SEARCH_COLUMNS[table];
  const indexed = words.filter((word) => indexable(word, dialect));
  const checked = words.filter((word) => !indexable(word, dialect));
  const target = qi.quoteIdentifiers(column);
  const ids = (where: string[]) => literal(`${target} IN (SELECT ${qi.quoteIdentifier('s')}.${qi.quoteIdentifier('id')} FROM ${qi.quoteIdentifier(table)} AS ${qi.quoteIdentifier('s')} WHERE ${where.join(' AND ')})`);
  const col = (name: string) => `${qi.quoteIdentifier('s')}.${qi.quoteIdentifier(name)}`;

  const conditions: string[] = [];
  if (indexed.length > 0) {
    if (dialect === 'sqlite') {
      const fts = qi.quoteIdentifier(`${table}_fts`);
      if (reach === 'few') {
        const wordQuery = (word: string) => {
          const query = probes?.get(word);
          if (query === undefined) throw new Error(`nameMatches: reach 'few' on SQLite needs probeTerms' answer for ${JSON.stringify(word)}`);
          return query;
        };
        const query = sequelize.escape(indexed.map(wordQuery).join(' AND '));
        const probe = (rowid: string) => `EXISTS (SELECT 1 FROM ${fts} WHERE ${fts} MATCH ${query} AND ${fts}.rowid = ${rowid})`;
        if (checked.length === 0) return literal(probe(target));
        conditions.push(probe(col('id')));
      } else {
        // FTS5: each word a quoted phrase with a prefix star ("kopi"* "sen"*, implicitly AND).
        const query = sequelize.escape(indexed.map(prefixPhrase).join(' '));
        const subquery = `SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${query}`;
        if (checked.length === 0) return literal(`${target} IN (${subquery})`);
        conditions.push(`${col('id')} IN (${subquery})`);
      }
    } else {
      // Boolean mode: every word required, as a prefix (+kopi* +sen*); the words hold no operator.
      conditions.push(`MATCH (${columns.map(col).join(', ')}) AGAINST (${sequelize.escape(indexed.map((word) => `+${word}*`).join(' '))} IN BOOLEAN MODE)`);
    }
  }
  for (const word of checked) {
    // Only letters, digits and marks: nothing for LIKE or REGEXP to read as a wildcard.
    const test = (name: string) =>
      UNSPACED.test(word) ? `${col(name)} LIKE ${sequelize.escape(`%${word}%`)}` : `${col(name)} REGEXP ${sequelize.escape(`(^|[^\\p{L}\\p{N}])${word}`)}`;
    conditions.push(`(${columns.map(test).join(' OR ')})`);
  }
  return ids(conditions);
}

/** An FTS5 phrase matching every word that starts with `word` ("sen"*). */
export function prefixPhrase(word: string): string {
  return `"${word.replace(/"/g, '""')}"*`;
}

/** A where clause: any of `columns` (codes and numbers) starts with `text` as typed or in capitals (ADR 066 §1). */
export function codeStartsWith(columns: readonly string[], text: string) {
  const upper = text.toUpperCase();
  return upper === text ? startsWithAny(columns, text) : { [Op.or]: [startsWithAny(columns, text), startsWithAny(columns, upper)] };
}
