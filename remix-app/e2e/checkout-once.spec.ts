/**
 * One charge per cart selection (issue 11, ADR 016), as a customer with two tabs would try it:
 * - tab A checks out a renewal and opens the Stripe page; tab B presses Pay now on the same cart
 *   line and pays. Tab A's Stripe page can no longer charge and its checkout refuses with a clear
 *   message: one charge, one application.
 * - a payment forced through the race (Stripe's signed webhook for the superseded order) is not
 *   fulfilled: it shows as Refund due in the console's payment list (its own filter) and an admin
 *   marks it refunded after a confirmation (audited).
 */
import { test } from '@playwright/test';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET, stripeSignature } from '@iprenew/models/testing/standalone';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, expect, queryDb, shot, signIn, t } from './support/app';
import { E2E_STRIPE_URL } from './support/paths';
import { paymentKeys } from './support/payment-keys';
import { patentInCart, payNowFor } from './support/checkout';


interface OrderRow {
  id: number;
  reference: string;
  status: number;
  total: string;
  payment_method: string | null;
  provider_session_id: string | null;
}
const orderOf = async (reference: string) => (await queryDb<OrderRow>('SELECT * FROM orders WHERE reference = ?', [reference]))[0]!;
const paymentOf = async (reference: string) =>
  (await queryDb<{ id: number; status: number; failure_reason: string | null; refund_status: string | null; refund_ref: string | null }>('SELECT * FROM payments WHERE reference = ?', [reference]))[0]!;
const applicationsOf = async (references: string[]) =>
  (await queryDb<{ n: number }>(`SELECT COUNT(*) AS n FROM applications WHERE ${references.map(() => 'reference LIKE ?').join(' OR ')}`, references.map((r) => `${r}-%`)))[0]!.n;


