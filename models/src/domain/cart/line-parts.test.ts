import { describe, expect, it } from 'vitest';
import { buildCartLines, buildCartSearch, buildCustomer, caught, useTestWorld } from '../../testing/index';
import { CartItem, Order, OrderItem } from '../../models/index';
import { checkApplication } from '../orders/check-application';
import { createOrder } from '../orders/create-order';

useTestWorld();

const parts = (line: { processing_part: string; service_part: string; fee: string }) => [line.fee, line.processing_part, line.service_part];

describe('the settlement parts snapshot on every priced line (ADR 047)', () => {
  it('a cart line keeps its processing and service parts; the order line copies them', async () => {
    const customer = await buildCustomer();
    // A seeded two-class Malaysian trademark renewal: 2 × 1050.00 official, 350.00 + 2 × 100.00 service.
    const [line] = await buildCartLines(customer, 1, { multiclass_no: 2 });
    expect(parts(line!)).toEqual(['2650.00', '2100.00', '550.00']);
    const search = await buildCartSearch(customer);
    expect(Number(search.processing_part) + Number(search.service_part)).toBe(Number(search.fee));
    expect(search.service_part).toBe(search.fee);

    const order = await Order.findOne({ where: { reference: (await createOrder({ actor: customer, cartIds: [line!.id] })).reference }, rejectOnEmpty: true });
    const items = await OrderItem.findAll({ where: { order_id: order.id } });
    expect(items.map(parts)).toEqual([parts(line!)]);
  });

  it('the pre-check refreshes stale parts without calling it a price change', async () => {
    const customer = await buildCustomer();
    const [line] = await buildCartLines(customer, 1);
    await CartItem.update({ processing_part: '0.00', service_part: '0.00' }, { where: { id: line!.id } });
    await checkApplication({ actor: customer, cartIds: [line!.id] });
    expect(parts((await CartItem.findByPk(line!.id, { rejectOnEmpty: true }))!)).toEqual(['1500.00', '1050.00', '450.00']);
    // A changed fee is still a price change.
    await CartItem.update({ fee: '1.00' }, { where: { id: line!.id } });
    expect((await caught(checkApplication({ actor: customer, cartIds: [line!.id] }))).messageKey).toBe('orders:checkout.price_changed');
  });
});
