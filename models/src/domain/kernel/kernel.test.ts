import { describe, expect, it } from 'vitest';
import { ROLE } from '../../constants/index';
import { reconcileCardPayments } from '../card-payments/reconcile-card-payments';
import { refreshCurrencyRates } from '../currency/refresh-currency-rates';
import { sendOrderCancelledEmail } from '../invoices/send-order-cancelled-email';
import { sendPayLaterExpiredEmail } from '../invoices/send-pay-later-expired-email';
import { sendPayLaterPlacedEmail } from '../invoices/send-pay-later-placed-email';
import { sendPayLaterReminderEmail } from '../invoices/send-pay-later-reminder-email';
import { sendPaymentEmail } from '../invoices/send-payment-email';
import { sendSlipReceivedEmail } from '../invoices/send-slip-received-email';
import { sendSlipRejectedEmail } from '../invoices/send-slip-rejected-email';
import { failOrder } from '../orders/fail-order';
import { expirePayLaterOrders } from '../orders/expire-pay-later-orders';
import { payLaterReminders } from '../orders/pay-later-reminders';
import { purgeExpiredSessions } from '../sessions/purge-expired-sessions';
import { z } from 'zod';
import { assertAllowed, assertRole, assertSystemActor, fieldErrorsOf, SYSTEM } from './index';

/** Issue 12 §1: the system's own operations (the jobs' work) take SYSTEM and refuse anyone else, before any work. */
describe('operations only the system runs', () => {
  const admin = { id: 1, role_id: ROLE.SUPER_ADMIN } as never;
  const cases: [string, (actor: never) => Promise<unknown>][] = [
    ['expirePayLaterOrders', (actor) => expirePayLaterOrders({ actor })],
    ['payLaterReminders', (actor) => payLaterReminders({ actor })],
    ['sendPayLaterExpiredEmail', (actor) => sendPayLaterExpiredEmail({ actor, orderId: 1 })],
    ['sendPayLaterReminderEmail', (actor) => sendPayLaterReminderEmail({ actor, orderId: 1, day: 3 })],
    ['reconcileCardPayments', (actor) => reconcileCardPayments({ actor })],
    ['refreshCurrencyRates', (actor) => refreshCurrencyRates({ actor })],
    ['purgeExpiredSessions', (actor) => purgeExpiredSessions({ actor })],
    ['failOrder', (actor) => failOrder({ actor, reference: 'ABCDEFGHJKLM', reason: 'x' })],
    ['sendPaymentEmail', (actor) => sendPaymentEmail({ actor, orderId: 1 })],
    ['sendOrderCancelledEmail', (actor) => sendOrderCancelledEmail({ actor, orderId: 1, reason: 'customer' })],
    ['sendPayLaterPlacedEmail', (actor) => sendPayLaterPlacedEmail({ actor, orderId: 1 })],
    ['sendSlipReceivedEmail', (actor) => sendSlipReceivedEmail({ actor, paymentId: 1 })],
    ['sendSlipRejectedEmail', (actor) => sendSlipRejectedEmail({ actor, paymentId: 1 })],
  ];
  it.each(cases)('%s refuses a user and a missing actor with 403', async (_name, run) => {
    await expect(run(admin)).rejects.toMatchObject({ status: 403 });
    await expect(run(undefined as never)).rejects.toMatchObject({ status: 403 });
  });
  it('accepts only the SYSTEM object itself', () => {
    expect(() => assertSystemActor(SYSTEM)).not.toThrow();
    expect(() => assertSystemActor({ system: true })).toThrow();
  });
});

describe('role and permission assertions (ADR 030)', () => {
  it('assertRole: a signed-in user of one of the roles; SYSTEM, a missing actor or another role is 403 with the key', () => {
    expect(() => assertRole({ id: 9, role_id: ROLE.MEMBER }, [ROLE.MEMBER], 'k')).not.toThrow();
    for (const actor of [SYSTEM, undefined, null, { id: 9, role_id: ROLE.AGENT }]) {
      expect(() => assertRole(actor, [ROLE.MEMBER], 'orders:cart.not_allowed')).toThrow(expect.objectContaining({ status: 403, messageKey: 'orders:cart.not_allowed' }));
    }
  });
  it('assertAllowed: the policy table by role, with ACL-3 (account 1 counts as a Super Admin on the product list only)', () => {
    expect(() => assertAllowed({ id: 5, role_id: ROLE.ADMIN }, 'users', 'block')).not.toThrow();
    expect(() => assertAllowed({ id: 5, role_id: ROLE.ACCOUNTANT }, 'users', 'block')).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => assertAllowed(SYSTEM, 'users', 'block')).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => assertAllowed({ id: 5, role_id: ROLE.ADMIN }, 'products', 'create')).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => assertAllowed({ id: 1, role_id: ROLE.ADMIN }, 'products', 'create')).not.toThrow();
  });
  it('fieldErrorsOf: message keys by field path, the whole input under Conform\'s form-level key', () => {
    const schema = z.object({ a: z.object({ b: z.string('k.b') }) }).refine(() => false, { message: 'k.form' });
    const result = schema.safeParse({ a: { b: 1 } });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({ 'a.b': ['k.b'] });
    const whole = z.object({ a: z.string() }).refine(() => false, { message: 'k.form' }).safeParse({ a: 'x' });
    expect(fieldErrorsOf(whole.error!)).toEqual({ '': ['k.form'] });
  });
});
