import { describe, expect, it } from 'vitest';
import { buildApplication, buildCustomer, useTestWorld } from '@iprenew/models/testing';
import { SERVICE, unpackPlaces, type PackedPlaces } from '@iprenew/models';
import { requestFormContext } from '~/routes/dashboard+/_customer+/request-page.server';
import * as searchPage from '~/routes/dashboard+/_customer+/search._index';
import * as applyPage from '~/routes/dashboard+/_customer+/apply._index';
import { request, signedInCookie } from './requests';

/**
 * SYS-7 on the customer's request lists: when the list cannot be read, the search and application
 * pages still show their form, and the list is replaced by 'Fail to retrieve list'.
 */

const world = useTestWorld();

interface Loaded {
  page: { entries: unknown[]; loadError: string | null; countries: PackedPlaces };
}
async function load(route: typeof searchPage | typeof applyPage, path: string, cookie: string): Promise<Loaded> {
  return (await route.loader({ request: request(path, { cookie }), params: {}, context: {} } as never)) as unknown as Loaded;
}

describe(`the request lists when they cannot be read (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it("show 'Fail to retrieve list' in place of the list and keep the form", async () => {
    const cookie = await signedInCookie(await buildCustomer());
    const before = await load(searchPage, '/dashboard/search', cookie);
    expect(before.page.loadError).toBeNull();
    const qi = world().db.sequelize.getQueryInterface();
    await qi.renameTable('applications', 'applications_unreadable');
    try {
      for (const [route, path] of [[searchPage, '/dashboard/search'], [applyPage, '/dashboard/apply']] as const) {
        const failed = await load(route, path, cookie);
        expect(failed.page.loadError).toBe('messages:fail_to_retrieve_list');
        expect(failed.page.entries).toEqual([]);
        expect(unpackPlaces(failed.page.countries).length).toBeGreaterThan(0);
      }
    } finally {
      await qi.renameTable('applications_unreadable', 'applications');
    }
    expect((await load(applyPage, '/dashboard/apply', cookie)).page.loadError).toBeNull();
  });
});

describe('the request forms’ state list', () => {
  it("answers an empty state list, not a 500, for a country id that is no id ('Infinity', '1e400', '-1')", async () => {
    const cookie = await signedInCookie(await buildCustomer());
    for (const id of ['Infinity', '1e400', '-1', '2.5']) {
      const loaded = (await applyPage.loader({ request: request(`/dashboard/apply?states_for=${id}`, { cookie }), params: {}, context: {} } as never)) as { states: unknown[] };
      expect(loaded.states, id).toEqual([]);
      const body = new URLSearchParams({ intent: 'states', 'address.country_id': id });
      const acted = (await applyPage.action({ request: request('/dashboard/apply', { cookie, method: 'POST', body: body.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }), params: {}, context: {} } as never)) as { states: unknown[] };
      expect(acted.states, id).toEqual([]);
    }
  });
});

describe('the request lists’ rows', () => {
  it('carry the columns the list shows only (issue 17, page weight): no applicant, address, partners, logo or description', async () => {
    const customer = await buildCustomer();
    const { application } = await buildApplication({ user: customer, service: SERVICE.APPLICATION });
    const loaded = await load(applyPage, '/dashboard/apply', await signedInCookie(customer));
    const [row] = loaded.page.entries as Record<string, unknown>[];
    // The status by id alone: its label is the catalogue's (applicationStatusLabelKey), not each row's.
    expect(Object.keys(row!).sort()).toEqual(['classifications', 'created_at', 'id', 'reference', 'status_id', 'type_id']);
    expect(row!.status_id).toBe(application.status_id);
    for (const classification of row!.classifications as object[]) expect(Object.keys(classification).sort()).toEqual(['goods', 'term']);
  });
});

describe('the request forms’ countries', () => {
  it('are the countries sold, packed, with a cart line’s own country kept when it is no longer sold (ORD-25)', async () => {
    const sold = unpackPlaces((await requestFormContext(request('/dashboard/search'), SERVICE.SEARCH)).countries);
    expect(sold.length).toBeGreaterThan(0);
    expect(sold.map((c) => c.name)).toContain('Malaysia');
    const gone = { id: 999_999, name: 'Atlantis', iso2: null };
    const kept = unpackPlaces((await requestFormContext(request('/dashboard/search'), SERVICE.SEARCH, gone)).countries);
    expect(kept).toEqual([...sold, gone]);
    // A country still sold is not listed twice.
    const again = unpackPlaces((await requestFormContext(request('/dashboard/search'), SERVICE.SEARCH, sold[0])).countries);
    expect(again).toEqual(sold);
  });
});
