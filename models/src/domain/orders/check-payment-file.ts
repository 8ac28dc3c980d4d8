import { Op } from 'sequelize';
import { ROLE, SLIP_STATUS, STAFF_ROLES } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Order } from '../../models/order';
import { PaymentSlip } from '../../models/payment-slip';
import { Payment } from '../../models/payment';
import { ORDER_REFERENCE } from './shared';
import { type Actor, type OperationOptions } from '../kernel/index';

/**
 * ORD-58, ⚑AMB-37: whether the order's payment has a slip (submitted or verified; a rejected one
 * does not count, so Upload Slip is offered again). The owner customer or staff (1, 2, 5).
 */
export async function checkPaymentFile(input: { actor: Actor; reference: unknown }, options: OperationOptions = {}): Promise<{ exists: boolean }> {
  const reference = typeof input.reference === 'string' ? input.reference.trim().toUpperCase() : '';
  const staff = input.actor && (STAFF_ROLES as readonly number[]).includes(Number(input.actor.role_id));
  const customer = input.actor && Number(input.actor.role_id) === ROLE.MEMBER;
  if (!ORDER_REFERENCE.test(reference) || (!staff && !customer)) throw new AppError('NOT_FOUND', 'orders:receipt.not_found');
  const order = await Order.findOne({ where: { reference, ...(staff ? {} : { user_id: input.actor.id }) }, transaction: options.transaction });
  if (!order) throw new AppError('NOT_FOUND', 'orders:receipt.not_found');
  const count = await PaymentSlip.count({
    where: { status: { [Op.in]: [SLIP_STATUS.SUBMITTED, SLIP_STATUS.VERIFIED] } },
    include: [{ model: Payment, as: 'payment', where: { order_id: order.id }, required: true, attributes: [] }],
    transaction: options.transaction,
  });
  return { exists: count > 0 };
}
