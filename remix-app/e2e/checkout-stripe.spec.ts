/**
 * Card checkout end to end (G-25, ORD-36, ORD-37, ORD-45, ORD-46): the demo customer renews a patent,
 * pays with Stripe on the local Stripe server's hosted page (the real `stripe` SDK in the app, pointed
 * at it by STRIPE_API_URL), the server's signed checkout.session.completed webhook fulfils the order,
 * and the Payment Response page shows it paid. Then, with no provider keys, the clearly labelled
 * local sandbox page (en, bm, cn) declines and pays through the same fulfilment.
 */
import { test, type Page } from '@playwright/test';
import { formatMoney } from '@iprenew/models/schemas/index';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { collectPageErrors, expect, queryDb, shot, signIn, t, type Lng } from './support/app';
import { E2E_STRIPE_URL } from './support/paths';
import { paymentKeys } from './support/payment-keys';
import { patentInCart, payNowFor } from './support/checkout';


interface OrderRow {
  id: number;
  reference: string;
  status: number;
  total: string;
  paid_amount: string;
  payment_method: string;
  provider_session_id: string | null;
}

const orderOf = async (reference: string) => (await queryDb<OrderRow>('SELECT * FROM orders WHERE reference = ?', [reference]))[0]!;
const paymentOf = async (orderId: number) =>
  (await queryDb<{ status: number; provider: string; paypal_ref: string | null; paid_amount: string; failure_reason: string | null }>('SELECT * FROM payments WHERE order_id = ?', [orderId]))[0]!;

async function signInAsCustomer(page: Page): Promise<void> {
  await page.goto('/login');
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\//, { timeout: 15_000 });
}

/** Request Renewal Filing for a Malaysian patent, then only that line from the cart to the checkout page. */
async function patentToCheckout(page: Page): Promise<string> {
  return payNowFor(page, await patentInCart(page));
}

test('the demo customer renews a patent with Stripe; the signed webhook fulfils the order and the receipt shows it paid', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  paymentKeys('stripe');
  const errors = collectPageErrors(page);
  await signInAsCustomer(page);
  const reference = await patentToCheckout(page);
  const before = await orderOf(reference);
  expect(before).toMatchObject({ status: 0 });

  await page.getByTestId('pay-card').click();
  await page.waitForURL(new RegExp(`^${E2E_STRIPE_URL}/c/pay/cs_test_`), { timeout: 15_000 });
  const started = await orderOf(reference);
  expect(started.payment_method).toBe('stripe');
  expect(page.url()).toBe(`${E2E_STRIPE_URL}/c/pay/${started.provider_session_id}`);
  await expect(page.getByTestId('stripe-amount')).toHaveText(`RM ${Number(before.total).toFixed(2)}`);
  await shot(page, testInfo, 'stripe-hosted-checkout');

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/dashboard\/cart\/payment\/response\?refNo=.*status=success/, { timeout: 20_000 });

  // The webhook reached the app, was verified and fulfilled the order (before the browser came back).
  const deliveries = (await (await fetch(`${E2E_STRIPE_URL}/_local/deliveries`)).json()) as { type: string; status: number; body: string }[];
  const mine = deliveries.filter((d) => d.type === 'checkout.session.completed' && d.body.includes(`"reference":"${reference}"`));
  expect(mine).toHaveLength(1);
  expect(mine[0]!.status).toBe(200);
  expect(JSON.parse(mine[0]!.body)).toMatchObject({ received: true, type: 'checkout.session.completed', result: 'fulfilled', reference });

  const paid = await orderOf(reference);
  expect(paid).toMatchObject({ status: 1, payment_method: 'stripe' });
  expect(Number(paid.paid_amount)).toBe(Number(before.total));
  const payment = await paymentOf(paid.id);
  expect(payment).toMatchObject({ status: 1, provider: 'stripe' });
  expect(payment.paypal_ref).toMatch(/^pi_/);

  await expect(page.getByTestId('payment-status')).toHaveText(t('en', 'orders:status.payment.validated'), { timeout: 15_000 });
  await expect(page.getByText(reference).first()).toBeVisible();
  await shot(page, testInfo, 'stripe-payment-response');
  expect(errors).toEqual([]);
});

test('with no provider keys the labelled sandbox page declines and then pays through the same fulfilment', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  paymentKeys('none');
  try {
    const errors = collectPageErrors(page);
    await signInAsCustomer(page);
    const reference = await patentToCheckout(page);
    const { total } = await orderOf(reference);
    await page.getByTestId('pay-card').click();
    await page.waitForURL(/\/dashboard\/cart\/sandbox\?ref=/, { timeout: 15_000 });
    const url = page.url();
    for (const lng of ['en', 'bm', 'cn'] as Lng[]) {
      await page.goto(`${url}&lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'orders:card.sandbox.title'));
      await expect(page.getByTestId('sandbox-reference')).toHaveText(reference);
      await expect(page.getByTestId('sandbox-amount')).toHaveText(formatMoney(total, 'MYR'));
      await shot(page, testInfo, `sandbox-page-${lng}`);
    }
    await page.goto(`${url}&lng=en`);

    await page.getByRole('button', { name: t('en', 'orders:card.sandbox.decline') }).click();
    await page.waitForURL(/\/dashboard\/cart\/payment\/response\?refNo=.*status=fail/, { timeout: 15_000 });
    const failed = await orderOf(reference);
    expect(failed.status).toBe(3);
    expect((await paymentOf(failed.id)).failure_reason).toBe('sandbox_declined');

    await page.goto(url);
    await page.getByRole('button', { name: t('en', 'orders:card.sandbox.pay'), exact: true }).click();
    await page.waitForURL(/\/dashboard\/cart\/payment\/response\?refNo=.*status=success/, { timeout: 15_000 });
    const paid = await orderOf(reference);
    expect(paid.status).toBe(1);
    expect((await paymentOf(paid.id)).paypal_ref).toMatch(/^sandbox_/);
    await expect(page.getByTestId('payment-status')).toHaveText(t('en', 'orders:status.payment.validated'), { timeout: 15_000 });

    // Paid: the sandbox page no longer offers Pay.
    await page.goto(url);
    await expect(page.getByText(t('en', 'orders:card.sandbox.already_paid'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('en', 'orders:card.sandbox.pay'), exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    paymentKeys('stripe');
  }
});
