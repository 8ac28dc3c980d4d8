import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLICATION_STATUS, IP_TYPE, ROLE, SERVICE, USER_STATUS } from '../../constants/index';
import { seedReference } from '../../db/seeder';
import { Application } from '../../models/application';
import { CartItem } from '../../models/cart-item';
import { Country } from '../../models/country';
import { IpRecord } from '../../models/ip-record';
import { State } from '../../models/state';
import { User } from '../../models/user';
import { getStorage, LocalDiskStorage, useStorage } from '../../storage/index';
import { buildApplication, buildCustomer, caught, createTestDatabase, queriesOf, type TestDatabase } from '../../testing/index';
import { addCartBundle, countCart, deleteCartItem, getCartItem, getMyRequest, getRenewalSource, listCart, listMyRequests, priceCartLine, updateCartItem } from './index';
import { type Actor } from '../kernel/index';

/**
 * The cart operations on the seeded catalogue (models/seeders/data/products.ts) with "today" fixed.
 * Malaysian trademark renewal, 1 class, not expired: official 50.00 + service … (the engine's own
 * tests hold the arithmetic; here the stored line must equal what the engine says).
 */
const TODAY = '2026-03-16';
const opts = { today: TODAY };

let db: TestDatabase;
let storageDir: string;
let me: Actor;
let other: Actor;
let agent: Actor;
let MY: number;
let TH: number;
let CN: number;
let SG: number;

