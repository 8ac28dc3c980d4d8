import { describe, expect, it, vi } from 'vitest';
import { APPLICATION_STATUS as S, IP_TYPE, ROLE, SERVICE } from '../../constants/index';
import { Application } from '../../models/application';
import { Classification } from '../../models/classification';
import { IpRecord } from '../../models/ip-record';
import { buildAgent, buildApplication, buildCustomer, buildStaff, caught, queriesOf, useTestWorld } from '../../testing/index';
import { countryId } from '../../testing/users';
import { dashboardSummary } from '../account/dashboard-summary';
import { listCustomerApplications } from '../applications/list-customer-applications';
import { ipDisplayStatus, ipExpiryTone } from './display-status';
import { listCustomerIpRecords } from './list-customer-ip-records';

useTestWorld();

const TODAY = '2026-11-28';
const ids = (page: { rows: { id: number }[] }) => page.rows.map((r) => r.id);
const created = (ip: IpRecord, at: string) => IpRecord.update({ created_at: new Date(at) }, { where: { id: ip.id }, silent: true });

/** A customer's portfolio: five records of theirs (one hidden), a search with classes, and another customer's. */
async function portfolio() {
  const alice = await buildCustomer();
  const bob = await buildCustomer();
  const agent = await buildAgent();
  const kopi = await buildApplication({ user: alice, agent, status: S.GAZETTE, ip: { application_name: 'Kopi Senja', filing_no: 'TM2019000111', expiry_date: '2027-06-01', multiclass_no: 2 } });
  const teh = await buildApplication({ user: alice, agent, status: S.COMPLETED, ip: { application_name: 'Teh Tarik', expiry_date: '2026-12-01', renewal_notification_at: new Date() } });
  const solar = await buildApplication({ user: alice, agent, type: IP_TYPE.PATENT, status: S.PENDING_ASSIGN, country: 'SG', ip: { application_name: 'Solar Dryer', application_no: 'PI2026001122', expiry_date: '2026-11-01' } });
  const search = await buildApplication({ user: alice, agent, service: SERVICE.SEARCH, status: S.CERTIFICATE_READY, ip: { application_name: 'Batik Lane' } });
  await Classification.bulkCreate([
    { ip_id: search.ip.id, class_no: 25, term: 'Clothing', goods: 'Batik shirts' },
    { ip_id: search.ip.id, class_no: 3, term: 'Cosmetics', goods: 'Soap' },
  ] as never);
  // A newer application on Kopi decides its status: Cancelled, latest by id.
  await Application.create({ ...kopi.application.get({ plain: true }), id: undefined, reference: `${kopi.application.reference}-2`, status_id: S.CANCELLED } as never);
  const hidden = await buildApplication({ user: alice, agent, status: S.FILED, ip: { application_name: 'Hidden Mark', status: 0 } });
  const bare = await IpRecord.create({ user_id: alice.id, type_id: IP_TYPE.TRADEMARK, country_id: await countryId('MY'), application_name: 'Angin Pagi', filing_no: 'TM2020000999' } as never);
  const bobs = await buildApplication({ user: bob, agent, status: S.FILED, ip: { application_name: 'Kopi Senja Bob' } });
  await created(kopi.ip, '2026-01-01T00:00:00Z');
  await created(teh.ip, '2026-02-01T00:00:00Z');
  await created(solar.ip, '2026-03-01T00:00:00Z');
  await created(search.ip, '2026-04-01T00:00:00Z');
  await created(bare, '2026-05-01T00:00:00Z');
  return { alice, bob, kopi: kopi.ip, teh: teh.ip, solar: solar.ip, search: search.ip, hidden: hidden.ip, bare, bobs: bobs.ip };
}

