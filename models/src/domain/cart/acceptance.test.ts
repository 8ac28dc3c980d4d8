import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_TYPE, ROLE, SERVICE, USER_STATUS } from '../../constants/index';
import { seedReference } from '../../db/seeder';
import '../../models/index';
import { CartItem } from '../../models/cart-item';
import { Country } from '../../models/country';
import { User } from '../../models/user';
import { trademarkBundleSchema } from '../../schemas/cart';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { createTestDatabase, type TestDatabase } from '../../testing/index';
import { addCartBundle } from './index';
import { parseWithZod } from '@conform-to/zod/v4';
import { type Actor } from '../kernel/index';

/**
 * ORD-16: the filing form sends an acceptance flag with the bundle; it is stored on every line of
 * the bundle (cart_items.acceptance), 1 when the customer ticked it, 0 when not.
 */
let db: TestDatabase;
let me: Actor;
let MY: number;
const expiry = calendarDateInKualaLumpur(new Date(Date.now() + 200 * 86_400_000));
const line = (filing_no: string) => ({ filing_no, country_id: MY, application_name: 'Senja Coffee Enterprise', expiry_date: expiry, multiclass_no: 1, multiclass_name: 'Coffee' });

beforeAll(async () => {
  db = await createTestDatabase();
  await seedReference(db.sequelize);
  MY = (await Country.findOne({ where: { iso2: 'MY' }, rejectOnEmpty: true })).id;
  const user = await User.create({ name: 'Acceptance', email: 'acceptance@example.test', role_id: ROLE.MEMBER, status_id: USER_STATUS.ACTIVE, password: 'x' } as never);
  me = { id: user.id, role_id: ROLE.MEMBER };
}, 120_000);
afterAll(async () => db?.drop());

describe('ORD-16 acceptance', () => {
  it('the filing form’s ticked box parses to acceptance true, an unticked one to no flag', () => {
    const form = (extra: [string, string][]) => {
      const data = new FormData();
      for (const [key, value] of [['lines[0].filing_no', 'TM1'], ['lines[0].country_id', '1'], ['lines[0].application_name', 'A'], ['lines[0].expiry_date', expiry], ['lines[0].multiclass_no', '1'], ['lines[0].multiclass_name', 'C'], ...extra]) data.append(key!, value!);
      return parseWithZod(data, { schema: trademarkBundleSchema });
    };
    const ticked = form([['acceptance', 'on']]);
    expect(ticked.status).toBe('success');
    expect(ticked.status === 'success' && ticked.value.acceptance).toBe(true);
    const unticked = form([]);
    expect(unticked.status === 'success' && unticked.value.acceptance).toBeFalsy();
  });

  it('stores the flag on every line of the bundle', async () => {
    const accepted = await addCartBundle({ actor: me, service_id: SERVICE.RENEWAL, type_id: IP_TYPE.TRADEMARK, lines: [line('TMACC0001'), line('TMACC0002')], acceptance: true });
    const notAccepted = await addCartBundle({ actor: me, service_id: SERVICE.RENEWAL, type_id: IP_TYPE.TRADEMARK, lines: [line('TMACC0003')] });
    const stored = async (ids: number[]) => (await CartItem.findAll({ where: { id: ids }, order: [['id', 'ASC']] })).map((row) => Boolean(row.acceptance));
    expect(await stored(accepted.items.map((item) => item.id))).toEqual([true, true]);
    expect(await stored(notAccepted.items.map((item) => item.id))).toEqual([false]);
  });
});
