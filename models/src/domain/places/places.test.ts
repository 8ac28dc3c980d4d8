import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptStatement } from '../../db/prepared-read';
import { seedReference } from '../../db/seeder';
import { Country } from '../../models/country';
import { createTestDatabase, type TestDatabase } from '../../testing/index';
import { listAddressCountries, listCountryStates, placeId, registrationCountries } from './index';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await seedReference(db.sequelize);
}, 180_000);
afterAll(async () => {
  await db.drop();
});

describe('placeId', () => {
  it('takes positive safe integers only', () => {
    expect([placeId(7), placeId('12'), placeId(' 3 ')]).toEqual([7, 12, 3]);
    for (const value of ['Infinity', '1e400', '-1', '0', '2.5', '', 'abc', null, undefined, Number.NaN, 2 ** 60, {}]) expect(placeId(value), String(value)).toBeNull();
  });
});

describe(`countries and states of the address forms (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('lists every country by name with its ISO code, and the states of one country', async () => {
    const countries = await listAddressCountries();
    expect(countries.length).toBe(await Country.count());
    expect(countries[0]!.name).toBe('Afghanistan');
    const my = countries.find((c) => c.iso2 === 'MY')!;
    const states = await listCountryStates(my.id);
    expect(states.map((s) => s.name)).toContain('Selangor');
    expect(await listCountryStates(String(my.id))).toEqual(states);
    // Statements made once, the country bound (ADR 084; MySQL keeps them with '?').
    expect(keptStatement(db.sequelize, 'places.addressCountries')).toMatch(/^SELECT .* FROM `countries`/);
    if (!process.env.TEST_MYSQL_URL) expect(keptStatement(db.sequelize, 'places.countryStates')).toMatch(/`country_id` = \$1/);
  });

  it("answers no states, never an error, for a country id that is no id ('Infinity', '1e400', '-1')", async () => {
    for (const value of ['Infinity', '1e400', '-1', null, 'x']) expect(await listCountryStates(value), String(value)).toEqual([]);
  });

  it('gives registration the countries that have states, each with its states', async () => {
    const countries = await registrationCountries();
    expect(countries.some((c) => c.iso2 === 'MY')).toBe(true);
    for (const country of countries) expect((await listCountryStates(country.id)).length, country.name).toBeGreaterThan(0);
    const all = await Country.findAll({ attributes: ['id'], raw: true });
    const without = all.find((c) => !countries.some((r) => r.id === c.id));
    expect(without, 'a country without states exists in the reference data').toBeDefined();
    expect(await listCountryStates(without!.id)).toEqual([]);
  });
});
