import type { Transaction } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_TYPE, SERVICE } from '../../constants/index';
import { getSequelize } from '../../db/database';
import { keptStatement } from '../../db/prepared-read';
import { PRODUCTS } from '../../../seeders/data/products';
import { countryId, findProduct, findProductService, openTestWorld, statementsOf, type TestWorld } from '../../testing/index';
import { getFromPrice } from './get-from-price';
import { listServiceCountries } from './list-service-countries';
import { soldServiceRows, soldServices } from './price-sheet';
import { COUNTRY_LIST_SETTINGS } from '../../schemas/settings';
import { patentYearOptions } from './patent-year-options';
import { soldLinesFingerprint } from './sold-lines-fingerprint';
import { CATALOGUE_CHANGES, catalogueKey } from './catalogue-key';

/** The country lists (CAT-5), the patent year options (CAT-34..39, 45) and the "from" price (PUB-2). */
const TODAY = '2026-03-15';
let world: TestWorld;
beforeAll(async () => {
  world = await openTestWorld();
});
afterAll(async () => {
  await world?.close();
});

describe('listServiceCountries (CAT-5)', () => {
  it('lists the 12 seeded countries for each type, sorted by name', async () => {
    const lists = await listServiceCountries({ service_id: SERVICE.RENEWAL });
    expect(lists.trademark).toHaveLength(PRODUCTS.length);
    expect(lists.patent).toHaveLength(PRODUCTS.length);
    expect(lists.trademark.map((c) => c.name)).toEqual([...lists.trademark.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(lists.trademark[0]).toEqual({ id: await countryId('BN'), name: 'Brunei', iso2: 'BN' });
  });

  it('drops a country from one type only when that product service stops, and from both when the country leaves service', async () => {
    const service = await findProductService('JP', SERVICE.RENEWAL, IP_TYPE.PATENT);
    const jp = await countryId('JP');
    await service.update({ status: 0 });
    try {
      const lists = await listServiceCountries({ service_id: SERVICE.RENEWAL });
      expect(lists.trademark.map((c) => c.id)).toContain(jp);
      expect(lists.patent.map((c) => c.id)).not.toContain(jp);
      // the search service of Japan is untouched
      expect((await listServiceCountries({ service_id: SERVICE.SEARCH })).patent.map((c) => c.id)).toContain(jp);
      // One statement for every service, the service bound (ADR 084; MySQL keeps it with '?').
      if (!process.env.TEST_MYSQL_URL) expect(keptStatement(getSequelize(), 'catalogue.soldCountryLines')).toMatch(/`services`.`service_id` = \$1/);
    } finally {
      await service.update({ status: 1 });
    }
    const product = await findProduct('JP');
    await product.update({ is_active: false });
    try {
      const lists = await listServiceCountries({ service_id: SERVICE.RENEWAL });
      expect(lists.trademark.map((c) => c.id)).not.toContain(jp);
      expect(lists.patent.map((c) => c.id)).not.toContain(jp);
    } finally {
      await product.update({ is_active: true });
    }
  });
});

describe('listServiceCountries reads only the countries (issue 17)', () => {
  /** The lists as the full read of the sold lines (soldServices, model instances) gives them. */
  async function fromSoldLines(service_id: number) {
    const sold = await soldServices({ service_id });
    const of = (typeId: number) =>
      sold
        .filter(({ service }) => Number(service.type_id) === typeId)
        .map(({ country }) => ({ id: country.id, name: country.name, iso2: country.iso2 }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    return { trademark: of(IP_TYPE.TRADEMARK), patent: of(IP_TYPE.PATENT) };
  }

  it('gives the same lists as the sold lines for every service, renewals disabled, products and services stopped', async () => {
    const renewal = await findProductService('MY', SERVICE.RENEWAL, IP_TYPE.TRADEMARK);
    const search = await findProductService('SG', SERVICE.SEARCH, IP_TYPE.PATENT);
    const product = await findProduct('JP');
    const states: Array<[string, () => Promise<unknown>, () => Promise<unknown>]> = [
      ['as seeded', async () => undefined, async () => undefined],
      ['a renewal not enabled', () => renewal.update({ enabled: false }), () => renewal.update({ enabled: true })],
      ['a search service stopped', () => search.update({ status: 0 }), () => search.update({ status: 1 })],
      ['a product inactive', () => product.update({ is_active: false }), () => product.update({ is_active: true })],
    ];
    for (const [label, change, undo] of states) {
      await change();
      try {
        for (const service_id of [SERVICE.SEARCH, SERVICE.APPLICATION, SERVICE.RENEWAL]) {
          const expected = await fromSoldLines(service_id);
          expect({ label, service_id, lists: await listServiceCountries({ service_id }) }).toEqual({ label, service_id, lists: expected });
        }
      } finally {
        await undo();
      }
    }
    // The disabled renewal did drop Malaysia's trademark renewals (the comparison is not vacuous).
    await renewal.update({ enabled: false });
    try {
      expect((await listServiceCountries({ service_id: SERVICE.RENEWAL })).trademark.map((c) => c.id)).not.toContain(await countryId('MY'));
    } finally {
      await renewal.update({ enabled: true });
    }
  });

  it('reads in one statement, without the prices, rules or translations of the products', async () => {
    // The connection's logger sees each statement's text (Sequelize reads the option per statement).
    const options = (getSequelize() as unknown as { options: { logging: unknown } }).options;
    const statements: string[] = [];
    const logging = options.logging;
    options.logging = (sql: string) => void statements.push(sql);
    try {
      await listServiceCountries({ service_id: SERVICE.RENEWAL });
    } finally {
      options.logging = logging;
    }
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/`countries`/);
    expect(statements[0]).not.toMatch(/processing_costs|validation_rules|dictionaries|child_label/);
  });
});

describe('patentYearOptions (CAT-34..39, CAT-45)', () => {
  it('without a date offers all 19 years, 2nd to 20th, without dates', async () => {
    const options = await patentYearOptions({ country_id: await countryId('MY'), today: TODAY });
    expect(options.filing_date_basis).toBe(false);
    expect(options.years.map((y) => y.value)).toHaveLength(19);
    expect(options.years[0]).toEqual({ value: '2nd_year_granted', year: 2, due_date: null, status: null });
    expect(options.years.at(-1)!.value).toBe('20th_year_granted');
  });

  it('starts at the first year due no more than 6 months ago, with each due date (= expiry date when chosen first)', async () => {
    // Granted 2020-12-01: year 5 due 2024-12-01 (lapsed), year 6 due 2025-12-01 (overdue), year 7 due 2026-12-01.
    const options = await patentYearOptions({ country_id: await countryId('MY'), grant_date: '2020-12-01', today: TODAY });
    expect(options.years.slice(0, 2)).toEqual([
      { value: '6th_year_granted', year: 6, due_date: '2025-12-01', status: 'overdue' },
      { value: '7th_year_granted', year: 7, due_date: '2026-12-01', status: 'not_due' },
    ]);
    expect(options.years.at(-1)).toMatchObject({ year: 20, due_date: '2039-12-01' });
    const after = await patentYearOptions({ country_id: await countryId('MY'), grant_date: '2020-12-01', latest_year_granted: '9th_year_granted', today: TODAY });
    expect(after.years[0]!.year).toBe(10);
  });

  it('counts from the filing date in filing-date countries (China, ADR 003) and ignores the grant date there', async () => {
    const options = await patentYearOptions({ country_id: await countryId('CN'), filing_date: '2020-05-10', grant_date: '2023-01-01', today: TODAY });
    expect(options.filing_date_basis).toBe(true);
    expect(options.base_date).toBe('2020-05-10');
    expect(options.years[0]).toEqual({ value: '7th_year_granted', year: 7, due_date: '2026-05-10', status: 'not_due' });
  });

  it('stops at the product’s last year (G-55 patent_max_year)', async () => {
    const product = await findProduct('SG');
    const stored = product.validation_rules;
    await product.update({ validation_rules: { ...stored, patent_max_year: 15 } });
    try {
      const options = await patentYearOptions({ country_id: await countryId('SG'), today: TODAY });
      expect(options.max_year).toBe(15);
      expect(options.years.at(-1)!.value).toBe('15th_year_granted');
    } finally {
      await product.update({ validation_rules: stored });
    }
  });
});

describe('getFromPrice (PUB-2, G-01)', () => {
  it('is RM 9.90 on the seeded catalogue: the one-class Malaysian search', async () => {
    expect(await getFromPrice({ today: TODAY })).toBe('9.90');
    expect(await getFromPrice()).toBe('9.90');
  });

  it('follows the catalogue: without the Malaysian search the next cheapest line (a 59.00 search) is the "from" price', async () => {
    const service = await findProductService('MY', SERVICE.SEARCH, IP_TYPE.TRADEMARK);
    await service.update({ status: 0 });
    try {
      // Indonesia, Thailand, the Philippines, Viet Nam and China: search 39 + 20 × 1 = 59.00.
      expect(await getFromPrice({ today: TODAY })).toBe('59.00');
    } finally {
      await service.update({ status: 1 });
    }
  });

  it('follows a price edit at once, though it answers a repeated question from its last answer (issue 17)', async () => {
    expect(await getFromPrice({ today: TODAY })).toBe('9.90');
    const service = await findProductService('MY', SERVICE.SEARCH, IP_TYPE.TRADEMARK);
    const before = service.service_costs;
    // The Malaysian search's own fee (its base) down to 8.80: the "from" price follows on the next request.
    await service.update({ service_costs: { ...before, base: '8.80' } as never });
    try {
      expect(await getFromPrice({ today: TODAY })).toBe('8.80');
    } finally {
      await service.update({ service_costs: before });
    }
    expect(await getFromPrice({ today: TODAY })).toBe('9.90');
  });

  it('follows an edit made by plain SQL that leaves the update time alone: the key is every column read (issue 17)', async () => {
    expect(await getFromPrice({ today: TODAY })).toBe('9.90');
    const service = await findProductService('MY', SERVICE.SEARCH, IP_TYPE.TRADEMARK);
    const before = service.service_costs;
    const { ProductService } = await import('../../models/product-service');
    const write = (costs: unknown) =>
      service.sequelize.query(`UPDATE ${String(ProductService.getTableName())} SET service_costs = ? WHERE id = ?`, { replacements: [JSON.stringify(costs), service.id] });
    await write({ ...(before as object), base: '7.70' });
    try {
      expect(await getFromPrice({ today: TODAY })).toBe('7.70');
    } finally {
      await write(before);
    }
    expect(await getFromPrice({ today: TODAY })).toBe('9.90');
  });

  it('is keyed on every column of every line soldServices reads (the same rows as Sequelize reads them, issue 17)', async () => {
    const { Country } = await import('../../models/country');
    const { Product } = await import('../../models/product');
    const { ProductService } = await import('../../models/product-service');
    // The reference: the sold lines as Sequelize's findAll reads them (soldQuery's tables, joins and conditions).
    const reference = async () =>
      (
        (await Product.findAll({
          where: { is_active: true, status_id: 1 },
          include: [
            { model: Country, as: 'country', where: { in_service: true }, required: true },
            { model: ProductService, as: 'services', where: { status: 1 }, required: true },
          ],
          order: [['id', 'ASC'], [{ model: ProductService, as: 'services' }, 'id', 'ASC']],
          raw: true,
        })) as unknown as Record<string, unknown>[]
      ).map((row) => Object.values(row));
    const rows = async () => (await soldServiceRows()).map((row) => Object.values(row));
    const all = await rows();
    expect(all).toEqual(await reference());
    expect(all.length).toBeGreaterThan(0);
    // …and still with a line stopped and a product inactive (fewer rows, the same on both sides).
    const service = await findProductService('MY', SERVICE.SEARCH, IP_TYPE.TRADEMARK);
    const product = await findProduct('JP');
    await service.update({ status: 0 });
    await product.update({ is_active: false });
    try {
      const stopped = await rows();
      expect(stopped).toEqual(await reference());
      expect(stopped.length).toBeLessThan(all.length);
    } finally {
      await service.update({ status: 1 });
      await product.update({ is_active: true });
    }
  });

  it('is null when nothing is sold', async () => {
    const { Country } = await import('../../models/country');
    await Country.update({ in_service: false }, { where: {} });
    try {
      expect(await getFromPrice({ today: TODAY })).toBeNull();
      expect(await listServiceCountries({ service_id: SERVICE.RENEWAL })).toEqual({ trademark: [], patent: [] });
    } finally {
      await Country.update({ in_service: true }, { where: { iso2: PRODUCTS.map((p) => p.iso2) } });
    }
    expect(await getFromPrice({ today: TODAY })).toBe('9.90');
  });
});

describe('catalogueKey (getFromPrice\'s key, ADR 090, ADR 094)', () => {
  const onSqlite = () => getSequelize().getDialect() === 'sqlite';
  /** The key as one string, for comparing and keeping in a set. */
  const keyNow = async (options: { transaction?: Transaction } = {}) => JSON.stringify(await catalogueKey(options));
  /** From the key now on: `expectNew(what)` checks that the key after `what` is one not seen before. */
  const newKeys = async () => {
    const seen = new Set([await keyNow()]);
    return async (what: string) => {
      const key = await keyNow();
      expect(seen.has(key), what).toBe(false);
      seen.add(key);
    };
  };

  it.runIf(!process.env.TEST_MYSQL_URL)('is on SQLite the change count the database keeps, by triggers on the three tables and the country rules', async () => {
    const sequelize = getSequelize();
    const key = await catalogueKey();
    expect(key).toEqual({ lines: expect.stringMatching(/^changes:\d+$/), rules: '' });
    expect(await catalogueKey()).toEqual(key);
    // Every trigger is there (a later migration that rebuilds one of the tables drops its own).
    const [triggers] = (await sequelize.query(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND (name LIKE '%_catalogue_changes_%' OR name LIKE '%_catalogue_rules_%') ORDER BY name`)) as [{ name: string }[], unknown];
    expect(triggers.map((t) => t.name)).toEqual([
      ...['configurations_catalogue_rules'].flatMap((prefix) => ['ad', 'ai', 'au'].map((suffix) => `${prefix}_${suffix}`)),
      ...['countries', 'product_services', 'products'].flatMap((table) => ['ad', 'ai', 'au'].map((suffix) => `${table}_catalogue_changes_${suffix}`)),
    ]);
  });

  it.runIf(!process.env.TEST_MYSQL_URL)('is new after any insert, update or delete of a product, country or product service by plain SQL, and not after a rolled-back one', async () => {
    const sequelize = getSequelize();
    const product = await findProduct('SG');
    const service = await findProductService('SG', SERVICE.RENEWAL, IP_TYPE.TRADEMARK);
    const expectNew = await newKeys();
    await sequelize.query('UPDATE products SET validation_rules = validation_rules WHERE id = ?', { replacements: [product.id] });
    await expectNew('products update');
    await sequelize.query('UPDATE product_services SET parent_label = parent_label WHERE id = ?', { replacements: [service.id] });
    await expectNew('product_services update');
    await sequelize.query('UPDATE countries SET name = name WHERE id = ?', { replacements: [product.country_id] });
    await expectNew('countries update');
    await sequelize.query("INSERT INTO countries (name, iso2, in_service, created_at, updated_at) VALUES ('Atlantis', 'ZZ', 0, '2026-01-01', '2026-01-01')");
    await expectNew('countries insert');
    await sequelize.query("DELETE FROM countries WHERE iso2 = 'ZZ' AND name = 'Atlantis'");
    await expectNew('countries delete');
    const before = await keyNow();
    await expect(
      sequelize.transaction(async (transaction) => {
        await sequelize.query('UPDATE product_services SET parent_label = ? WHERE id = ?', { replacements: ['rolled back', service.id], transaction });
        expect(await keyNow({ transaction })).not.toBe(before);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await keyNow()).toBe(before);
  });

  it('is new after a plain-SQL write of either country rule (an update, a delete, an insert), and not after a write of another setting', async () => {
    const sequelize = getSequelize();
    const { Configuration } = await import('../../models/configuration');
    // Plain SQL, as an operator would write it (`key` is a reserved word in MySQL).
    const sql = (text: string) => text.replaceAll('`', onSqlite() ? '"' : '`');
    const expectNew = await newKeys();
    for (const key of COUNTRY_LIST_SETTINGS) {
      const before = await keyNow();
      const [row] = await Configuration.readStored([key]);
      expect(row?.value, key).toBeTruthy();
      const stored = row!.value!;
      try {
        await sequelize.query(sql('UPDATE configurations SET value = ? WHERE `key` = ?'), { replacements: [JSON.stringify([...(JSON.parse(stored) as number[]), 999]), key] });
        await expectNew(`${key} update`);
        await sequelize.query(sql('DELETE FROM configurations WHERE `key` = ?'), { replacements: [key] });
        await expectNew(`${key} delete`);
      } finally {
        await sequelize.query(sql('DELETE FROM configurations WHERE `key` = ?'), { replacements: [key] });
        await sequelize.query(sql('INSERT INTO configurations (`key`, value, is_secret, created_at, updated_at) VALUES (?, ?, 0, ?, ?)'), { replacements: [key, stored, '2026-01-01', '2026-01-01'] });
      }
      // SQLite counts the insert as a change; elsewhere the key is the rules themselves, as they were.
      if (onSqlite()) await expectNew(`${key} insert`);
      else expect(await keyNow(), `${key} insert`).toBe(before);
    }
    const unchanged = await keyNow();
    await sequelize.query(sql("UPDATE configurations SET value = value WHERE `key` = 'currency_rates_url'"));
    expect(await keyNow()).toBe(unchanged);
  });

  it('lets a repeated getFromPrice read one row on SQLite (the country rules only to price again)', async () => {
    await getFromPrice({ today: TODAY });
    const statements = await statementsOf(() => getFromPrice({ today: TODAY }));
    if (onSqlite()) expect(statements).toEqual([expect.stringContaining('kept_counts')]);
    else expect(statements.some((sql) => sql.includes('configurations'))).toBe(true);
  });

  it('never answers a price computed inside a rolled-back transaction, whose change number the next committed write gets', async () => {
    const sequelize = getSequelize();
    expect(await getFromPrice({ today: TODAY })).toBe('9.90');
    const service = await findProductService('MY', SERVICE.SEARCH, IP_TYPE.TRADEMARK);
    const before = service.service_costs;
    const write = (base: string, transaction?: Transaction) =>
      sequelize.query('UPDATE product_services SET service_costs = ? WHERE id = ?', { replacements: [JSON.stringify({ ...(before as object), base }), service.id], transaction });
    await expect(
      sequelize.transaction(async (transaction) => {
        await write('7.70', transaction);
        expect(await getFromPrice({ today: TODAY, transaction })).toBe('7.70');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await write('8.80');
    try {
      expect(await getFromPrice({ today: TODAY })).toBe('8.80');
    } finally {
      await sequelize.query('UPDATE product_services SET service_costs = ? WHERE id = ?', { replacements: [JSON.stringify(before), service.id] });
    }
    expect(await getFromPrice({ today: TODAY })).toBe('9.90');
  });

  it('keys getFromPrice so that an edit is priced at once, and is the fingerprint where there is no kept number', async () => {
    const sequelize = getSequelize();
    expect(await getFromPrice({ today: TODAY })).toBe('9.90');
    if (onSqlite()) {
      const [[{ count }]] = (await sequelize.query(`SELECT "count" FROM "kept_counts" WHERE "name" = ?`, { replacements: [CATALOGUE_CHANGES] })) as [[{ count: number }], unknown];
      await sequelize.query(`DELETE FROM "kept_counts" WHERE "name" = ?`, { replacements: [CATALOGUE_CHANGES] });
      try {
        expect((await catalogueKey()).lines.startsWith('lines:')).toBe(true);
        expect(await getFromPrice({ today: TODAY })).toBe('9.90');
      } finally {
        await sequelize.query(`INSERT INTO "kept_counts" ("name", "count") VALUES (?, ?)`, { replacements: [CATALOGUE_CHANGES, count] });
      }
    } else {
      expect((await catalogueKey()).lines.startsWith('lines:')).toBe(true);
    }
    // The kept number read as it is: a changed number is a new key (a new computation, the same price).
    if (onSqlite()) {
      const { lines } = await catalogueKey();
      await sequelize.query(`UPDATE "kept_counts" SET "count" = "count" + 7 WHERE "name" = ?`, { replacements: [CATALOGUE_CHANGES] });
      expect((await catalogueKey()).lines).toBe(`changes:${Number(lines.slice('changes:'.length)) + 7}`);
    }
  });
});

describe('soldLinesFingerprint (getFromPrice\'s key, issue 17)', () => {
  /** A column of one table written by plain SQL (the update time left alone), for the length of `check`. */
  async function withStored(table: 'products' | 'product_services' | 'countries', id: number, column: string, value: unknown, check: () => Promise<void>) {
    const sequelize = getSequelize();
    const [[{ previous }]] = (await sequelize.query(`SELECT ${column} AS previous FROM ${table} WHERE id = ?`, { replacements: [id] })) as [[{ previous: unknown }], unknown];
    const write = (next: unknown) => sequelize.query(`UPDATE ${table} SET ${column} = ? WHERE id = ?`, { replacements: [next, id] });
    await write(value);
    try {
      await check();
    } finally {
      // MySQL's driver reads a JSON column as its value: written back as JSON text.
      await write(previous !== null && typeof previous === 'object' && !(previous instanceof Date) ? JSON.stringify(previous) : previous);
    }
  }

  it('is the database\'s own string of the sold lines after the first read, the same while nothing changes', async () => {
    await soldLinesFingerprint();
    const first = await soldLinesFingerprint();
    const rows = await soldServiceRows();
    expect(first.startsWith(`lines:${rows.length}:`)).toBe(true);
    expect((await soldLinesFingerprint()) === first).toBe(true);
  });

  it('changes with any column of a sold line\'s product, country or product service, and comes back with it', async () => {
    const unchanged = await soldLinesFingerprint();
    const service = await findProductService('SG', SERVICE.RENEWAL, IP_TYPE.TRADEMARK);
    const product = await findProduct('SG');
    const edits: [Parameters<typeof withStored>[0], number, string, unknown][] = [
      ['product_services', service.id, 'agent_costs', JSON.stringify({ ...(service.agent_costs as object), base: '1.23' })],
      ['product_services', service.id, 'parent_label', "it's; a, label"],
      ['product_services', service.id, 'updated_at', '2001-01-01 00:00:00'],
      ['products', product.id, 'validation_rules', JSON.stringify({ max_classes: 7 })],
      ['countries', product.country_id, 'name', 'Singapura'],
      ['countries', product.country_id, 'phone_code', null],
    ];
    const seen = new Set([unchanged]);
    for (const [table, id, column, value] of edits) {
      await withStored(table, id, column, value, async () => {
        const changed = await soldLinesFingerprint();
        expect(changed.startsWith('lines:'), `${table}.${column}`).toBe(true);
        expect(seen.has(changed), `${table}.${column}`).toBe(false);
        seen.add(changed);
      });
      expect((await soldLinesFingerprint()) === unchanged, `${table}.${column} restored`).toBe(true);
    }
  });

  it('tells apart a NULL from the word NULL, and values that differ only in quotes and separators', async () => {
    const service = await findProductService('SG', SERVICE.RENEWAL, IP_TYPE.TRADEMARK);
    const keys: string[] = [];
    for (const label of [null, 'NULL', "'NULL'", "a','b", "a'',''b", 'a;b', "a';'b"]) {
      await withStored('product_services', service.id, 'parent_label', label, async () => void keys.push(await soldLinesFingerprint()));
    }
    expect(keys.every((key) => key.startsWith('lines:'))).toBe(true);
    expect(new Set(keys).size).toBe(7);
  });

  it('changes when a line stops being sold, and is the empty catalogue\'s when nothing is', async () => {
    const unchanged = await soldLinesFingerprint();
    const service = await findProductService('MY', SERVICE.SEARCH, IP_TYPE.TRADEMARK);
    await service.update({ status: 0 });
    try {
      const fewer = await soldLinesFingerprint();
      expect(fewer === unchanged).toBe(false);
      expect(fewer.startsWith(`lines:${(await soldServiceRows()).length}:`)).toBe(true);
    } finally {
      await service.update({ status: 1 });
    }
    const { Country } = await import('../../models/country');
    await Country.update({ in_service: false }, { where: {} });
    try {
      expect(await soldLinesFingerprint()).toBe('lines:0');
    } finally {
      await Country.update({ in_service: true }, { where: { iso2: PRODUCTS.map((p) => p.iso2) } });
    }
    // Every line sold again (as many as before; their update times may have moved with the writes).
    expect((await soldLinesFingerprint()).split(':', 2).join(':')).toBe(unchanged.split(':', 2).join(':'));
  });

  // Last: after a cut string this database keys on the rows themselves.
  it.runIf(Boolean(process.env.TEST_MYSQL_URL))('never keys on a string MySQL cut at group_concat_max_len: the rows are read instead, from then on', async () => {
    const sequelize = getSequelize();
    expect((await soldLinesFingerprint()).startsWith('lines:')).toBe(true);
    await sequelize.transaction(async (transaction) => {
      await sequelize.query('SET SESSION group_concat_max_len = 64', { transaction });
      try {
        expect((await soldLinesFingerprint({ transaction })).startsWith('rows:[')).toBe(true);
        expect(await getFromPrice({ today: TODAY, transaction })).toBe('9.90');
      } finally {
        await sequelize.query('SET SESSION group_concat_max_len = DEFAULT', { transaction });
      }
    });
    expect((await soldLinesFingerprint()).startsWith('rows:[')).toBe(true);
  });
});
