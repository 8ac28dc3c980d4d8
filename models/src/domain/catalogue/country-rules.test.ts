import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Configuration } from '../../models/configuration';
import { openTestWorld, queriesOf, type TestWorld } from '../../testing/index';
import { readCountryRules } from './price-sheet';

let world: TestWorld;
beforeAll(async () => {
  world = await openTestWorld();
}, 180_000);
afterAll(async () => world?.close());

describe(`the country rules of the price sheets (ADR 003) (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('reads both configuration keys in one statement; a missing key or a bad entry is no country', async () => {
    await Configuration.writeValue('patent_filing_date_country_ids', [42, '7', 'x', -1]);
    await Configuration.writeValue('goods_count_country_ids', [110]);
    let rules: Awaited<ReturnType<typeof readCountryRules>> | undefined;
    expect(await queriesOf(async () => void (rules = await readCountryRules()))).toBe(1);
    expect(rules).toEqual({ patentFilingDateCountryIds: [42, 7], goodsCountryIds: [110] });
    await Configuration.destroy({ where: { key: 'goods_count_country_ids' } });
    await Configuration.writeValue('patent_filing_date_country_ids', 'not a list');
    expect(await readCountryRules()).toEqual({ patentFilingDateCountryIds: [], goodsCountryIds: [] });
  });
});
