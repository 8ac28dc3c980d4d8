import { Op } from 'sequelize';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS, PAYMENT_STATUS, SLIP_STATUS } from '../../constants/index';
import { Order } from '../../models/order';
import { Payment } from '../../models/payment';
import { PaymentSlip } from '../../models/payment-slip';
import { buildCustomer, buildOrder, buildPayment, queriesOf, useTestWorld } from '../../testing/index';
import { listMyOrders } from './list-my-orders';
import { ordersJson } from './order-json';

useTestWorld();

/**
 * Issue 17: My orders reads its rows' line counts, payment statuses and slips under review in the
 * page's own statement; each row says what the order's full JSON (ordersJson, the receipt's) says.
 */
describe(`My orders' rows (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('give the same statuses and line counts as the orders’ JSON, in every state, from two statements', async () => {
    const customer = await buildCustomer();
    const actor = { id: customer.id, role_id: customer.role_id };
    await buildOrder({ user: customer });
    await buildOrder({ user: customer, method: 'paylater' });
    await buildOrder({ user: customer, method: 'stripe', status: ORDER_STATUS.PENDING, paymentStatus: PAYMENT_STATUS.PENDING });
    await buildOrder({ user: customer, method: 'stripe', status: ORDER_STATUS.FAILED, paymentStatus: PAYMENT_STATUS.FAIL });
    await buildOrder({ user: customer, method: 'paylater', status: ORDER_STATUS.CANCELLED });
    await buildOrder({ user: customer, method: 'paylater', status: ORDER_STATUS.EXPIRED });
    for (const state of ['slip', 'paylater', 'failed', 'paid', 'cancelled'] as const) await buildPayment({ user: customer, state });
    // A slip that was rejected, then a new payment without one: only the newest payment's slips count.
    const { payment: older } = await buildPayment({ user: customer, state: 'slip' });
    await PaymentSlip.update({ status: SLIP_STATUS.REJECTED }, { where: { payment_id: older.id } });
    const { order: retried, payment: first } = await buildPayment({ user: customer, state: 'slip' });
    await Payment.create({ order_id: retried.id, reference: `${first.reference}-2`, status: PAYMENT_STATUS.PENDING, provider: 'paylater', paid_amount: '0.00' } as never);

    const page = await listMyOrders({ actor, perPage: 50 });
    expect(page.total).toBe(await Order.count({ where: { user_id: customer.id, payment_method: { [Op.ne]: null } } }));
    expect(page.rows).toHaveLength(page.total);
    expect(page.total).toBeGreaterThanOrEqual(12);
    const orders = await Order.findAll({ where: { id: page.rows.map((row) => row.id) } });
    const full = new Map((await ordersJson(orders)).map((json) => [json.id, json]));
    const statuses = new Set<string>();
    for (const row of page.rows) {
      const json = full.get(row.id)!;
      expect(row, json.reference).toEqual({
        id: json.id,
        reference: json.reference,
        created_at: json.created_at,
        total: json.total,
        payment_method: json.payment_method,
        display_status: json.display_status,
        payment_status: json.payment_status,
        item_count: json.items.length,
      });
      statuses.add(`${row.display_status}/${row.payment_status}`);
      expect(row.item_count).toBeGreaterThan(0);
    }
    // The states above are all there: validated, pending pay-later, pending card, failed, cancelled, expired, and a slip under review.
    for (const status of ['paid/validated', 'pending/pending_paylater', 'pending/pending', 'failed/failed', 'cancelled/cancelled', 'expired/expired', 'pending_verification/pending_verification']) {
      expect([...statuses], status).toContain(status);
    }
    // The retried order's newest payment has no slip: not under review.
    expect(page.rows.find((row) => row.id === retried.id)!.payment_status).not.toBe('pending_verification');
    // Two statements (the count and the page), whatever the page's length.
    expect(await queriesOf(() => listMyOrders({ actor, perPage: 5 }))).toBe(2);
    expect(await queriesOf(() => listMyOrders({ actor, perPage: 50 }))).toBe(2);
  });

  it('are read by statements made once, each customer their own: no find after the first read of a page size', async () => {
    const first = await buildCustomer();
    const second = await buildCustomer();
    const mine = [await buildOrder({ user: first }), await buildOrder({ user: first })];
    const theirs = await buildOrder({ user: second });
    await listMyOrders({ actor: first });
    const finds = vi.spyOn(Order, 'findAll');
    for (let round = 0; round < 2; round += 1) {
      expect((await listMyOrders({ actor: first })).rows.map((row) => row.id).sort()).toEqual(mine.map(({ order }) => order.id).sort());
      expect(await listMyOrders({ actor: second })).toMatchObject({ total: 1, page: 1, rows: [{ id: theirs.order.id }] });
    }
    expect(finds).not.toHaveBeenCalled();
    finds.mockRestore();
  });
});
