import { randomBytes } from 'node:crypto';
import { Op, QueryTypes } from 'sequelize';
import { afterAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../constants/index';
import { createMigrator } from '../../db/migrator';
import { seedReference } from '../../db/seeder';
import { getSequelize, useSequelize } from '../../db/database';
import { IpRecord } from '../../models/ip-record';
import { User } from '../../models/user';
import { buildApplication, buildCustomer, buildUser, createEmptyTestDatabase, queriesOf, useTestWorld, type TestDatabase } from '../../testing/index';
import { MYSQL_FT_MIN_TOKEN, nameMatches, PROBE_MAX_TERMS, searchWords, type NameSearchTable } from './name-search';
import { probeTerms } from './probe-terms';

/**
 * ADR 066 §4: `nameMatches` on the FTS5 tables (SQLite) and the FULLTEXT indexes (MariaDB) of
 * migration 0063 — any word, any word's start, case and accents ignored, the index kept in step with
 * the rows, no input read as search syntax, short words and Chinese names found; and the same answers
 * when one customer's rows are probed (reach 'few', the vocabulary tables of migration 0065).
 */
const world = useTestWorld();
const sqlite = !process.env.TEST_MYSQL_URL;

/** A word no other row has (letters only, so it is one word to every tokenizer). */
const tag = () => `Zq${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

/**
 * The ids a search finds, asked both ways (reach 'all': the index drives; 'few': each row probed with
 * the probe terms of probeTerms): they must agree on every input.
 */
async function matching(model: typeof User | typeof IpRecord, column: string, table: NameSearchTable, text: string): Promise<number[]> {
  const found: number[][] = [];
  for (const reach of ['all', 'few'] as const) {
    const probes = reach === 'few' ? await probeTerms(table, text) : null;
    const rows = await (model as typeof User).findAll({ attributes: ['id'], where: nameMatches(column, table, text, reach, probes), order: [['id', 'ASC']] });
    found.push(rows.map((row) => row.id));
  }
  expect(found[1], `reach 'few' agrees with 'all' on ${JSON.stringify(text)}`).toEqual(found[0]);
  return found[0]!;
}
const usersMatching = (text: string) => matching(User, 'User.id', 'users', text);
const ipsMatching = (text: string) => matching(IpRecord, 'IpRecord.id', 'ips', text);

describe(`nameMatches (${sqlite ? 'sqlite' : 'mysql'})`, () => {
  it('finds a name by any of its words or a word’s start, in any order, ignoring case and accents; every word must match', async () => {
    const word = tag();
    const kopi = await buildCustomer({ name: `Kopi ${word} Senja`, company: 'José Trading Sdn Bhd' });
    const other = await buildCustomer({ name: `Teh ${word}` });
    expect(await usersMatching(word)).toEqual([kopi.id, other.id]);
    expect(await usersMatching(word.slice(0, 5).toUpperCase())).toEqual([kopi.id, other.id]);
    expect(await usersMatching(`senja ${word}`)).toEqual([kopi.id]);
    expect(await usersMatching(`SEN ${word.toLowerCase()}`)).toEqual([kopi.id]);
    expect(await usersMatching(`${word} jose trad`)).toEqual([kopi.id]);
    expect(await usersMatching(`${word} José`)).toEqual([kopi.id]);
    expect(await usersMatching(`${word} tarik`)).toEqual([]);
    // A word's start, not its middle.
    expect(await usersMatching(word.slice(2))).toEqual([]);
  });

  it('follows the rows: inserted, renamed and deleted after the migration', async () => {
    const [before, after, gone] = [tag(), tag(), tag()];
    const user = await buildCustomer({ name: `Aminah ${before}` });
    const { ip } = await buildApplication({ user, ip: { application_name: `Mark ${before}` } });
    expect(await usersMatching(before)).toEqual([user.id]);
    expect(await ipsMatching(before)).toEqual([ip.id]);

    await user.update({ name: `Aminah ${after}` });
    await ip.update({ application_name: `Mark ${after}` });
    expect(await usersMatching(before)).toEqual([]);
    expect(await usersMatching(after)).toEqual([user.id]);
    expect(await ipsMatching(before)).toEqual([]);
    expect(await ipsMatching(after)).toEqual([ip.id]);
    await user.update({ company: `${gone} Holdings` });
    expect(await usersMatching(gone)).toEqual([user.id]);
    await user.update({ contact: '0123' }); // a column the index does not hold
    expect(await usersMatching(`${after} ${gone}`)).toEqual([user.id]);

    const bare = await IpRecord.create({ user_id: user.id, type_id: ip.type_id, country_id: ip.country_id, application_name: `Bare ${gone}` } as never);
    expect(await ipsMatching(gone)).toEqual([bare.id]);
    await bare.destroy();
    expect(await ipsMatching(gone)).toEqual([]);
    await user.update({ company: null });
    expect(await usersMatching(gone)).toEqual([]);
    const removed = await buildCustomer({ name: `Removed ${gone}` });
    expect(await usersMatching(gone)).toEqual([removed.id]);
    await removed.destroy();
    expect(await usersMatching(gone)).toEqual([]);
  });

  it('reads no input as search syntax: nothing errs, nothing matches everything', async () => {
    const word = tag();
    const mine = await buildCustomer({ name: `Kopi ${word}` });
    await buildCustomer({ name: 'Another Person' });
    const everyone = await User.count();
    const hostile = ['"', '""', '*', '**', 'OR', 'AND', 'NOT', 'NEAR(', 'NEAR(a b)', '-', '+', '(', ')', '~', '<', '>', '@', ':', '^', "'", '\\', '%', '_', '!', 'name:', '{name}:', 'a OR b', `"${word}`,
      `${word}*`, `-${word}`, `+${word}`, `${word} OR x`, `${word}" OR "x`, `NEAR(${word} kopi)`, `name: ${word}`, `(${word})`, `${word} -kopi`, `'${word}' OR 1=1 --`, `${word}"*`, '\u0000', '😀', 'ﷺ', '\u0301', '\u0301\u0301\u0301', 'e\u0301', 'ʰʰʰ', '²³⁴', 'नमस्ते', '\u200d', 'x'.repeat(300), `${word} ${'y'.repeat(90)}`];
    for (const text of hostile) {
      const found = await usersMatching(text);
      expect(found.length, text).toBeLessThan(everyone);
      if (text.includes(word)) expect([[], [mine.id]], text).toContainEqual(found);
    }
    // The operators are separators: the words around them are what is searched.
    expect(await usersMatching(`${word}*`)).toEqual([mine.id]);
    expect(await usersMatching(`-${word}`)).toEqual([mine.id]);
    expect(await usersMatching(`(${word}) "kopi"`)).toEqual([mine.id]);
    expect(await usersMatching(`${word} -kopi`)).toEqual([mine.id]);
    expect(await usersMatching(`${word} OR x`)).toEqual([]);
    expect(await usersMatching(`NEAR(${word} kopi)`)).toEqual([]);
    // Text with no word matches nothing.
    for (const text of ['', '   ', '"*"', '-+()~<>@:']) expect(await usersMatching(text), text).toEqual([]);
    expect(searchWords(`a"b*c-(d)`)).toEqual(['a', 'b', 'c', 'd']);
    expect(searchWords('\u0301\u0301 \u0300ab e\u0301')).toEqual(['ab', 'é']);
  });

  it('finds short words (below the MariaDB index’s minimum length) at a word’s start', async () => {
    const word = tag();
    const ng = await buildCustomer({ name: `Ng Ah ${word}` });
    const tan = await buildCustomer({ name: `Tan ${word}` });
    expect(await usersMatching(`ng ${word}`)).toEqual([ng.id]);
    expect(await usersMatching(`${word} ah`)).toEqual([ng.id]);
    expect(await usersMatching(`${word} t`)).toEqual([tan.id]);
    expect(await usersMatching(`${word} an`)).toEqual([]);
    // A short word alone is checked on the rows.
    expect(await usersMatching('ng')).toContain(ng.id);
    expect(await usersMatching('ng')).not.toContain(tan.id);
    // Stopwords of InnoDB are words like any other.
    const the = await buildCustomer({ name: `The ${word} With` });
    expect(await usersMatching(`the ${word} with`)).toEqual([the.id]);
  });

  it('finds a Chinese name by all of it, its start or its middle, alone or with other words', async () => {
    const word = tag();
    const zhang = await buildCustomer({ name: '张伟明', company: `${word} 贸易有限公司` });
    const { ip } = await buildApplication({ user: zhang, ip: { application_name: `${word} 咖啡屋` } });
    expect(await usersMatching('张伟明')).toEqual([zhang.id]);
    expect(await usersMatching('张')).toEqual([zhang.id]);
    expect(await usersMatching('伟明')).toEqual([zhang.id]);
    expect(await usersMatching(`${word} 贸易`)).toEqual([zhang.id]);
    expect(await usersMatching(`${word} 张伟明`)).toEqual([zhang.id]);
    expect(await usersMatching(`${word} 李`)).toEqual([]);
    expect(await ipsMatching('咖啡')).toEqual([ip.id]);
    expect(await ipsMatching(`${word.toLowerCase()} 啡屋`)).toEqual([ip.id]);
  });

  it('probes by whole indexed words, or by the prefix when it starts more than PROBE_MAX_TERMS of them', async () => {
    const word = tag();
    const owner = await buildCustomer({ name: 'Probe Owner' });
    const many = [];
    for (let i = 0; i <= PROBE_MAX_TERMS; i++) many.push((await buildApplication({ user: owner, ip: { application_name: `${word}${String.fromCharCode(97 + (i % 26))}${i} Kopi` } })).ip.id);
    const { ip: exact } = await buildApplication({ user: owner, ip: { application_name: `Café ${word} Senja` } });
    expect(await ipsMatching(word)).toEqual([...many, exact.id].sort((a, b) => a - b));
    expect(await ipsMatching(`${word}a`)).toEqual(many.filter((_, i) => i % 26 === 0));
    expect(await ipsMatching(`${word}b1 kopi`)).toEqual([many[1]!]);
    expect(await ipsMatching(`cafe ${word}`)).toEqual([exact.id]);
    expect(await ipsMatching(`CAFÉ sen`)).toContain(exact.id);
    expect(await ipsMatching(`${word}zz`)).toEqual([]);
    if (sqlite) {
      // One owner's rows, each probed: the plan reads the owner's index and asks the FTS index per row.
      const where = { [Op.and]: [{ user_id: owner.id }, nameMatches('IpRecord.id', 'ips', `${word} kopi`, 'few', await probeTerms('ips', `${word} kopi`))] };
      const sql = (getSequelize().getQueryInterface().queryGenerator as unknown as { selectQuery(table: string, options: object, model: unknown): string }).selectQuery('ips', { attributes: ['id'], where }, IpRecord);
      const plan = (await getSequelize().query<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, { type: QueryTypes.SELECT })).map((row) => row.detail).join('\n');
      expect(plan).toMatch(/SEARCH IpRecord USING (COVERING )?INDEX ips_user_id/);
      // The FTS table is reached by rowid (=) with the MATCH (M), once per row of the owner.
      expect(plan).toMatch(/VIRTUAL TABLE INDEX \d+:=M/);
      expect(plan).not.toMatch(/LIST SUBQUERY/);
    }
  });

  it.runIf(sqlite)('keeps the probe terms of a typed word while no IP name changes, and reads them again after any change (ADR 092)', async () => {
    const word = tag();
    const owner = await buildCustomer({ name: 'Kept Owner' });
    const { ip: first } = await buildApplication({ user: owner, ip: { application_name: `${word}a Kopi` } });
    expect(await ipsMatching(word)).toEqual([first.id]);
    // Kept: the counter alone is read (one statement); a word not asked yet is listed too (two).
    expect(await queriesOf(() => probeTerms('ips', word))).toBe(1);
    expect(await queriesOf(() => probeTerms('ips', `${word}a`))).toBe(2);
    expect(await probeTerms('ips', word)).toEqual(new Map([[word.toLowerCase(), `("${word.toLowerCase()}a")`]]));

    // A new record with a new word that the typed word starts: found at once.
    const { ip: second } = await buildApplication({ user: owner, ip: { application_name: `${word}b Teh` } });
    expect(await ipsMatching(word)).toEqual([first.id, second.id]);
    // A renamed record, and one written by plain SQL (the triggers count whoever writes).
    await first.update({ application_name: `${word}c Kopi` });
    expect(await ipsMatching(`${word}c`)).toEqual([first.id]);
    expect(await ipsMatching(word)).toEqual([first.id, second.id]);
    await getSequelize().query('UPDATE ips SET application_name = ? WHERE id = ?', { replacements: [`${word}d Teh`, second.id] });
    expect(await ipsMatching(word)).toEqual([first.id, second.id]);
    expect(await ipsMatching(`${word}d`)).toEqual([second.id]);
    // Another column's change is no change of the names: the terms stay kept.
    await probeTerms('ips', word);
    await first.update({ filing_no: 'TM-KEPT-1' });
    expect(await queriesOf(() => probeTerms('ips', word))).toBe(1);

    // Read inside a transaction that adds a word and rolls back: nothing of it is kept.
    const transaction = await getSequelize().transaction();
    try {
      await IpRecord.update({ application_name: `${word}e Kopi` }, { where: { id: first.id }, transaction });
      expect(await probeTerms('ips', word, { transaction })).toEqual(new Map([[word.toLowerCase(), `("${word.toLowerCase()}d" OR "${word.toLowerCase()}e")`]]));
    } finally {
      await transaction.rollback();
    }
    const { ip: third } = await buildApplication({ user: owner, ip: { application_name: `${word}f Kopi` } });
    expect(await ipsMatching(word)).toEqual([first.id, second.id, third.id]);
    expect(await probeTerms('ips', word)).toEqual(new Map([[word.toLowerCase(), `("${word.toLowerCase()}c" OR "${word.toLowerCase()}d" OR "${word.toLowerCase()}f")`]]));
    // No counter for the users' names: their terms are read afresh each time, one statement a word.
    await buildCustomer({ name: `${word}g Person` });
    expect(await queriesOf(() => probeTerms('users', `${word} person`))).toBe(2);
    expect(await queriesOf(() => probeTerms('users', `${word} person`))).toBe(2);
    expect(await probeTerms('users', word)).toEqual(new Map([[word.toLowerCase(), `("${word.toLowerCase()}g")`]]));
    // Nor inside a transaction: the counter is not read there.
    await getSequelize().transaction(async (t) => expect(await queriesOf(() => probeTerms('ips', word, { transaction: t }))).toBe(1));
  });

  it.runIf(!sqlite)('agrees with the server on the shortest indexed word', async () => {
    const [row] = await getSequelize().query<{ size: number }>('SELECT @@innodb_ft_min_token_size AS size', { type: QueryTypes.SELECT });
    expect(Number(row!.size)).toBe(MYSQL_FT_MIN_TOKEN);
  });
});

