import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, IP_TYPE, ROLE, SERVICE, USER_STATUS } from '../../constants/index';
import { seedReference } from '../../db/seeder';
import { Application } from '../../models/application';
import { CartItem } from '../../models/cart-item';
import { Country } from '../../models/country';
import { IpRecord } from '../../models/ip-record';
import { User } from '../../models/user';
import { caught, createTestDatabase, type TestDatabase } from '../../testing/index';
import { type Actor } from '../kernel/index';
import { addBulkRenewals, priceCartLine } from './index';

/**
 * Issue 18, bulk renewal: several of the customer's own records to the cart in one step, each priced
 * by the same engine as its own renewal form; the ones that cannot be renewed listed with the reason.
 */
const TODAY = '2026-03-16';
const opts = { today: TODAY };

let db: TestDatabase;
let me: Actor;
let other: Actor;
let MY: number;
let TH: number;

async function member(email: string): Promise<Actor> {
  const user = await User.create({ name: email, email, role_id: ROLE.MEMBER, status_id: USER_STATUS.ACTIVE, password: 'x' } as never);
  return { id: user.id, role_id: ROLE.MEMBER };
}

const trademark = (owner: Actor, over: Record<string, unknown> = {}) =>
  IpRecord.create({
    user_id: owner.id,
    type_id: IP_TYPE.TRADEMARK,
    country_id: MY,
    filing_no: `TM-BULK-${Math.random().toString(36).slice(2, 10)}`,
    application_name: 'Senja Coffee Enterprise',
    expiry_date: '2026-09-01',
    multiclass_no: 2,
    multiclass_name: 'Coffee; cafés',
    ...over,
  } as never);

const patent = (owner: Actor, over: Record<string, unknown> = {}) =>
  IpRecord.create({
    user_id: owner.id,
    type_id: IP_TYPE.PATENT,
    country_id: MY,
    application_no: `PI-BULK-${Math.random().toString(36).slice(2, 10)}`,
    grant_no: `MY-BULK-${Math.random().toString(36).slice(2, 10)}`,
    application_name: 'Heat exchanger',
    grant_date: '2021-05-10',
    ...over,
  } as never);

beforeAll(async () => {
  db = await createTestDatabase();
  await seedReference(db.sequelize);
  const id = async (iso2: string) => (await Country.findOne({ where: { iso2 }, rejectOnEmpty: true })).id;
  [MY, TH] = await Promise.all(['MY', 'TH'].map(id));
  me = await member('bulk.me@example.test');
  other = await member('bulk.other@example.test');
}, 180_000);
afterAll(async () => {
  await db?.drop();
});

