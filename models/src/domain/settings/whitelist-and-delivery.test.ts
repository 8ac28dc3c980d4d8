import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../constants/index';
import { DeliveryPrice } from '../../models/delivery-price';
import { State } from '../../models/state';
import { Whitelist } from '../../models/whitelist';
import { buildAgent, buildCustomer, buildStaff, caught, findCountry, lastAudit, openTestWorld, type TestWorld, type User } from '../../testing/index';
import { checkDeliveryCoverage, isWhitelisted, listDeliveryPrices, listStates, listWhitelist, replaceDeliveryPrices, replaceWhitelist } from './index';

let world: TestWorld;
let superAdmin: User;
let admin: User;
let others: User[];
beforeAll(async () => {
  world = await openTestWorld();
  superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
  admin = await buildStaff(ROLE.ADMIN);
  others = [await buildStaff(ROLE.ACCOUNTANT), await buildAgent(), await buildCustomer()];
}, 180_000);
afterAll(async () => world?.close());

describe('whitelist (ADM-63..65, G-11)', () => {
  it('starts empty, stores the whole list, keeps kept rows and answers isWhitelisted', async () => {
    expect(await listWhitelist({ actor: admin })).toMatchObject({ rows: [], total: 0 });
    const first = await replaceWhitelist({ actor: admin, email: ['Zed@Example.com ', 'amy@example.com'] });
    expect(first.message).toBe('settings:record_update_success');
    expect(first.data.map((w) => w.email)).toEqual(['amy@example.com', 'zed@example.com']);
    const amyId = first.data[0]!.id;

    const second = await replaceWhitelist({ actor: superAdmin, email: ['amy@example.com', 'bob@example.com'] });
    expect(second.data.map((w) => w.email)).toEqual(['amy@example.com', 'bob@example.com']);
    expect(second.data[0]!.id).toBe(amyId);
    expect((await lastAudit('whitelist.replace'))?.before).toEqual({ removed: ['zed@example.com'] });
    expect((await lastAudit('whitelist.replace'))?.after).toEqual({ added: ['bob@example.com'] });

    expect(await isWhitelisted(' AMY@example.com')).toBe(true);
    expect(await isWhitelisted('zed@example.com')).toBe(false);
    expect(await isWhitelisted('')).toBe(false);
  });

  it('refuses an empty, invalid or repeated e-mail and changes nothing', async () => {
    for (const email of [['ok@example.com', ''], ['not-an-email'], ['a@example.com', 'A@example.com'], 'a@example.com']) {
      const error = await caught(replaceWhitelist({ actor: admin, email }));
      expect(error.status, JSON.stringify(email)).toBe(422);
      expect(error.messageKey).toBe('settings:update_fail');
    }
    expect((await caught(replaceWhitelist({ actor: admin, email: ['a@example.com', 'a@example.com'] }))).fieldErrors).toEqual({
      'email.1': ['settings:validation.email_duplicate'],
    });
    expect((await Whitelist.findAll({ order: [['email', 'ASC']] })).map((w) => w.email)).toEqual(['amy@example.com', 'bob@example.com']);
  });

  it('clears the list with an empty submit, and is closed to other roles', async () => {
    for (const actor of others) {
      expect((await caught(listWhitelist({ actor }))).status).toBe(403);
      expect((await caught(replaceWhitelist({ actor, email: [] }))).status).toBe(403);
    }
    expect((await replaceWhitelist({ actor: admin, email: [] })).data).toEqual([]);
    expect(await Whitelist.count()).toBe(0);
  });
});