describe('listCustomerIpRecords (POR.b, POR-4..14, ADR 040)', () => {
  it('lists only the actor’s active records, newest first, with type, country, numbers, display status, expiry tone, label and View link', async () => {
    const w = await portfolio();
    const all = await listCustomerIpRecords({ actor: w.alice, today: TODAY });
    expect(all).toMatchObject({ total: 5, page: 1, perPage: 10, sortby: 'newest', typeId: 0, status: 0 });
    expect(ids(all)).toEqual([w.bare.id, w.search.id, w.solar.id, w.teh.id, w.kopi.id]);
    expect(ids(all)).not.toContain(w.hidden.id);
    expect(ids(all)).not.toContain(w.bobs.id);

    const byId = new Map(all.rows.map((r) => [r.id, r]));
    expect(byId.get(w.kopi.id)).toMatchObject({
      type_id: IP_TYPE.TRADEMARK,
      name: 'Kopi Senja',
      filing_no: 'TM2019000111',
      country: { iso2: 'MY' },
      multiclass_no: 2,
      expiry_date: '2027-06-01',
      display_status: { kind: 'application', status_id: S.CANCELLED },
      expiry_tone: 'green',
      renewal_notification: false,
      classes: [],
      href: `/dashboard/ip/detail/${w.kopi.id}`,
    });
    // POR-23/25: 3 days before expiry → Expiring Soon, red; POR-22: past → Expired.
    expect(byId.get(w.teh.id)).toMatchObject({ display_status: { kind: 'expiring_soon' }, expiry_tone: 'red', renewal_notification: true });
    const tehOn = async (today: string) => (await listCustomerIpRecords({ actor: w.alice, today })).rows.find((r) => r.id === w.teh.id)!;
    expect((await tehOn('2026-11-26')).display_status.kind).toBe('expiring_soon');
    expect(await tehOn('2026-11-25')).toMatchObject({ display_status: { kind: 'application', service_id: SERVICE.RENEWAL, status_id: S.COMPLETED }, expiry_tone: 'red' });
    expect((await tehOn('2026-11-20')).expiry_tone).toBe('green');
    expect(byId.get(w.solar.id)).toMatchObject({ type_id: IP_TYPE.PATENT, country: { iso2: 'SG' }, display_status: { kind: 'expired' }, expiry_tone: 'red' });
    // POR-9: a search shows its classes and goods and opens search/detail.
    expect(byId.get(w.search.id)).toMatchObject({
      model_type: 'search',
      href: `/dashboard/search/detail/${w.search.id}`,
      classes: [
        { class_no: 3, term: 'Cosmetics', goods: 'Soap' },
        { class_no: 25, term: 'Clothing', goods: 'Batik shirts' },
      ],
    });
    // A record without an application: Active (ADR 075, never POR-21's error); without an expiry date: red (POR-25).
    expect(byId.get(w.bare.id)).toMatchObject({ display_status: { kind: 'active' }, expiry_tone: 'red' });
    // The country select holds the countries of the actor's active records only.
    expect(all.countries.map((c) => c.iso2).sort()).toEqual(['MY', 'SG']);
  });

  it('filters by type, status code (latest application), country, class count and search (filing number or applicant)', async () => {
    const w = await portfolio();
    const list = (query: Record<string, unknown>) => listCustomerIpRecords({ actor: w.alice, query, today: TODAY }).then(ids);
    expect(await list({ type_id: '2' })).toEqual([w.solar.id]);
    expect((await list({ type_id: '1' })).sort()).toEqual([w.kopi.id, w.teh.id, w.search.id, w.bare.id].sort());
    // POR-13 codes on the latest application: Kopi's latest is Cancelled (6), not Gazette (1).
    expect(await list({ status: '6' })).toEqual([w.kopi.id]);
    expect(await list({ status: '1' })).toEqual([]);
    expect(await list({ status: '5' })).toEqual([w.solar.id]);
    expect(await list({ status: '2' })).toEqual([w.search.id]);
    expect(await list({ status: '7' })).toEqual([w.teh.id]);
    expect(await list({ country_id: String(await countryId('SG')) })).toEqual([w.solar.id]);
    expect(await list({ multiclass_no: '2' })).toEqual([w.kopi.id]);
    expect(await list({ search: 'TM2019000111' })).toEqual([w.kopi.id]);
    expect(await list({ search: 'kopi' })).toEqual([w.kopi.id]);
    expect(await list({ search: 'PI2026' })).toEqual([w.solar.id]);
    expect(await list({ search: '100%_' })).toEqual([]);
    expect(await list({ type_id: '1', status: '7', search: 'teh' })).toEqual([w.teh.id]);
  });

  it('sorts newest, oldest, A to Z, Z to A, farthest and nearest expiry (⚑AMB-29), a missing expiry last, the id breaking ties', async () => {
    const w = await portfolio();
    const sorted = (sortby: string) => listCustomerIpRecords({ actor: w.alice, query: { sortby }, today: TODAY }).then(ids);
    expect(await sorted('oldest')).toEqual([w.kopi.id, w.teh.id, w.solar.id, w.search.id, w.bare.id]);
    expect(await sorted('AtoZ')).toEqual([w.bare.id, w.search.id, w.kopi.id, w.solar.id, w.teh.id]);
    expect(await sorted('ZtoA')).toEqual([w.teh.id, w.solar.id, w.kopi.id, w.search.id, w.bare.id]);
    expect(await sorted('new_expiry')).toEqual([w.kopi.id, w.teh.id, w.solar.id, w.bare.id, w.search.id]);
    expect(await sorted('old_expiry')).toEqual([w.solar.id, w.teh.id, w.kopi.id, w.search.id, w.bare.id]);
    // Unknown values fall back to the defaults.
    expect(await listCustomerIpRecords({ actor: w.alice, query: { sortby: 'id; DROP', type_id: '9', status: '99', per_page: '7', page: 'x', multiclass_no: '99', country_id: '-1' } })).toMatchObject({
      sortby: 'newest',
      typeId: 0,
      status: 0,
      perPage: 10,
      page: 1,
      multiclassNo: null,
      countryId: null,
      total: 5,
    });
  });

  it('pages 5/10/25/50 and counts in the database; a page past the end shows the last', async () => {
    const w = await portfolio();
    const first = await listCustomerIpRecords({ actor: w.alice, query: { per_page: '5' } });
    expect(first).toMatchObject({ total: 5, perPage: 5, page: 1 });
    expect(first.rows).toHaveLength(5);
    for (let i = 0; i < 3; i += 1) await buildApplication({ user: w.alice, status: S.FILED, ip: { application_name: `Extra ${i}` } });
    const second = await listCustomerIpRecords({ actor: w.alice, query: { per_page: '5', page: '2', sortby: 'oldest' } });
    expect(second).toMatchObject({ total: 8, page: 2 });
    expect(second.rows.map((r) => r.name)).toEqual(['Extra 0', 'Extra 1', 'Extra 2']);
    expect((await listCustomerIpRecords({ actor: w.alice, query: { per_page: '5', page: '9' } })).page).toBe(2);
  });

  it('pages a filtered list by the same rule, counting it with its page: the total, a later page, a page past the end, nothing found', async () => {
    const alice = await buildCustomer();
    for (let i = 0; i < 7; i += 1) await buildApplication({ user: alice, status: S.FILED, ip: { application_name: `Rambutan ${i}` } });
    await buildApplication({ user: alice, status: S.FILED, ip: { application_name: 'Durian' } });
    const page = (query: Record<string, unknown>) => listCustomerIpRecords({ actor: alice, query: { search: 'rambutan', per_page: '5', sortby: 'oldest', ...query } });
    const first = await page({});
    expect(first).toMatchObject({ total: 7, page: 1 });
    expect(first.rows.map((r) => r.name)).toEqual(['Rambutan 0', 'Rambutan 1', 'Rambutan 2', 'Rambutan 3', 'Rambutan 4']);
    expect(await page({ page: '2' })).toMatchObject({ total: 7, page: 2, rows: [{ name: 'Rambutan 5' }, { name: 'Rambutan 6' }] });
    const past = await page({ page: '9' });
    expect(past).toMatchObject({ total: 7, page: 2 });
    expect(past.rows.map((r) => r.name)).toEqual(['Rambutan 5', 'Rambutan 6']);
    expect(await page({ search: 'mangosteen', page: '3' })).toMatchObject({ total: 0, page: 1, rows: [] });
    // The page and its count in one statement: a filtered page reads one statement fewer than an unfiltered one.
    const unfiltered = await queriesOf(() => listCustomerIpRecords({ actor: alice, query: { per_page: '5', type_id: '0' } }));
    const filtered = await queriesOf(() => page({ type_id: '1', search: '' }));
    expect(filtered).toBe(unfiltered - 1);
    // A search reads the typed words' kept probe terms first (on SQLite, the names' change counter: ADR 092).
    const searched = await queriesOf(() => page({ type_id: '1' }));
    expect(searched).toBe(filtered + (process.env.TEST_MYSQL_URL ? 0 : 1));
  });

  it('reads a page in a fixed number of queries, whatever its size', async () => {
    const alice = await buildCustomer();
    for (let i = 0; i < 12; i += 1) await buildApplication({ user: alice, status: S.FILED, ip: { application_name: `Querycount ${i}` } });
    const count = (perPage: number) => queriesOf(() => listCustomerIpRecords({ actor: alice, query: { per_page: String(perPage) } }));
    expect(await count(50)).toBe(await count(5));
  });

  it('reads the unfiltered first page and its count by statements made once, each customer their own rows; a filtered list binds nothing', async () => {
    const w = await portfolio();
    const list = (actor: { id: number; role_id: number }, query: Record<string, unknown> = {}) => listCustomerIpRecords({ actor: actor as never, query, today: TODAY });
    await list(w.alice);
    await list(w.alice, { sortby: 'AtoZ', per_page: '5' });
    const finds = vi.spyOn(IpRecord, 'findAll');
    const counts = vi.spyOn(IpRecord, 'count');
    expect(await list(w.bob)).toMatchObject({ total: 1 });
    expect(ids(await list(w.bob))).toEqual([w.bobs.id]);
    expect(ids(await list(w.alice))).toEqual([w.bare.id, w.search.id, w.solar.id, w.teh.id, w.kopi.id]);
    expect(ids(await list(w.alice, { sortby: 'AtoZ', per_page: '5' }))).toEqual([w.bare.id, w.search.id, w.kopi.id, w.solar.id, w.teh.id]);
    expect(finds).not.toHaveBeenCalled();
    expect(counts).not.toHaveBeenCalled();
    // A later page binds the user to the same SQL; a filtered one writes every value inline, so a '$' in a search is text.
    for (let i = 0; i < 3; i += 1) await buildApplication({ user: w.alice, status: S.FILED, ip: { application_name: `Later ${i}` } });
    const second = await list(w.alice, { per_page: '5', page: '2' });
    expect(second).toMatchObject({ page: 2, total: 8 });
    expect(ids(second)).toEqual(ids(await list(w.alice, { per_page: '25' })).slice(5));
    await IpRecord.update({ application_name: 'Kopi $1 $$ Senja' }, { where: { id: w.kopi.id } });
    for (const search of ['$1', '$$', '$2 kopi', 'Kopi $1']) expect((await list(w.alice, { search })).rows.every((row) => row.id !== w.bobs.id)).toBe(true);
    expect(ids(await list(w.alice, { search: 'TM2019000111' }))).toEqual([w.kopi.id]);
    expect(ids(await list(w.bob, { search: 'Kopi' }))).toEqual([w.bobs.id]);
  });

  it('is for customers only', async () => {
    expect(await caught(listCustomerIpRecords({ actor: await buildAgent() }))).toMatchObject({ status: 403, messageKey: 'nav:portfolio.fail' });
    expect(await caught(listCustomerIpRecords({ actor: await buildStaff(ROLE.ADMIN) }))).toMatchObject({ status: 403 });
  });
});

