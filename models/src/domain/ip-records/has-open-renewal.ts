import { Op, type Transaction } from 'sequelize';
import { SERVICE } from '../../constants/index';
import { Application } from '../../models/application';
import { CartItem } from '../../models/cart-item';
import { OPEN_RENEWAL_STATUSES } from './rules';

/** Whether a renewal application of this IP is still open (Renewal Ordered through Certificate Ready): one indexed COUNT. */
export async function hasOpenRenewal(ipId: number, transaction?: Transaction): Promise<boolean> {
  const open = await Application.count({ where: { ip_id: ipId, service_id: SERVICE.RENEWAL, status_id: [...OPEN_RENEWAL_STATUSES] }, transaction });
  return open > 0;
}

/** Whether the customer's cart already holds a renewal of this IP (ADR 044), other than the line `exceptCartId` being edited. */
export async function hasRenewalInCart(input: { ipId: number; userId: number; exceptCartId?: number | null }, transaction?: Transaction): Promise<boolean> {
  const where = { ip_id: input.ipId, user_id: input.userId, service_id: SERVICE.RENEWAL, ...(input.exceptCartId ? { id: { [Op.ne]: input.exceptCartId } } : {}) };
  return (await CartItem.count({ where, transaction })) > 0;
}

/** The facts renewalRefusal reads besides the record: an open renewal application, a renewal line in the cart. */
export async function renewalContext(input: { ipId: number; userId: number; today: string; exceptCartId?: number | null }, transaction?: Transaction) {
  const [openRenewal, inCart] = await Promise.all([hasOpenRenewal(input.ipId, transaction), hasRenewalInCart(input, transaction)]);
  return { openRenewal, inCart, today: input.today };
}
