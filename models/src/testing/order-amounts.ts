import Decimal from 'decimal.js';
import { Op } from 'sequelize';
import { ORDER_STATUS } from '../constants/index';
import { Order } from '../models/order';
import { OrderItem } from '../models/order-item';
import { Payment } from '../models/payment';
import { VoucherRedemption } from '../models/voucher-redemption';

/**
 * The money invariant of every order (issue 11): the items total (Σ order_items.fee, each fee
 * already holding its surcharge `additional_fee`) minus the discount is the amount to pay
 * (orders.total), and a paid order was charged exactly that (orders.paid_amount and the payment's
 * paid_amount; 0.00 for the bypass, which charges nothing). Used by the demo-seed test over every
 * seeded order and by the orders/payments tests after the orders they create.
 */
export async function orderAmountProblems(filter: { ids?: number[] } = {}): Promise<string[]> {
  const orders = await Order.findAll({ where: filter.ids ? { id: { [Op.in]: filter.ids } } : {}, order: [['id', 'ASC']] });
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  const [items, payments, redemptions] = await Promise.all([
    OrderItem.findAll({ where: { order_id: { [Op.in]: ids } }, attributes: ['order_id', 'fee', 'additional_fee'] }),
    Payment.findAll({ where: { order_id: { [Op.in]: ids } }, attributes: ['order_id', 'paid_amount'] }),
    VoucherRedemption.findAll({ where: { order_id: { [Op.in]: ids } }, attributes: ['order_id', 'amount'] }),
  ]);
  const problems: string[] = [];
  const money = (value: unknown) => new Decimal(String(value ?? '0'));
  for (const order of orders) {
    const say = (what: string) => problems.push(`order ${order.reference}: ${what}`);
    const lines = items.filter((i) => i.order_id === order.id);
    if (lines.length === 0) say('has no items');
    const itemsTotal = lines.reduce((sum, line) => sum.plus(money(line.fee)), new Decimal(0));
    for (const line of lines) {
      if (money(line.additional_fee).gt(money(line.fee))) say(`a line's surcharge ${line.additional_fee} exceeds its fee ${line.fee} (the surcharge is part of the fee)`);
    }
    const discount = money(order.discount_amount);
    const toPay = itemsTotal.minus(discount);
    if (!money(order.fee).eq(itemsTotal)) say(`fee ${order.fee} ≠ items total ${itemsTotal.toFixed(2)}`);
    if (!money(order.total).eq(toPay)) say(`amount to pay ${order.total} ≠ items ${itemsTotal.toFixed(2)} − discount ${discount.toFixed(2)}`);
    const redemption = redemptions.find((r) => r.order_id === order.id);
    if (redemption && !money(redemption.amount).eq(discount)) say(`voucher redemption ${redemption.amount} ≠ discount ${discount.toFixed(2)}`);
    if (Number(order.status) === ORDER_STATUS.PAID) {
      const charged = order.payment_method === 'bypass' ? new Decimal(0) : toPay;
      if (!money(order.paid_amount).eq(charged)) say(`amount charged ${order.paid_amount} ≠ ${charged.toFixed(2)}`);
      for (const payment of payments.filter((p) => p.order_id === order.id)) {
        if (!money(payment.paid_amount).eq(charged)) say(`payment amount ${payment.paid_amount} ≠ ${charged.toFixed(2)}`);
      }
    }
  }
  return problems;
}

/** Throws, listing every order whose amounts do not add up (all orders, or those of `ids`). */
export async function assertOrderAmountsAddUp(filter: { ids?: number[] } = {}): Promise<void> {
  const problems = await orderAmountProblems(filter);
  if (problems.length > 0) throw new Error(`Order amounts do not add up:\n${problems.join('\n')}`);
}