describe('the dashboard cards (POR-1, ADR 040)', () => {
  it('counts In Progress as the application list’s code 5 shows it', async () => {
    const w = await portfolio();
    const summary = await dashboardSummary({ actor: w.alice });
    expect(summary).toMatchObject({ kind: 'member', ipRecords: 5, inProgress: 1, completed: 1, certificateReady: 1, renewalNotification: 1 });
    expect(summary.kind === 'member' && summary.inProgress).toBe((await listCustomerApplications({ actor: w.alice, status: 5 })).total);
  });
});

describe('display status (POR-22..25)', () => {
  it('is Expired after the expiry date, Expiring Soon from 5 days before, else the latest status; red at 10 days or fewer or an invalid date', () => {
    const latest = { service_id: SERVICE.RENEWAL, status_id: S.FILED };
    expect(ipDisplayStatus({ expiry_date: '2026-11-27', latest, today: TODAY })).toEqual({ kind: 'expired' });
    expect(ipDisplayStatus({ expiry_date: '2026-11-28', latest, today: TODAY })).toEqual({ kind: 'expiring_soon' });
    expect(ipDisplayStatus({ expiry_date: '2026-12-03', latest, today: TODAY })).toEqual({ kind: 'expiring_soon' });
    expect(ipDisplayStatus({ expiry_date: '2026-12-04', latest, today: TODAY })).toEqual({ kind: 'application', ...latest });
    expect(ipDisplayStatus({ expiry_date: null, latest: null, today: TODAY })).toEqual({ kind: 'active' });
    expect(ipExpiryTone('2026-12-08', TODAY)).toBe('red');
    expect(ipExpiryTone('2026-12-09', TODAY)).toBe('green');
    expect(ipExpiryTone('2026-02-30', TODAY)).toBe('red');
    expect(ipExpiryTone(null, TODAY)).toBe('red');
  });
});
