import { Op } from 'sequelize';
import { AppError } from '../../errors/index';
import { CartItem } from '../../models/cart-item';
import { priceCartLine } from '../cart/index';
import { assertCustomer } from './shared';
import { type Actor, inTransaction, type OperationOptions, orFail } from '../kernel/index';

export interface CheckApplicationInput {
  actor: Actor;
  cartIds: unknown;
}

/** The selected cart ids: a non-empty list of positive integers ('Please select at least 1 item'). */
export function parseCartIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  const ids = [...new Set(list.map((v) => Number(v)))];
  if (!ids.length) throw new AppError('VALIDATION', 'orders:checkout.select_item');
  if (ids.some((id) => !Number.isInteger(id) || id <= 0)) throw new AppError('VALIDATION', 'orders:checkout.fail');
  return ids;
}

const PRICE_FIELDS = ['fee', 'fee_type', 'agent_cost', 'additional_fee'] as const;
/** ADR 047: the settlement's inputs follow the price; a changed split alone is no price change for the customer. */
const PART_FIELDS = ['processing_part', 'service_part'] as const;

/**
 * ORD-35: the pre-check before an order is made. The lines must exist and be the actor's, and each
 * is priced again (priceCartLine; 'Current service is not available' when it is no longer sold). A
 * line whose price changed is updated in the cart (that change is kept) and the check fails with
 * 'orders:checkout.price_changed' so the customer sees the new total before paying.
 */
export async function checkApplication(input: CheckApplicationInput, options: OperationOptions = {}): Promise<{ lines: CartItem[] }> {
  assertCustomer(input.actor, 'orders:checkout.not_allowed');
  const ids = parseCartIds(input.cartIds);
  let changed = 0;
  const lines = await orFail('orders:checkout.fail', () =>
    inTransaction(options, async (transaction) => {
      const rows = await CartItem.findAll({ where: { id: { [Op.in]: ids }, user_id: input.actor.id }, order: [['id', 'ASC']], transaction });
      if (rows.length !== ids.length) throw new AppError('NOT_FOUND', 'orders:checkout.item_missing');
      for (const line of rows) {
        const priced = await priceCartLine(line, { transaction });
        const update: Record<string, unknown> = {};
        for (const field of PRICE_FIELDS) {
          const next = (priced as unknown as Record<string, unknown>)[field];
          if (next !== undefined && String(next ?? '') !== String(line.get(field) ?? '')) update[field] = next;
        }
        const priceChanged = Object.keys(update).length > 0;
        for (const field of PART_FIELDS) {
          if (String(priced[field]) !== String(line.get(field) ?? '')) update[field] = priced[field];
        }
        if (priceChanged) changed += 1;
        if (Object.keys(update).length) await line.update(update, { transaction });
      }
      return rows;
    }),
  );
  if (changed) throw new AppError('CONFLICT', 'orders:checkout.price_changed');
  return { lines };
}
