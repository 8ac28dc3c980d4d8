import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_STATUS, ROLE } from '../../constants/index';
import { Application } from '../../models/application';
import { ApplicationHistory } from '../../models/application-history';
import { IpRecord } from '../../models/ip-record';
import { Order } from '../../models/order';
import { OrderItem } from '../../models/order-item';
import { Payment } from '../../models/payment';
import { buildCartLines, buildCustomer, buildStaff, openTestWorld, type TestWorld, type User } from '../../testing/index';
import { choosePayLater, createOrder, fulfilOrder } from './index';
import { SYSTEM } from '../kernel/index';

/**
 * Idempotent fulfilment (G-25): a webhook and the return page (or the same event twice) confirming
 * one order at the same time, each in its own transaction on its own connection (SQLite file /
 * MariaDB), fulfil it once. Without the conditional UPDATE both would create the applications.
 */
let world: TestWorld;
let customer: User;
let admin: User;
beforeAll(async () => {
  world = await openTestWorld({ sqlite: 'file' });
  customer = await buildCustomer();
  admin = await buildStaff(ROLE.ADMIN);
}, 180_000);
afterAll(async () => world?.close());

async function workOf(orderId: number) {
  const items = await OrderItem.findAll({ where: { order_id: orderId } });
  const apps = await Application.findAll({ where: { reference: { [(await import('sequelize')).Op.like]: `${(await Order.findByPk(orderId))!.reference}-%` } } });
  return {
    items,
    apps,
    ips: await IpRecord.count({ where: { user_id: customer.id } }),
    history: await ApplicationHistory.count({ where: { application_id: apps.map((a) => a.id) } }),
  };
}

describe('fulfilOrder under concurrency', () => {
  it('fulfils a card order once when two confirmations arrive together, and a later repeat changes nothing', async () => {
    const lines = await buildCartLines(customer, 2);
    const order = await createOrder({ actor: customer, cartIds: lines.map((l) => l.id) });
    const results = await Promise.all([
      fulfilOrder({ reference: order.reference, method: 'stripe', providerRef: 'pi_webhook', actor: SYSTEM }),
      fulfilOrder({ reference: order.reference, method: 'stripe', providerRef: 'pi_return', actor: SYSTEM }),
    ]);
    expect(results.map((r) => r.fulfilled).sort()).toEqual([false, true]);
    const first = await workOf(order.id);
    expect(first.apps).toHaveLength(2);
    expect(first.items.every((i) => i.application_id && i.ip_id)).toBe(true);
    expect(first.history).toBe(2);
    const payments = await Payment.findAll({ where: { order_id: order.id } });
    expect(payments).toHaveLength(1);
    expect(payments[0]!.status).toBe(PAYMENT_STATUS.SUCCESS);
    expect((await Order.findByPk(order.id))!.status).toBe(ORDER_STATUS.PAID);

    const later = await fulfilOrder({ reference: order.reference, method: 'paypal', providerRef: 'PAY-late', actor: SYSTEM });
    expect(later.fulfilled).toBe(false);
    const after = await workOf(order.id);
    expect(after.apps.map((a) => [a.id, a.status_id])).toEqual(first.apps.map((a) => [a.id, a.status_id]));
    expect(after.ips).toBe(first.ips);
    expect(after.history).toBe(first.history);
    expect((await Payment.findOne({ where: { order_id: order.id } }))!.paypal_ref).toBe(payments[0]!.paypal_ref);
  });

  it('advances a pay-later order’s applications once when verification and a card success race', async () => {
    const lines = await buildCartLines(customer, 1);
    const order = await createOrder({ actor: customer, cartIds: lines.map((l) => l.id) });
    await choosePayLater({ actor: customer, reference: order.reference });
    const results = await Promise.all([
      fulfilOrder({ reference: order.reference, method: 'paylater', providerRef: 'BANK-1', actor: admin }),
      fulfilOrder({ reference: order.reference, method: 'stripe', providerRef: 'pi_race', actor: SYSTEM }),
      fulfilOrder({ reference: order.reference, method: 'stripe', providerRef: 'pi_race', actor: SYSTEM }),
    ]);
    expect(results.filter((r) => r.fulfilled)).toHaveLength(1);
    const work = await workOf(order.id);
    expect(work.apps).toHaveLength(1);
    // One history row for Renewal Ordered, one for the confirmed payment.
    expect(work.history).toBe(2);
  });
});