describe(`migration 0063 indexes the rows there already are (${sqlite ? 'sqlite' : 'mysql'})`, () => {
  let db: TestDatabase | undefined;
  afterAll(async () => {
    await db?.drop();
    useSequelize(world().db.sequelize);
  });

  it('a user and an IP record stored before it are found after it, and down removes the index', async () => {
    db = await createEmptyTestDatabase();
    const migrator = createMigrator(db.sequelize);
    await migrator.up({ to: '0062-ip-record-and-user-sort-indexes' });
    await seedReference(db.sequelize);
    useSequelize(db.sequelize);
    const word = tag();
    const user = await buildUser({ role_id: ROLE.MEMBER, name: `Before ${word}` });
    const { ip } = await buildApplication({ user, ip: { application_name: `Old ${word} Mark` } });
    await migrator.up({ to: '0065-name-search-vocabulary' });
    expect(await usersMatching(`bef ${word}`)).toEqual([user.id]);
    await migrator.down({ to: '0063-name-search' });
    await expect(usersMatching(word)).rejects.toThrow();
    await migrator.up({ to: '0065-name-search-vocabulary' });
    expect(await usersMatching(word)).toEqual([user.id]);
    // The IP record too, both ways, once the migrations that the customer's probe reads are all run.
    await migrator.up();
    expect(await ipsMatching(`${word} mark`)).toEqual([ip.id]);
  });
});