describe('addBulkRenewals (issue 18)', () => {
  it('adds five renewals in one step, each line as its own form would price it (patents: the next annuity year)', async () => {
    const tms = await Promise.all([trademark(me), trademark(me, { multiclass_no: 1 }), trademark(me, { expiry_date: '2027-01-20', multiclass_no: 3 })]);
    const paid = await patent(me, { latest_application_year_granted: '5th_year_granted' });
    // Granted 2023-08-01: the 2nd and 3rd years are past their 6 months of grace on 2026-03-16; the 4th (due 2026-08-01) is next.
    const fresh = await patent(me, { grant_date: '2023-08-01' });
    const ids = [...tms, paid, fresh].map((ip) => ip.id);

    const result = await addBulkRenewals({ actor: me, ip_ids: ids.map(String), acceptance: true }, opts);

    expect(result.message).toBe('orders:cart.bulk.added');
    expect(result.refused).toEqual([]);
    expect(result.items.map((item) => item.ip_id)).toEqual(ids);
    const stored = await CartItem.findAll({ where: { user_id: me.id, ip_id: ids }, order: [['id', 'ASC']] });
    expect(stored).toHaveLength(5);
    for (const [index, line] of stored.entries()) {
      const ip = [...tms, paid, fresh][index]!;
      expect(line).toMatchObject({ service_id: SERVICE.RENEWAL, type_id: ip.type_id, order_type: 'request renewal', country_id: MY, acceptance: true });
      const price = await priceCartLine(
        ip.type_id === IP_TYPE.TRADEMARK
          ? { service_id: 3, type_id: 1, country_id: MY, expiry_date: ip.expiry_date, multiclass_no: ip.multiclass_no }
          : { service_id: 3, type_id: 2, country_id: MY, grant_date: ip.grant_date, selected_years: line.selected_years },
        opts,
      );
      expect(line.fee).toBe(price.fee);
      expect(line.agent_cost).toBe(price.agent_cost);
    }
    expect(stored[0]).toMatchObject({ filing_no: tms[0]!.filing_no, application_name: 'Senja Coffee Enterprise', multiclass_no: 2, multiclass_name: 'Coffee; cafés' });
    expect(stored[3]!.selected_years).toEqual([{ year_granted: '6th_year_granted' }]);
    expect(stored[4]!.selected_years).toEqual([{ year_granted: '4th_year_granted' }]);
    expect(stored[3]).toMatchObject({ application_no: paid.application_no, grant_no: paid.grant_no });
    // A second press (a second tab, the back button) adds nothing: each record is in the cart already.
    const again = await addBulkRenewals({ actor: me, ip_ids: ids }, opts);
    expect(again.items).toEqual([]);
    expect(again.message).toBe('orders:cart.bulk.none_added');
    expect(again.refused.map((refusal) => refusal.reasons)).toEqual(ids.map(() => ['orders:cart.renewal_in_cart']));
    expect(again.refused.every((refusal) => refusal.form_href === null)).toBe(true);
    expect(await CartItem.count({ where: { user_id: me.id, ip_id: ids } })).toBe(5);
  });

  it('adds the renewable records and lists each other one with its reason', async () => {
    const good = await trademark(me);
    const foreign = await trademark(other);
    const hidden = await trademark(me, { status: 0 });
    const ordered = await trademark(me);
    await Application.create({ reference: `BULKOPEN-${ordered.id}`, application_date: '2026-01-01', service_id: 3, type_id: 1, status_id: APPLICATION_STATUS.IN_PROGRESS, user_id: me.id, ip_id: ordered.id } as never);
    const goods = await trademark(me, { country_id: TH });
    const last = await patent(me, { latest_application_year_granted: '20th_year_granted' });
    const noName = await trademark(me, { application_name: null });

    const ids = [good, foreign, hidden, ordered, goods, last, noName].map((ip) => ip.id);
    const result = await addBulkRenewals({ actor: me, ip_ids: ids }, opts);

    expect(result.items.map((item) => item.ip_id)).toEqual([good.id]);
    const reasons = Object.fromEntries(result.refused.map((refusal) => [refusal.ip_id, refusal]));
    // Someone else's record and a hidden one read alike and reveal nothing.
    expect(reasons[foreign.id]).toEqual({ ip_id: foreign.id, name: null, number: null, type_id: null, reasons: ['orders:cart.ip_not_found'], form_href: null });
    expect(reasons[hidden.id]!.reasons).toEqual(['orders:cart.ip_not_found']);
    expect(reasons[ordered.id]).toMatchObject({ reasons: ['orders:cart.renewal_ordered'], form_href: null, number: ordered.filing_no });
    // Thailand counts goods (CAT-31): the record does not hold the number, its own form asks for it.
    expect(reasons[goods.id]).toMatchObject({ reasons: ['pricing:validation.no_of_goods_required'], form_href: `/dashboard/filing/trademark/${goods.id}` });
    expect(reasons[last.id]).toMatchObject({ reasons: ['orders:cart.renewal_not_offered'], form_href: null });
    expect(reasons[noName.id]).toMatchObject({ reasons: ['orders:cart.validation.application_name_required'], form_href: `/dashboard/filing/trademark/${noName.id}` });
    expect(await CartItem.count({ where: { user_id: me.id, ip_id: ids } })).toBe(1);
  });

  it('lists a patent with no year left to pay now', async () => {
    // Granted 2006-05-01, paid to the 18th year: the 19th (due 2024-05-01) and the 20th (due 2025-05-01) are past their 6 months of
    // grace on 2026-03-16, while the 20-year term runs to 2026-05-01 — nothing left to pay, though the window is still open.
    const lapsed = await patent(me, { grant_date: '2006-05-01', latest_application_year_granted: '18th_year_granted' });
    const result = await addBulkRenewals({ actor: me, ip_ids: [lapsed.id] }, opts);
    expect(result.refused).toEqual([expect.objectContaining({ ip_id: lapsed.id, reasons: ['orders:cart.bulk.no_year'], form_href: null })]);
    expect(await CartItem.count({ where: { ip_id: lapsed.id } })).toBe(0);
  });

  it('adds each renewal once when two presses arrive together', async () => {
    const records = await Promise.all([trademark(me), trademark(me), patent(me, { latest_application_year_granted: '5th_year_granted' })]);
    const ids = records.map((ip) => ip.id);
    const [first, second] = await Promise.all([addBulkRenewals({ actor: me, ip_ids: ids }, opts), addBulkRenewals({ actor: me, ip_ids: ids }, opts)]);
    expect(first.items.length + second.items.length).toBe(3);
    expect(first.refused.length + second.refused.length).toBe(3);
    expect(await CartItem.count({ where: { ip_id: ids } })).toBe(3);
  });

  it('refuses an empty, oversized or malformed selection, and anyone but a customer, writing nothing', async () => {
    const before = await CartItem.count();
    expect((await caught(addBulkRenewals({ actor: me, ip_ids: [] }, opts))).messageKey).toBe('orders:cart.validation.bulk_select_one');
    expect((await caught(addBulkRenewals({ actor: me, ip_ids: undefined }, opts))).messageKey).toBe('orders:cart.validation.bulk_select_one');
    expect((await caught(addBulkRenewals({ actor: me, ip_ids: ['abc'] }, opts))).messageKey).toBe('orders:cart.validation.bulk_select_one');
    expect((await caught(addBulkRenewals({ actor: me, ip_ids: ['-3'] }, opts))).status).toBe(422);
    const tooMany = await caught(addBulkRenewals({ actor: me, ip_ids: Array.from({ length: 51 }, (_, i) => i + 1) }, opts));
    expect(tooMany.messageKey).toBe('orders:cart.validation.bulk_too_many');
    const agent = await User.create({ name: 'Agent', email: 'bulk.agent@example.test', role_id: ROLE.AGENT, status_id: USER_STATUS.ACTIVE, password: 'x' } as never);
    const ip = await trademark(me);
    expect((await caught(addBulkRenewals({ actor: { id: agent.id, role_id: ROLE.AGENT }, ip_ids: [ip.id] }, opts))).status).toBe(403);
    expect(await CartItem.count()).toBe(before);
  });
});