const tmLine = (over: Record<string, unknown> = {}) => ({
  filing_no: 'TM2020000001',
  country_id: MY,
  application_name: 'Senja Coffee Enterprise',
  expiry_date: '2026-09-01',
  multiclass_no: 2,
  multiclass_name: 'Coffee; cafés',
  ...over,
});
const ptLine = (over: Record<string, unknown> = {}) => ({
  application_no: 'PI2019000001',
  grant_no: 'MY-200001-A',
  country_id: MY,
  grant_date: '2021-05-10',
  select_year: '6th_year_granted',
  total_year: '7th_year_granted',
  ...over,
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

async function member(email: string): Promise<Actor> {
  const user = await User.create({ name: email, email, role_id: ROLE.MEMBER, status_id: USER_STATUS.ACTIVE, password: 'x' } as never);
  return { id: user.id, role_id: ROLE.MEMBER };
}

beforeAll(async () => {
  db = await createTestDatabase();
  await seedReference(db.sequelize);
  storageDir = mkdtempSync(path.join(os.tmpdir(), 'cart-test-'));
  useStorage(new LocalDiskStorage(storageDir));
  const id = async (iso2: string) => (await Country.findOne({ where: { iso2 }, rejectOnEmpty: true })).id;
  [MY, TH, CN, SG] = await Promise.all(['MY', 'TH', 'CN', 'SG'].map(id));
  me = await member('cart.me@example.test');
  other = await member('cart.other@example.test');
  const agentUser = await User.create({ name: 'Agent', email: 'cart.agent@example.test', role_id: ROLE.AGENT, status_id: USER_STATUS.ACTIVE, password: 'x' } as never);
  agent = { id: agentUser.id, role_id: ROLE.AGENT };
}, 180_000);
afterAll(async () => {
  useStorage(undefined);
  await db?.drop();
  if (storageDir) rmSync(storageDir, { recursive: true, force: true });
});

describe('adding renewal lines (ORD-3..17)', () => {
  it('stores each line with the price the engine gives, and counts the cart', async () => {
    const before = await countCart({ actor: me });
    const result = await addCartBundle({ actor: me, service_id: SERVICE.RENEWAL, type_id: IP_TYPE.TRADEMARK, lines: [tmLine(), tmLine({ filing_no: 'TM2020000002', multiclass_no: 1 })] }, opts);
    expect(result.message).toBe('orders:cart.store_success');
    expect(result.items).toHaveLength(2);
    const stored = await CartItem.findByPk(result.items[0]!.id, { rejectOnEmpty: true });
    const price = await priceCartLine(stored, opts);
    expect(stored.fee).toBe(price.fee);
    expect(stored.fee_type).toBe('tm_not_expired');
    expect(stored.agent_cost).toBe(price.agent_cost);
    expect(Number(stored.fee)).toBeGreaterThan(0);
    expect(stored.order_type).toBe('normal');
    expect(stored.no_of_goods).toBeNull();
    expect(await countCart({ actor: me })).toBe(before + 2);
    expect(await countCart({ actor: agent })).toBe(0);
  });

  it('prices a patent line from its years and stores the engine expiry date and selected years', async () => {
    const { items } = await addCartBundle({ actor: me, service_id: SERVICE.RENEWAL, type_id: IP_TYPE.PATENT, lines: [ptLine()] }, opts);
    const line = items[0]!;
    expect(line.kind).toBe('patent');
    expect(line.selected_years).toEqual([{ year_granted: '6th_year_granted' }, { year_granted: '7th_year_granted' }]);
    expect(line.expiry_date).toBe('2026-05-10');
    expect(line.fee_type).toBe('pt_not_due');
  });

  it("refuses an empty bundle with 'Please insert at least 1 item' (ORD-15)", async () => {
    const error = await caught(addCartBundle({ actor: me, service_id: SERVICE.RENEWAL, type_id: IP_TYPE.TRADEMARK, lines: [] }, opts));
    expect(error.messageKey).toBe('orders:cart.validation.min_one');
  });

  it('reports every rule on its field and stores nothing (ORD-5..12, ORD-17)', async () => {
    const before = await CartItem.count();
    const error = await caught(
      addCartBundle(
        {
          actor: me,
          service_id: SERVICE.RENEWAL,
          type_id: IP_TYPE.TRADEMARK,
          lines: [
            { country_id: MY, expiry_date: '2026-09-01', multiclass_no: 46, multiclass_name: '' },
            tmLine({ filing_no: 'TM-TH-1', country_id: TH }),
            tmLine({ filing_no: 'TM-XX-1', expiry_date: '2024-01-01' }),
          ],
        },
        opts,
      ),
    );
    expect(error.status).toBe(422);
    expect(error.messageKey).toBe('orders:cart.store_fail');
    expect(error.fieldErrors).toMatchObject({
      'lines[0].filing_no': ['orders:cart.validation.filing_no_required'],
      'lines[0].application_name': ['orders:cart.validation.application_name_required'],
      'lines[0].multiclass_no': ['pricing:validation.multiclass_no_range'],
      'lines[0].multiclass_name': ['orders:cart.validation.multiclass_name_required'],
      // CAT-31: Thailand counts goods
      'lines[1].no_of_goods': ['pricing:validation.no_of_goods_required'],
      // beyond the late tiers: not sold (ORD-12)
      'lines[2].country_id': ['pricing:service_not_available'],
    });
    expect(await CartItem.count()).toBe(before);
  });

  it('keeps the number of goods only where it is counted (CAT-31)', async () => {
    const { items } = await addCartBundle({ actor: me, service_id: SERVICE.RENEWAL, type_id: IP_TYPE.TRADEMARK, lines: [tmLine({ filing_no: 'TH-771', country_id: TH, no_of_goods: 3 }), tmLine({ filing_no: 'MY-771', no_of_goods: 3 })] }, opts);
    expect(items.map((item) => item.no_of_goods)).toEqual([3, null]);
  });

  it('applies the patent date and year rules (ORD-11)', async () => {
    const error = await caught(
      addCartBundle(
        {
          actor: me,
          service_id: SERVICE.RENEWAL,
          type_id: IP_TYPE.PATENT,
          lines: [
            ptLine({ application_no: '', grant_no: 'G-1', grant_date: undefined }),
            ptLine({ application_no: 'A-2', grant_no: 'G-2', select_year: '7th_year_granted', total_year: '6th_year_granted' }),
            ptLine({ application_no: 'A-3', grant_no: 'G-3', country_id: CN, grant_date: undefined, filing_date: undefined }),
          ],
        },
        opts,
      ),
    );
    expect(error.fieldErrors['lines[0].application_no']).toEqual(['orders:cart.validation.application_no_required']);
    expect(error.fieldErrors['lines[1].total_year']).toEqual(['pricing:validation.total_year_before_select']);
    // CAT-42: China counts from the filing date
    expect(error.fieldErrors['lines[2].filing_date']).toEqual(['pricing:validation.filing_date_required']);
  });

  it('refuses anyone but a customer', async () => {
    expect((await caught(addCartBundle({ actor: agent, service_id: SERVICE.RENEWAL, type_id: 1, lines: [tmLine({ filing_no: 'AG-1' })] }, opts))).status).toBe(403);
  });
});

describe('duplicates (ORD-18, ORD-19, G-67, G-69)', () => {
  let myIp: IpRecord;
  let myPatent: IpRecord;
  beforeAll(async () => {
    myIp = await IpRecord.create({ user_id: me.id, type_id: 1, country_id: MY, filing_no: 'TM2013004512', application_name: 'Senja', expiry_date: '2026-08-01', multiclass_no: 1, multiclass_name: 'Coffee' } as never);
    myPatent = await IpRecord.create({ user_id: me.id, type_id: 2, country_id: MY, application_no: 'PI2018703456', grant_no: 'MY-182345-A', grant_date: '2021-03-02', latest_application_year_granted: '5th_year_granted' } as never);
    await IpRecord.create({ user_id: other.id, type_id: 1, country_id: MY, filing_no: 'TM-OTHER-1' } as never);
    await IpRecord.create({ user_id: other.id, type_id: 1, country_id: SG, filing_no: 'TM-HIDDEN', status: 0 } as never);
  });
  const add = (lines: unknown[], typeId = 1, ipId?: number) => addCartBundle({ actor: me, service_id: 3, type_id: typeId, lines, ip_id: ipId }, opts);

  it("refuses the customer's own trademark, whatever the case and spaces", async () => {
    const error = await caught(add([tmLine({ filing_no: ' tm2013004512 ' })]));
    expect(error.status).toBe(409);
    expect(error.messageKey).toBe('orders:cart.duplicate.filing_no');
    expect(error.fieldErrors).toEqual({ 'lines[0].filing_no': ['orders:cart.duplicate.filing_no'] });
  });

  it('allows the same number in another country', async () => {
    const { items } = await add([tmLine({ filing_no: 'TM2013004512', country_id: SG })]);
    expect(items).toHaveLength(1);
    expect(await CartItem.findByPk(items[0]!.id, { rejectOnEmpty: true })).toMatchObject({ filing_no: 'TM2013004512', country_id: SG, user_id: me.id });
  });

  it('refuses a number already in the cart, and twice in one bundle', async () => {
    expect((await caught(add([tmLine()]))).messageKey).toBe('orders:cart.duplicate.filing_no');
    const twice = await caught(add([tmLine({ filing_no: 'NEW-1' }), tmLine({ filing_no: 'new-1' })]));
    expect(twice.fieldErrors).toEqual({ 'lines[1].filing_no': ['orders:cart.duplicate.filing_no'] });
  });

  it('refuses patent application and grant numbers with their own messages', async () => {
    const error = await caught(add([ptLine({ application_no: 'PI2018703456', grant_no: 'MY-182345-A' })], 2));
    expect(error.fieldErrors).toEqual({
      'lines[0].application_no': ['orders:cart.duplicate.application_no'],
      'lines[0].grant_no': ['orders:cart.duplicate.grant_no'],
    });
    expect(error.messageKey).toBe('orders:cart.duplicate.application_no');
  });

  it("answers another customer's number with a message that does not reveal it; hidden records do not count", async () => {
    const error = await caught(add([tmLine({ filing_no: 'tm-other-1' })]));
    expect(error.messageKey).toBe('orders:cart.duplicate.unavailable');
    expect((await add([tmLine({ filing_no: 'TM-HIDDEN', country_id: SG })])).items).toHaveLength(1);
  });

  it('renews the own IP in request-renewal mode, numbers from the record, once (ORD-14)', async () => {
    const prefill = await getRenewalSource({ actor: me, ipId: myIp.id, typeId: 1 });
    expect(prefill.line.filing_no).toBe('TM2013004512');
    const app = await Application.create({ reference: 'REQRENEW0001-1', application_date: '2025-01-01', service_id: 3, type_id: 1, status_id: APPLICATION_STATUS.COMPLETED, user_id: me.id, ip_id: myIp.id } as never);
    const { items } = await add([tmLine({ filing_no: 'SOMETHING-ELSE', country_id: SG })], 1, myIp.id);
    expect(items[0]).toMatchObject({ order_type: 'request renewal', filing_no: 'TM2013004512', country_id: MY, ip_id: myIp.id, application_id: app.id });
    // ADR 044: while the line waits in the cart, the record offers no second renewal; the line itself stays editable.
    expect((await caught(add([tmLine()], 1, myIp.id))).messageKey).toBe('orders:cart.renewal_in_cart');
    expect((await getRenewalSource({ actor: me, ipId: myIp.id, typeId: 1 })).blocked).toBe('orders:cart.renewal_in_cart');
    expect((await updateCartItem({ actor: me, id: items[0]!.id, line: tmLine({ multiclass_no: 2 }) }, opts)).message).toBe('orders:cart.update_success');
    expect(await CartItem.count({ where: { ip_id: myIp.id } })).toBe(1);
    await CartItem.destroy({ where: { id: items[0]!.id } });
    expect((await getRenewalSource({ actor: me, ipId: myIp.id, typeId: 1 })).blocked).toBeNull();
    // can_request_renewal (issue 13, ip-records/rules.ts): no renewal of the IP still open, Renewal Ordered through Certificate Ready.
    for (const open of [APPLICATION_STATUS.RENEWAL_ORDERED, APPLICATION_STATUS.FILED, APPLICATION_STATUS.CERTIFICATE_READY]) {
      await app.update({ status_id: open });
      expect((await caught(add([tmLine()], 1, myIp.id))).messageKey).toBe('orders:cart.renewal_ordered');
    }
    await app.update({ status_id: APPLICATION_STATUS.COMPLETED });
  });

  it('offers only later patent years in request-renewal mode (CAT-39)', async () => {
    const error = await caught(add([ptLine({ select_year: '5th_year_granted', total_year: '6th_year_granted' })], 2, myPatent.id));
    expect(error.fieldErrors['lines[0].select_year']).toEqual(['orders:cart.validation.year_already_granted']);
    const { items } = await add([ptLine({ grant_date: '2021-03-02', select_year: '6th_year_granted', total_year: '6th_year_granted' })], 2, myPatent.id);
    expect(items[0]).toMatchObject({ application_no: 'PI2018703456', grant_no: 'MY-182345-A', order_type: 'request renewal' });
  });

  it("gives 404 for someone else's IP, or a type that does not match", async () => {
    const foreign = await IpRecord.findOne({ where: { filing_no: 'TM-OTHER-1' }, rejectOnEmpty: true });
    expect((await caught(getRenewalSource({ actor: me, ipId: foreign.id, typeId: 1 }))).status).toBe(404);
    expect((await caught(add([tmLine()], 1, foreign.id))).status).toBe(404);
    expect((await caught(getRenewalSource({ actor: me, ipId: myIp.id, typeId: 2 }))).status).toBe(404);
  });
});

describe('editing and deleting (ORD-25, ORD-26)', () => {
  it('re-prices an edited line, keeps its own number free, and refuses duplicates', async () => {
    const { items } = await addCartBundle({ actor: me, service_id: 3, type_id: 1, lines: [tmLine({ filing_no: 'EDIT-1', multiclass_no: 1 }), tmLine({ filing_no: 'EDIT-2' })] }, opts);
    const [first, second] = items as [(typeof items)[0], (typeof items)[0]];
    const result = await updateCartItem({ actor: me, id: first.id, line: tmLine({ filing_no: 'EDIT-1', multiclass_no: 3 }) }, opts);
    expect(result.message).toBe('orders:cart.update_success');
    expect(result.item.multiclass_no).toBe(3);
    expect(Number(result.item.fee)).toBeGreaterThan(Number(first.fee));
    const dup = await caught(updateCartItem({ actor: me, id: first.id, line: tmLine({ filing_no: 'EDIT-2' }) }, opts));
    expect(dup.fieldErrors).toEqual({ filing_no: ['orders:cart.duplicate.filing_no'] });
    const bad = await caught(updateCartItem({ actor: me, id: first.id, line: tmLine({ filing_no: 'EDIT-1', multiclass_no: 0 }) }, opts));
    expect(bad.messageKey).toBe('orders:cart.update_fail');
    expect((await getCartItem({ actor: me, id: first.id })).multiclass_no).toBe(3);
    expect((await caught(updateCartItem({ actor: other, id: second.id, line: tmLine() }, opts))).status).toBe(404);
    expect((await caught(getCartItem({ actor: other, id: second.id }))).status).toBe(404);
    expect((await caught(deleteCartItem({ actor: other, id: second.id }))).status).toBe(404);
    expect((await deleteCartItem({ actor: me, id: second.id })).message).toBe('orders:cart.delete_success');
    expect(await CartItem.findByPk(second.id)).toBeNull();
    expect((await listCart({ actor: me })).map((line) => line.id)).toContain(first.id);
    expect(await listCart({ actor: other })).toEqual([]);
  });
});

describe('search and application requests (POR-39..49, G-33)', () => {
  const search = (over: Record<string, unknown> = {}) => ({ country_id: MY, description: 'Word mark KOPI SENJA', classifications: [{ term: '30', goods: 'Coffee' }, { term: '43', goods: 'Cafés' }], ...over });

  it('adds a search with a logo stored by content under the customer, priced per classification row', async () => {
    const { items } = await addCartBundle({ actor: me, service_id: SERVICE.SEARCH, request: search(), logo: { buffer: PNG, filename: 'Logo.PNG' } }, opts);
    const line = items[0]!;
    expect(line.kind).toBe('search');
    expect(line.multiclass_no).toBe(2);
    expect(line.request?.logo).toMatch(new RegExp(`^logos/requests/${me.id}/[0-9a-f]{24}\\.png$`));
    expect(await getStorage().exists(line.request!.logo!)).toBe(true);
    const price = await priceCartLine({ service_id: 1, type_id: 1, country_id: MY, multiclass_no: 2 }, opts);
    expect(line.fee).toBe(price.fee);
    expect(line.fee_type).toBe('search');
  });

  it('checks the logo by its content and size (POR-18)', async () => {
    const fake = await caught(addCartBundle({ actor: me, service_id: 1, request: search(), logo: { buffer: Buffer.from('<svg></svg>'), filename: 'logo.png' } }, opts));
    expect(fake.fieldErrors.logo).toEqual(['orders:request.validation.logo_type']);
    const gif = await caught(addCartBundle({ actor: me, service_id: 1, request: search(), logo: { buffer: PNG, filename: 'logo.gif' } }, opts));
    expect(gif.fieldErrors.logo).toEqual(['orders:request.validation.logo_type']);
    const big = await caught(addCartBundle({ actor: me, service_id: 1, request: search(), logo: { buffer: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), filename: 'logo.png' } }, opts));
    expect(big.fieldErrors.logo).toEqual(['orders:request.validation.logo_size']);
  });

  it('applies the request rules (POR-43, POR-44)', async () => {
    const error = await caught(addCartBundle({ actor: me, service_id: 1, request: search({ description: 'ab', classifications: [{ term: '', goods: '' }] }) }, opts));
    expect(error.fieldErrors).toMatchObject({
      description: ['orders:request.validation.description_min'],
      'classifications[0].term': ['orders:request.validation.term_required'],
      'classifications[0].goods': ['orders:request.validation.goods_required'],
    });
    const none = await caught(addCartBundle({ actor: me, service_id: 1, request: search({ classifications: [] }) }, opts));
    expect(none.fieldErrors.classifications).toEqual(['orders:request.validation.classification_min_one']);
  });

  it('adds an application with applicant, address and partners, and checks the state belongs to the country (POR-45..48)', async () => {
    const state = await State.findOne({ where: { country_id: MY }, rejectOnEmpty: true });
    const foreignState = await State.findOne({ where: { country_id: SG } });
    const address = { address_1: '12 Jalan Senja', poscode: '50450', city: 'Kuala Lumpur', country_id: MY, state_id: state.id };
    const apply = (over: Record<string, unknown> = {}) => ({ ...search(), name: 'Senja Coffee Enterprise', address, partners: [{ name: 'Aminah' }], is_english_only: true, ...over });
    const { items } = await addCartBundle({ actor: me, service_id: SERVICE.APPLICATION, request: apply() }, opts);
    expect(items[0]).toMatchObject({ kind: 'application', application_name: 'Senja Coffee Enterprise', fee_type: 'application' });
    expect(items[0]!.request).toMatchObject({ partners: ['Aminah'], is_english_only: true, logo: null });
    expect(items[0]!.address).toMatchObject({ address_1: '12 Jalan Senja', state_id: state.id });
    const error = await caught(
      addCartBundle({ actor: me, service_id: 2, request: apply({ name: '', partners: [{ name: '' }], address: { ...address, address_2: 'x', poscode: '1', state_id: foreignState?.id ?? 999999 } }) }, opts),
    );
    expect(error.fieldErrors).toMatchObject({
      name: ['orders:request.validation.name_required'],
      'partners[0].name': ['orders:request.validation.partner_required'],
      'address.address_2': ['orders:request.validation.address_2_min'],
      'address.poscode': ['orders:request.validation.poscode_min'],
    });
    const wrongState = await caught(addCartBundle({ actor: me, service_id: 2, request: apply({ address: { ...address, state_id: foreignState?.id ?? 999999 } }) }, opts));
    expect(wrongState.fieldErrors['address.state_id']).toEqual(['orders:request.validation.state_required']);
  });

  it('edits a request line and keeps its logo unless a new one comes', async () => {
    const { items } = await addCartBundle({ actor: me, service_id: 1, request: search(), logo: { buffer: PNG, filename: 'a.png' } }, opts);
    const logo = items[0]!.request!.logo;
    const edited = await updateCartItem({ actor: me, id: items[0]!.id, request: search({ classifications: [{ term: '30', goods: 'Tea' }] }) }, opts);
    expect(edited.item.request).toMatchObject({ logo, classifications: [{ term: '30', goods: 'Tea' }] });
    expect(edited.item.multiclass_no).toBe(1);
  });

  it("lists only the customer's own paid requests, with their classifications (POR-38)", async () => {
    const ip = await IpRecord.create({ user_id: me.id, type_id: 1, country_id: MY, model_type: 'search', description: 'KOPI', application_name: 'Senja' } as never);
    const app = await Application.create({ reference: 'SEARCHREF001-1', application_date: '2026-03-01', service_id: 1, type_id: 1, status_id: APPLICATION_STATUS.IN_PROGRESS, user_id: me.id, ip_id: ip.id, model_type: 'search' } as never);
    await db.sequelize.models.Classification!.create({ application_id: app.id, term: '30', goods: 'Coffee' });
    const list = await listMyRequests({ actor: me, service_id: 1 });
    expect(list).toMatchObject({ total: 1, page: 1, perPage: 10 });
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({ reference: 'SEARCHREF001-1', status: { name: 'In Progress' }, classifications: [{ term: '30', goods: 'Coffee' }] });
    expect(await listMyRequests({ actor: other, service_id: 1 })).toEqual({ rows: [], total: 0, page: 1, perPage: 10 });
    expect(await listMyRequests({ actor: me, service_id: 2 })).toEqual({ rows: [], total: 0, page: 1, perPage: 10 });
    expect((await getMyRequest({ actor: me, service_id: 1, id: app.id })).description).toBe('KOPI');
    expect((await caught(getMyRequest({ actor: other, service_id: 1, id: app.id }))).status).toBe(404);
    expect((await caught(getMyRequest({ actor: me, service_id: 2, id: app.id }))).status).toBe(404);
  });
});

describe('the request lists page in the database (POR-38, AMB-03, issue 17)', () => {
  it('pages 5/10/25/50 newest first, counts every request, and reads a page in two statements whatever its length', async () => {
    const owner = await buildCustomer();
    const references: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const { application } = await buildApplication({ user: owner, service: SERVICE.SEARCH });
      await db.sequelize.models.Classification!.create({ application_id: application.id, term: `${i}`, goods: 'Tea' });
      references.push(application.reference);
    }
    await buildApplication({ user: owner, service: SERVICE.APPLICATION });
    const second = await listMyRequests({ actor: owner, service_id: SERVICE.SEARCH, page: 2, perPage: 5 });
    expect(second).toMatchObject({ total: 12, page: 2, perPage: 5 });
    expect(second.rows.map((row) => row.reference)).toEqual(references.slice().reverse().slice(5, 10));
    expect(second.rows[0]!.classifications).toEqual([{ class_no: null, term: '6', goods: 'Tea' }]);
    // Past the last page → the last page; an unknown size → 10.
    expect((await listMyRequests({ actor: owner, service_id: SERVICE.SEARCH, page: 9, perPage: 5 })).page).toBe(3);
    expect((await listMyRequests({ actor: owner, service_id: SERVICE.SEARCH, perPage: 7 })).rows).toHaveLength(10);
    const small = await queriesOf(() => listMyRequests({ actor: owner, service_id: SERVICE.SEARCH, perPage: 5 }));
    const large = await queriesOf(() => listMyRequests({ actor: owner, service_id: SERVICE.SEARCH, perPage: 25 }));
    expect(large).toBe(small);
  });

  it('reads the count and each first page by statements made once, the user and the service bound: each customer their own service', async () => {
    const first = await buildCustomer();
    const second = await buildCustomer();
    const searches = [await buildApplication({ user: first, service: SERVICE.SEARCH }), await buildApplication({ user: first, service: SERVICE.SEARCH })];
    const filing = await buildApplication({ user: first, service: SERVICE.APPLICATION });
    const others = await buildApplication({ user: second, service: SERVICE.SEARCH });
    const references = (page: { rows: { reference: string }[] }) => page.rows.map((row) => row.reference);
    await listMyRequests({ actor: first, service_id: SERVICE.SEARCH });
    const finds = vi.spyOn(Application, 'findAll');
    for (let round = 0; round < 2; round += 1) {
      expect(references(await listMyRequests({ actor: first, service_id: SERVICE.SEARCH }))).toEqual(searches.map((s) => s.application.reference).reverse());
      expect(await listMyRequests({ actor: first, service_id: SERVICE.APPLICATION })).toMatchObject({ total: 1, rows: [{ reference: filing.application.reference }] });
      expect(await listMyRequests({ actor: second, service_id: SERVICE.SEARCH })).toMatchObject({ total: 1, rows: [{ reference: others.application.reference }] });
      expect(await listMyRequests({ actor: second, service_id: SERVICE.APPLICATION })).toEqual({ rows: [], total: 0, page: 1, perPage: 10 });
    }
    expect(finds).not.toHaveBeenCalled();
    finds.mockRestore();
  });
});

describe('logos (POR-18)', () => {
  it("serves a request line's logo to its owner only", async () => {
    const { items } = await addCartBundle({ actor: me, service_id: 1, request: { country_id: MY, description: 'Logo mark', classifications: [{ term: '30', goods: 'Tea' }] }, logo: { buffer: PNG, filename: 'x.png' } }, opts);
    const { readCartLineLogo } = await import('./index');
    const file = await readCartLineLogo({ actor: me, id: items[0]!.id });
    expect(file.contentType).toBe('image/png');
    expect(file.buffer.equals(PNG)).toBe(true);
    expect((await caught(readCartLineLogo({ actor: other, id: items[0]!.id }))).status).toBe(404);
  });
});