test('Pay now twice on one selection in two tabs: one charge, one application; the other tab refuses; a raced charge is Refund due and an admin marks it refunded', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(300_000);
  paymentKeys('stripe');
  const customer = await browser.newContext({ baseURL });
  const tabA = await customer.newPage();
  const errors = collectPageErrors(tabA);
  await tabA.goto('/login');
  await signIn(tabA, DEMO.customer, DEMO_PASSWORD);
  await tabA.waitForURL(/\/dashboard\//, { timeout: 15_000 });
  const applicationNo = await patentInCart(tabA);

  // Tab A: Pay now, then to Stripe's hosted page (left open, not paid yet).
  const first = await payNowFor(tabA, applicationNo);
  const checkoutA = tabA.url();
  await tabA.getByTestId('pay-card').click();
  await tabA.waitForURL(new RegExp(`^${E2E_STRIPE_URL}/c/pay/cs_test_`), { timeout: 15_000 });
  const sessionA = (await orderOf(first)).provider_session_id!;

  // Tab B: Pay now on the same cart line, pays by card.
  const tabB = await customer.newPage();
  const second = await payNowFor(tabB, applicationNo);
  expect(second).not.toBe(first);
  expect(await orderOf(first)).toMatchObject({ status: 2 });
  expect(await paymentOf(first)).toMatchObject({ failure_reason: 'superseded' });
  await tabB.getByTestId('pay-card').click();
  await tabB.waitForURL(new RegExp(`^${E2E_STRIPE_URL}/c/pay/cs_test_`), { timeout: 15_000 });
  await tabB.getByRole('button', { name: 'Pay', exact: true }).click();
  await tabB.waitForURL(/\/dashboard\/cart\/payment\/response\?refNo=.*status=success/, { timeout: 20_000 });
  await expect(tabB.getByTestId('payment-status')).toHaveText(t('en', 'orders:status.payment.validated'), { timeout: 15_000 });

  // Tab A: its Stripe page was expired when B superseded it — paying there is refused.
  await tabA.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(tabA.getByRole('heading', { name: 'This Checkout Session is no longer available.' })).toBeVisible();
  // Back on tab A's checkout: the app says why it cannot be paid.
  await tabA.goto(checkoutA);
  await tabA.waitForURL(new RegExp(`/dashboard/cart/payment/response\\?refNo=${first}`), { timeout: 15_000 });
  await expect(tabA.getByTestId('receipt-flash')).toHaveText(t('en', 'orders:card.superseded'));
  await shot(tabA, testInfo, 'checkout-once-superseded');

  expect(await orderOf(second)).toMatchObject({ status: 1, payment_method: 'stripe' });
  expect(await applicationsOf([first, second])).toBe(1);
  const deliveries = (await (await fetch(`${E2E_STRIPE_URL}/_local/deliveries`)).json()) as { type: string; body: string }[];
  const charges = deliveries.filter((d) => d.type === 'checkout.session.completed' && (d.body.includes(`"reference":"${first}"`) || d.body.includes(`"reference":"${second}"`)));
  expect(charges).toHaveLength(1);
  expect(errors).toEqual([]);

  // The race: Stripe reports tab A's session paid after all (a signed webhook for the superseded order).
  const session = (await (await fetch(`${E2E_STRIPE_URL}/v1/checkout/sessions/${sessionA}`, { headers: { Authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` } })).json()) as Record<string, unknown>;
  const payload = JSON.stringify({ id: `evt_race_${first}`, object: 'event', type: 'checkout.session.completed', data: { object: { ...session, status: 'complete', payment_status: 'paid', payment_intent: `pi_race_${first.toLowerCase()}` } } });
  const answer = await fetch(`${baseURL}/webhooks/stripe`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': stripeSignature(payload, LOCAL_STRIPE_WEBHOOK_SECRET) }, body: payload });
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({ result: 'refund_due', reference: first });
  expect(await paymentOf(first)).toMatchObject({ refund_status: 'due', refund_ref: `pi_race_${first.toLowerCase()}` });
  expect(await orderOf(first)).toMatchObject({ status: 2 });
  expect(await applicationsOf([first, second])).toBe(1);
  await customer.close();

  // The console: the payment list's Refund due filter shows it; the admin marks it refunded.
  const admin = await browser.newContext({ baseURL });
  const console_ = await admin.newPage();
  const consoleErrors = collectPageErrors(console_);
  await signInToConsole(console_, DEMO.admin);
  // Through the sidebar, as an admin works (the menu entry may carry a notification dot suffix).
  await console_.locator('.MuiDrawer-paper').getByRole('menuitem', { name: new RegExp(`^${t('en', 'payments:console.payments_title')}`) }).click();
  await expect(console_).toHaveURL(/\/admin\/payments/);
  // The whole list fits 1280 px: Created at and Action are on screen, nothing scrolls sideways.
  await expect(console_.getByRole('columnheader', { name: t('en', 'payments:console.fields.action') })).toBeInViewport({ timeout: 15_000 });
  await expect(console_.getByRole('columnheader', { name: t('en', 'payments:console.fields.created_at') })).toBeInViewport();
  await expect.poll(() => console_.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth && [...document.querySelectorAll('table')].every((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? t.scrollWidth)))).toBe(true);
  await shot(console_, testInfo, 'checkout-once-payments-1280');
  await console_.getByRole('combobox', { name: t('en', 'payments:console.queue_filter') }).click();
  await console_.getByRole('option', { name: t('en', 'payments:console.queue_refund_due'), exact: true }).click();
  // Only charges to refund: the paid order of tab B is not in this queue.
  await expect(console_.getByRole('row').filter({ hasText: second })).toHaveCount(0, { timeout: 15_000 });
  const row = console_.getByRole('row').filter({ hasText: first });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByTestId(`refund-${first}`)).toHaveText(t('en', 'payments:console.refund_due'));
  await expect(console_.getByRole('columnheader', { name: t('en', 'payments:console.fields.action') })).toBeInViewport();
  await expect(console_.getByRole('columnheader', { name: t('en', 'payments:console.fields.created_at') })).toBeInViewport();
  await shot(console_, testInfo, 'checkout-once-refund-due');
  await row.getByRole('button', { name: t('en', 'payments:console.mark_refunded') }).click();
  await expect(console_.getByRole('dialog')).toContainText(first);
  await console_.getByRole('dialog').getByRole('button', { name: /confirm/i }).click();
  await expect(console_.getByText(t('en', 'payments:mark_refunded_success'))).toBeVisible({ timeout: 15_000 });
  await expect(console_.getByRole('row').filter({ hasText: first })).toHaveCount(0, { timeout: 15_000 });
  const payment = await paymentOf(first);
  expect(payment.refund_status).toBe('refunded');
  const audit = await queryDb<{ n: number }>("SELECT COUNT(*) AS n FROM audit_logs WHERE action = 'payment.mark_refunded' AND target_id = ?", [String(payment.id)]);
  expect(audit[0]!.n).toBe(1);
  expect(consoleErrors).toEqual([]);
  await admin.close();
});
