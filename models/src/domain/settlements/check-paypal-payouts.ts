import { AppError } from '../../errors/index';
import { Settlement } from '../../models/settlement';
import { getPayoutCredentials } from '../payouts/payout-configuration';
import { type Actor, assertAllowed, inTransaction, SYSTEM } from '../kernel/index';
import { checkInFlight, type PaypalCheckOutcome } from './paypal-payout-outcome';
import { paypalActionResult, type PaypalActionResult } from './send-via-paypal';
import { findSettlementFor, SETTLEMENT_MESSAGE } from './shared';

/** How many sends one run of the job checks (the oldest first); the rest wait for the next run. */
export const PAYPAL_CHECK_BATCH = 200;

/**
 * Check status (ADR 055; SA/AD/AC): asks PayPal where one settlement's send in flight stands and
 * applies it (paid, returned with the reason, or still pending). 409 when nothing is in flight.
 */
export async function checkPaypalPayout(input: { actor: Actor; settlementId: unknown }): Promise<PaypalActionResult> {
  assertAllowed(input.actor, 'settlements', 'set-paid', SETTLEMENT_MESSAGE.payFail);
  const credentials = await getPayoutCredentials();
  if (!credentials) throw new AppError('CONFLICT', SETTLEMENT_MESSAGE.paypalNotConfigured);
  const settlement = await inTransaction({}, (transaction) => findSettlementFor(input.actor, input.settlementId, 'staff', SETTLEMENT_MESSAGE.notFound, transaction));
  if (!settlement.paypal_in_flight || settlement.is_settled) throw new AppError('CONFLICT', SETTLEMENT_MESSAGE.payFail);
  return paypalActionResult(settlement.id, await checkInFlight(settlement, credentials, input.actor));
}

export type PaypalCheckCounts = Record<PaypalCheckOutcome, number> & { checked: number };

/**
 * The `check-paypal-payouts` job (every 10 minutes, ADR 055): every send in flight, oldest first, up
 * to PAYPAL_CHECK_BATCH per run, through the (paypal_in_flight, id) index. Without payout credentials
 * nothing is checked. Safe beside a staff member's Check status: each outcome is applied once.
 */
export async function checkPaypalPayouts(): Promise<PaypalCheckCounts> {
  const counts: PaypalCheckCounts = { checked: 0, paid: 0, returned: 0, pending: 0, unreachable: 0 };
  const credentials = await getPayoutCredentials();
  if (!credentials) return counts;
  const inFlight = await Settlement.findAll({ where: { paypal_in_flight: true, is_settled: false }, order: [['id', 'ASC']], limit: PAYPAL_CHECK_BATCH });
  for (const settlement of inFlight) {
    counts.checked += 1;
    counts[await checkInFlight(settlement, credentials, SYSTEM)] += 1;
  }
  return counts;
}
