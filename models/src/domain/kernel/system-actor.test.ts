import { describe, expect, it } from 'vitest';
import { ROLE } from '../../constants/index';
import { reconcileCardPayments } from '../card-payments/reconcile-card-payments';
import { refreshCurrencyRates } from '../currency/refresh-currency-rates';
import { sendPayLaterExpiredEmail } from '../invoices/send-pay-later-expired-email';
import { sendPayLaterReminderEmail } from '../invoices/send-pay-later-reminder-email';
import { expirePayLaterOrders } from '../orders/expire-pay-later-orders';
import { payLaterReminders } from '../orders/pay-later-reminders';
import { purgeExpiredSessions } from '../sessions/purge-expired-sessions';
import { assertSystemActor, SYSTEM } from './index';

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
