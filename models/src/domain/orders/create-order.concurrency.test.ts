import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../models/order';
import { OrderItem } from '../../models/order-item';
import { buildCartLines, buildCustomer, openTestWorld, type TestWorld } from '../../testing/index';
import { choosePayLater, createOrder } from './index';

/**
 * Ordinary concurrency on the embedded default (issue 11, ADR 022): ten customers check out at the
 * same moment, each transaction on its own connection of a file-backed SQLite database (or
 * MariaDB). Before WAL, the busy timeout and the queued transactions, most of them failed with a
 * generic error (SQLITE_BUSY). Every one must succeed, with its own order and lines.
 */
const CUSTOMERS = 10;
let world: TestWorld;
beforeAll(async () => {
  world = await openTestWorld({ sqlite: 'file' });
}, 180_000);
afterAll(async () => world?.close());

describe('createOrder under concurrency', () => {
  it('ten customers check out at once and pay later: ten orders, no failure', async () => {
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => buildCustomer()));
    const carts: { id: number }[][] = [];
    for (const customer of customers) carts.push(await buildCartLines(customer, 2));

    const outcomes = await Promise.allSettled(
      customers.map(async (customer, n) => {
        const order = await createOrder({ actor: customer, cartIds: carts[n]!.map((line) => line.id) });
        await choosePayLater({ actor: customer, reference: order.reference });
        return order;
      }),
    );
    const failures = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => String((outcome as PromiseRejectedResult).reason));
    expect(failures).toEqual([]);

    const orders = outcomes.map((outcome) => (outcome as PromiseFulfilledResult<Awaited<ReturnType<typeof createOrder>>>).value);
    expect(new Set(orders.map((order) => order.reference)).size).toBe(CUSTOMERS);
    for (const [n, order] of orders.entries()) {
      const stored = await Order.findByPk(order.id, { rejectOnEmpty: true });
      expect(stored.user_id).toBe(customers[n]!.id);
      expect(await OrderItem.count({ where: { order_id: order.id } })).toBe(2);
    }
  }, 120_000);
});