describe('delivery prices (DLV-13, DLV-14, DLV-17..21, ⚑AMB-23)', () => {
  let my: number;
  let sg: number;
  let selangor: State;
  let penang: State;
  beforeAll(async () => {
    my = (await findCountry('MY')).id;
    sg = (await findCountry('SG')).id;
    const states = await State.findAll({ where: { country_id: my }, order: [['name', 'ASC']] });
    selangor = states.find((s) => s.name === 'Selangor')!;
    penang = states.find((s) => /pinang|penang/i.test(s.name))!;
    expect(selangor && penang).toBeTruthy();
  });

  it('lists the states of a country for the scope picker', async () => {
    const result = await listStates({ actor: admin, filter: { country_id: my } });
    expect(result.total).toBe(await State.count({ where: { country_id: my } }));
    expect(result.rows.map((s) => s.name)).toContain('Selangor');
    expect(result.rows.every((s) => s.country_id === my)).toBe(true);
    expect((await listStates({ actor: admin, filter: { id: [selangor.id] } })).rows).toEqual([{ id: selangor.id, country_id: my, name: 'Selangor' }]);
    expect((await caught(listStates({ actor: others[0]!, filter: { country_id: my } }))).status).toBe(403);
  });

  it('is not covered anywhere before the table has rows', async () => {
    const error = await caught(checkDeliveryCoverage({ country_id: my, state_id: selangor.id }));
    expect(error.status).toBe(422);
    expect(error.messageKey).toBe('settings:delivery_not_covered');
  });

  it('stores the whole table, in order, with the state scope in meta', async () => {
    const result = await replaceDeliveryPrices({
      actor: admin,
      prices: [
        { country_id: my, state_id: null, fee: '15' },
        { country_id: my, state_id: selangor.id, fee: '8.5' },
        { country_id: String(sg), fee: 0 },
      ],
    });
    expect(result.message).toBe('settings:delivery_store_success');
    expect(result.data.map((p) => [p.country?.name, p.state?.name ?? null, p.fee, p.meta, p.status])).toEqual([
      ['Malaysia', null, '15.00', null, 1],
      ['Malaysia', 'Selangor', '8.50', { state_id: selangor.id }, 1],
      ['Singapore', null, '0.00', null, 1],
    ]);
    expect((await listDeliveryPrices({ actor: superAdmin })).rows).toEqual(result.data);
    expect((await lastAudit('delivery_prices.replace'))?.actor_id).toBe(admin.id);
  });

  it('prices an address: the state row wins over the country row (DLV-13)', async () => {
    expect(await checkDeliveryCoverage({ country_id: my, state_id: selangor.id })).toEqual({ fee: '8.50' });
    expect(await checkDeliveryCoverage({ country_id: my, state_id: penang.id })).toEqual({ fee: '15.00' });
    expect(await checkDeliveryCoverage({ country_id: my })).toEqual({ fee: '15.00' });
    expect(await checkDeliveryCoverage({ country_id: String(sg), state_id: '' })).toEqual({ fee: '0.00' });
    const th = (await findCountry('TH')).id;
    expect((await caught(checkDeliveryCoverage({ country_id: th, state_id: null }))).messageKey).toBe('settings:delivery_not_covered');
    expect((await caught(checkDeliveryCoverage({ country_id: 'x' }))).status).toBe(422);
    await DeliveryPrice.update({ status: 0 }, { where: { country_id: sg } });
    expect((await caught(checkDeliveryCoverage({ country_id: sg }))).messageKey).toBe('settings:delivery_not_covered');
  });

  it('refuses bad rows one by one and keeps the stored table', async () => {
    const before = await listDeliveryPrices({ actor: admin });
    const cases: [unknown[], string[]][] = [
      [[{ country_id: my, fee: '-1' }], ['prices.0.fee']],
      [[{ country_id: my, fee: 'abc' }], ['prices.0.fee']],
      [[{ country_id: my, fee: '1.234' }], ['prices.0.fee']],
      [[{ country_id: my, fee: '' }], ['prices.0.fee']],
      [[{ fee: '1.00' }], ['prices.0.country_id']],
      [[{ country_id: 999999, fee: '1.00' }], ['prices.0.country_id']],
      [[{ country_id: sg, state_id: selangor.id, fee: '1.00' }], ['prices.0.state_id']],
      [[{ country_id: my, fee: '1' }, { country_id: my, state_id: null, fee: '2' }], ['prices.1.country_id']],
    ];
    for (const [prices, fields] of cases) {
      const error = await caught(replaceDeliveryPrices({ actor: superAdmin, prices }));
      expect(error.status, JSON.stringify(prices)).toBe(422);
      expect(error.messageKey).toBe('settings:delivery_store_fail');
      expect(Object.keys(error.fieldErrors), JSON.stringify(prices)).toEqual(fields);
    }
    expect((await listDeliveryPrices({ actor: admin })).rows).toEqual(before.rows);
    for (const actor of others) expect((await caught(replaceDeliveryPrices({ actor, prices: [] }))).status).toBe(403);
  });
});
