import { ORDER_STATUS } from '../../constants/index';
import { getConfig } from '../../config/env';
import { AppError } from '../../errors/index';
import type { Order } from '../../models/order';
import { applyCardOutcome } from './apply-card-outcome';
import type { ReturnStatus } from './complete-paypal-return';
import { isSandboxSession } from './sandbox';
import { isUnpaid } from '../orders/rules';
import { assertCardPayable, findOrder } from './shared';
import { type Actor } from '../kernel/index';

export type SandboxOutcome = 'pay' | 'decline';

export interface SandboxPayment {
  reference: string;
  /** DECIMAL string, the amount the page shows in RM. */
  total: string;
  /** Whether Pay / Decline are offered (an unpaid order whose current session is the sandbox's). */
  payable: boolean;
  paid: boolean;
}

/** Never in production: the sandbox page and its actions answer 404 there. */
function assertSandboxAllowed(): void {
  if (getConfig().appEnv === 'production') throw new AppError('NOT_FOUND', 'orders:receipt.not_found');
}

const payable = (order: Order) => isUnpaid(order) && isSandboxSession(order.provider_session_id);

/** What the sandbox page shows for the customer's order (NOT_FOUND for someone else's or unknown). */
export async function getSandboxPayment(input: { actor: Actor; reference: string }): Promise<SandboxPayment> {
  assertSandboxAllowed();
  const order = await findOrder(input.reference, input.actor);
  return { reference: order.reference, total: order.total, payable: payable(order), paid: order.status === ORDER_STATUS.PAID };
}

/**
 * The sandbox page's Pay / Decline (development and tests with no provider keys): Pay → fulfilOrder
 * with a sandbox reference, exactly as a provider's confirmation; Decline → failOrder. Only the
 * order's owner, only an unpaid order whose current checkout is a sandbox session, never in
 * production. Pressing Pay twice fulfils once.
 */
export async function completeSandboxPayment(input: { actor: Actor; reference: string; outcome: SandboxOutcome }): Promise<{ status: ReturnStatus; reference: string }> {
  assertSandboxAllowed();
  if (input.outcome !== 'pay' && input.outcome !== 'decline') throw new AppError('VALIDATION', 'orders:checkout.payment_failure');
  const order = await findOrder(input.reference, input.actor);
  if (order.status === ORDER_STATUS.PAID) return { status: 'success', reference: order.reference };
  await assertCardPayable(order);
  if (!payable(order)) throw new AppError('CONFLICT', 'orders:card.not_payable');
  const method = order.payment_method === 'paypal' ? 'paypal' : 'stripe';
  const common = { reference: order.reference, sessionId: order.provider_session_id };
  const { result } = await applyCardOutcome(
    input.outcome === 'pay'
      ? // One sandbox session is one charge: pressing Pay twice is the same payment, never a second one.
        { kind: 'paid', ...common, providerRef: order.provider_session_id!, paidAmount: order.total, currency: 'MYR' }
      : { kind: 'failed', ...common, providerRef: null, reason: 'sandbox_declined' },
    method,
    { source: `sandbox ${input.outcome}` },
  );
  return { status: result === 'fulfilled' || result === 'already_paid' ? 'success' : 'fail', reference: order.reference };
}
