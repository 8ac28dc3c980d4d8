import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSequelize } from '../../db/database';
import { isAppError } from '../../errors/index';
import { Configuration } from '../../models/configuration';
import { Voucher } from '../../models/voucher';
import { VoucherRedemption } from '../../models/voucher-redemption';
import { buildCustomer, buildOrder, buildVoucher, openTestWorld, type TestWorld, type User } from '../../testing/index';
import { reserveVoucher } from './index';

/**
 * G-29: concurrent checkouts on a voucher with quantity N. Each reservation runs in its own
 * transaction on its own connection (SQLite file, or MySQL), all at once; exactly N succeed and
 * amount_used never exceeds quantity.
 */
let world: TestWorld;
let customer: User;
beforeAll(async () => {
  world = await openTestWorld({ sqlite: 'file' });
  customer = await buildCustomer();
}, 120_000);
afterAll(async () => world?.close());

const isBusy = (error: unknown) => /SQLITE_BUSY|database is locked|Deadlock/i.test(String((error as Error)?.message));

/** A checkout that gets "busy" from SQLite tries again, as a caller would; anything else is its outcome. */
async function checkout(run: () => Promise<unknown>): Promise<'reserved' | 'refused'> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await run();
      return 'reserved';
    } catch (error) {
      if (isAppError(error) && ['vouchers:apply.fully_claimed', 'vouchers:apply.per_user_limit'].includes(error.messageKey)) return 'refused';
      if (!isBusy(error) || attempt >= 30) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.floor(Math.random() * 50)));
    }
  }
}

describe('reserveVoucher under concurrent checkouts', () => {
  it('lets exactly quantity orders through when more try at the same moment', async () => {
    const N = 3;
    const M = 10;
    const voucher = await buildVoucher({ quantity: N, value: '5.00' });
    const orders = [];
    for (let i = 0; i < M; i += 1) orders.push((await buildOrder({ user: customer, method: 'paylater' })).order);

    const outcomes = await Promise.all(
      orders.map((order) =>
        checkout(() =>
          getSequelize().transaction((transaction) =>
            reserveVoucher({ code: voucher.code, voucherId: voucher.id, orderId: order.id, userId: customer.id, total: '50.00' }, { transaction }),
          ),
        ),
      ),
    );

    const stored = (await Voucher.findByPk(voucher.id))!;
    const redemptions = await VoucherRedemption.count({ where: { voucher_id: voucher.id } });
    expect(stored.amount_used).toBeLessThanOrEqual(N);
    expect(redemptions).toBe(stored.amount_used);
    expect(outcomes.filter((o) => o === 'reserved')).toHaveLength(N);
    expect(redemptions).toBe(N);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(M - N);
  }, 60_000);

  it('keeps one customer within voucher_per_user_limit when their checkouts run at the same moment', async () => {
    const LIMIT = 2;
    const M = 8;
    const voucher = await buildVoucher({ quantity: null, value: '5.00' });
    const orders = [];
    for (let i = 0; i < M; i += 1) orders.push((await buildOrder({ user: customer, method: 'paylater' })).order);
    await Configuration.writeValue('voucher_per_user_limit', LIMIT);
    try {
      const outcomes = await Promise.all(
        orders.map((order) =>
          checkout(() =>
            getSequelize().transaction((transaction) => reserveVoucher({ code: voucher.code, orderId: order.id, userId: customer.id, total: '50.00' }, { transaction })),
          ),
        ),
      );
      expect(await VoucherRedemption.count({ where: { voucher_id: voucher.id, user_id: customer.id } })).toBe(LIMIT);
      expect((await Voucher.findByPk(voucher.id))!.amount_used).toBe(LIMIT);
      expect(outcomes.filter((o) => o === 'reserved')).toHaveLength(LIMIT);
    } finally {
      await Configuration.writeValue('voucher_per_user_limit', null);
    }
  }, 60_000);
});
