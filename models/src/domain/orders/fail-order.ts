import { Op } from 'sequelize';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Order } from '../../models/order';
import { Payment } from '../../models/payment';
import { applicationsOfOrder, AWAITING_PAYMENT_STATUSES } from '../applications/index';
import { isUnpaid, UNPAID_ORDER_STATUSES } from './rules';
import { assertSystemActor, inTransaction, type OperationOptions, type SystemActor } from '../kernel/index';

export interface FailOrderInput {
  /** Only the system fails an order: a provider's outcome (webhook, return, reconciliation). */
  actor: SystemActor;
  reference: string;
  reason: string;
  providerRef?: string | null;
}

/**
 * A card payment that failed (Stripe payment_failed / session expired, PayPal denied, sandbox
 * "fail", G-25; ORD-46). The payment row becomes Fail with the reason, unless it already succeeded.
 * The order becomes Failed — except a pay-later order (its applications wait in Renewal Ordered),
 * which stays pending on pay later so its bank transfer and slip upload remain open (G-64). A paid,
 * cancelled or expired order is left as it is (failed: false). A later success is still accepted.
 */
export async function failOrder(input: FailOrderInput, options: OperationOptions = {}): Promise<{ order: Order; failed: boolean }> {
  assertSystemActor(input.actor);
  const reference = typeof input.reference === 'string' ? input.reference.trim().toUpperCase() : '';
  return inTransaction(options, async (transaction) => {
    const order = await Order.findOne({ where: { reference }, transaction });
    if (!order) throw new AppError('NOT_FOUND', 'orders:receipt.not_found');
    if (!isUnpaid(order)) return { order, failed: false };
    const payLater = (await applicationsOfOrder(order.id, transaction, AWAITING_PAYMENT_STATUSES)).length > 0;
    const [changed] = await Order.update(
      payLater ? { payment_method: 'paylater' } : { status: ORDER_STATUS.FAILED },
      { where: { id: order.id, status: { [Op.in]: UNPAID_ORDER_STATUSES } }, transaction },
    );
    // MariaDB counts only changed rows: a pay-later order already back on 'paylater' is still unpaid.
    if (!changed && !payLater) return { order, failed: false };
    await Payment.update(
      {
        status: PAYMENT_STATUS.FAIL,
        failure_reason: String(input.reason ?? 'failed').slice(0, 255),
        ...(input.providerRef ? { paypal_ref: String(input.providerRef).slice(0, 128) } : {}),
      },
      { where: { order_id: order.id, status: { [Op.ne]: PAYMENT_STATUS.SUCCESS } }, transaction },
    );
    if (payLater) {
      // The bank transfer is still open: the payment row waits again (Pending PayLater).
      await Payment.update({ status: PAYMENT_STATUS.PENDING, provider: 'paylater' }, { where: { order_id: order.id, status: PAYMENT_STATUS.FAIL }, transaction });
    }
    await order.reload({ transaction });
    return { order, failed: true };
  });
}
