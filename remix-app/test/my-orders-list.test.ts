import { describe, expect, it } from 'vitest';
import { catalogue, OrderItem } from '@iprenew/models';
import { buildCustomer, buildOrder, queriesOf, useTestWorld } from '@iprenew/models/testing';
import * as myOrders from '~/routes/dashboard+/_customer+/orders';
import { request, signedInCookie } from './requests';

/**
 * My Orders (SYS-7, SYS-11): the page is read from the database by offset and limit, the footer
 * says 'Showing X to Y of Z entries', and a failed read empties the list with 'Fail to retrieve list'.
 */

const world = useTestWorld();

interface Loaded {
  page: { rows: { reference: string }[]; total: number; page: number; perPage: number };
  loadError: string | null;
}
async function load(cookie: string, query: string): Promise<Loaded> {
  const value = (await myOrders.loader({ request: request(`/dashboard/orders${query}`, { cookie }), params: {}, context: {} } as never)) as unknown;
  const wrapped = value as { type?: string; data?: Loaded };
  return wrapped.type === 'DataWithResponseInit' ? wrapped.data! : (value as Loaded);
}

describe(`My Orders list (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('pages in the database and counts every order; the footer text is the spec’s', async () => {
    const customer = await buildCustomer();
    const cookie = await signedInCookie(customer);
    const references: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const { order } = await buildOrder({ user: customer, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
      references.push(order.reference);
    }
    const second = await load(cookie, '?page=2&per_page=10');
    expect(second.loadError).toBeNull();
    expect(second.page).toMatchObject({ total: 12, page: 2, perPage: 10 });
    // Newest first: page 2 holds the two oldest.
    expect(second.page.rows.map((r) => r.reference)).toEqual([references[1], references[0]]);
    const five = await load(cookie, '?page=1&per_page=5');
    expect(five.page.rows).toHaveLength(5);
    // Issue 17 (page weight): each row carries the table's columns only, not the order's items and addresses.
    expect(Object.keys(five.page.rows[0]!).sort()).toEqual(['created_at', 'display_status', 'id', 'item_count', 'payment_method', 'payment_status', 'reference', 'total']);
    const newest = five.page.rows[0] as unknown as { id: number; item_count: number };
    expect(newest.item_count).toBe(await OrderItem.count({ where: { order_id: newest.id } }));
    expect(newest.item_count).toBeGreaterThan(0);
    expect((catalogue.en.orders as { myOrders: { range: string } }).myOrders.range).toBe('Showing {{first}} to {{last}} of {{total}} entries');
  });

  it('a page reads a fixed number of statements whatever its length (issue 17: no statement per order)', async () => {
    const customer = await buildCustomer();
    const cookie = await signedInCookie(customer);
    for (let i = 0; i < 2; i += 1) await buildOrder({ user: customer, method: i === 0 ? 'paylater' : 'stripe' });
    const two = await queriesOf(() => load(cookie, '?per_page=10'));
    for (let i = 0; i < 8; i += 1) await buildOrder({ user: customer, method: i % 2 ? 'paylater' : 'stripe' });
    const ten = await queriesOf(() => load(cookie, '?per_page=10'));
    expect((await load(cookie, '?per_page=10')).page.rows).toHaveLength(10);
    expect(ten).toBe(two);
  });

  it('a failed read shows Fail to retrieve list with an empty list and a total of 0 (SYS-7)', async () => {
    const customer = await buildCustomer();
    const cookie = await signedInCookie(customer);
    await buildOrder({ user: customer });
    const qi = world().db.sequelize.getQueryInterface();
    await qi.renameTable('orders', 'orders_unreadable');
    try {
      const failed = await load(cookie, '');
      expect(failed.loadError).toBe('messages:fail_to_retrieve_list');
      expect(failed.page).toMatchObject({ rows: [], total: 0, page: 1 });
    } finally {
      await qi.renameTable('orders_unreadable', 'orders');
    }
    expect((catalogue.en.messages as Record<string, string>).fail_to_retrieve_list).toBe('Fail to retrieve list');
    expect((await load(cookie, '')).page.total).toBe(1);
  });
});
