import { AppError } from '../../errors/index';
import { canPayBypass } from './can-pay-bypass';
import { fulfilOrder } from './fulfil-order';
import { orderJson, type OrderJson } from './order-json';
import { isUnpaid } from './rules';
import { assertCustomer, findOwnOrder } from './shared';
import { type Actor } from '../kernel/index';

/**
 * ORD-44: a whitelisted customer confirms their own unpaid order without a provider. It goes
 * through fulfilOrder with method 'bypass' (paid_amount 0.00), like any confirmed payment.
 */
export async function payBypass(input: { actor: Actor; reference: unknown }): Promise<{ order: OrderJson; fulfilled: boolean }> {
  assertCustomer(input.actor, 'orders:checkout.bypass_not_allowed');
  if (!(await canPayBypass(input.actor))) throw new AppError('FORBIDDEN', 'orders:checkout.bypass_not_allowed');
  const order = await findOwnOrder(input.actor, input.reference, 'orders:checkout.fail');
  if (!isUnpaid(order)) throw new AppError('CONFLICT', 'orders:checkout.payment_failure');
  const result = await fulfilOrder({ reference: order.reference, method: 'bypass', actor: input.actor });
  if (!result.fulfilled) throw new AppError('CONFLICT', 'orders:checkout.payment_failure');
  return { order: await orderJson(result.order), fulfilled: true };
}
