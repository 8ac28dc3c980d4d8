/**
 * The crash hook of the crash-safety tests (issue 17): `crashPoint('checkout:order-inserted')`
 * kills this process on the spot — SIGKILL: no handler runs, nothing is flushed, the open transaction
 * is left to the database — when, and only when, APP_ENV is 'test', NODE_ENV is not 'production' and
 * CRASH_AT names this very point. Anywhere else (production, development, any other point) it is a
 * comparison of two strings and nothing more. The points sit inside the checkout and payment
 * operations' transactions and between their steps; models/src/testing/crash-checkout.ts drives them.
 */
export const CRASH_POINTS = [
  /** createOrder, in its transaction: the order row written, its lines not yet. */
  'checkout:order-inserted',
  /** createOrder, in its transaction: the voucher's use reserved, the totals and payment row not yet. */
  'checkout:voucher-reserved',
  /** createOrder committed, the customer not yet sent to the checkout page. */
  'checkout:committed',
  /** fulfilOrder, in its transaction: the order marked paid, its payment row not yet. */
  'payment:order-paid',
  /** fulfilOrder, in its transaction: the applications made, the cart lines not yet removed. */
  'payment:lines-materialised',
  /** fulfilOrder committed, the invoice and the payment e-mail not yet made. */
  'payment:committed',
] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

export function crashPoint(point: CrashPoint): void {
  if (process.env.CRASH_AT !== point || process.env.APP_ENV !== 'test' || process.env.NODE_ENV === 'production') return;
  process.kill(process.pid, 'SIGKILL');
}
