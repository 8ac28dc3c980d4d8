import { parseForm } from '~/lib/form.server';
import { canPayBypass, checkoutSchema, choosePayLater, getConfig, getOrderReceipt, payBypass, readPaymentType, resolveCardProvider, startCardPayment } from '@iprenew/models';
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { failureOf, pageFlash } from '~/routes/dashboard+/_customer+/checkout.server';
import checkoutStyles from '~/components/checkout/checkout.css?url';
import { CheckoutPayForm } from '~/components/checkout/CheckoutPayForm';
import { OrderItemsTable } from '~/components/checkout/OrderItemsTable';
import { paymentResponsePath } from '~/components/checkout/response-path';
import { CurrencyDisclaimer } from '~/components/CurrencyDisclaimer';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import { navTitle } from '~/components/shell/meta';
import { loadCurrencyDisplay } from '~/lib/currency.server';
import { requirePage } from '~/lib/guard.server';
import { redirectWithFlash } from '~/lib/session.server';

/**
 * Checkout (ORD-39..47, ⚑AMB-20): the order's lines and totals, the terms, the configured card
 * provider (or the clearly labelled local test payment), Pay Later and, for whitelisted e-mails,
 * Bypass. No order, another customer's, or one that can no longer be paid → the cart (ORD-40).
 * Works without JavaScript: each button posts the same form with its own intent.
 */
export const handle = { i18n: ['common', 'nav', 'orders', 'enums', 'site', 'countries'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStyles }];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.cart');

const CART = '/dashboard/cart';

async function payableOrder(request: Request) {
  const { user, actor } = await requirePage(request, 'dashboard.cart.checkout');
  const reference = new URL(request.url).searchParams.get('ref') ?? '';
  let receipt;
  try {
    receipt = await getOrderReceipt({ actor, reference });
  } catch {
    throw redirect(CART);
  }
  if (!receipt.can_pay_now) {
    // ADR 016: a page left open on an order that a newer Pay now replaced says so, on the cart.
    if (receipt.superseded) throw await redirectWithFlash(paymentResponsePath(receipt.order.reference, 'view', { waited: '1' }), { type: 'error', message: 'orders:card.superseded' });
    // Paid, cancelled, expired, or a slip waiting for review: its receipt says why.
    if (receipt.order.has_pending_slip || receipt.can_download_invoice) throw redirect(paymentResponsePath(receipt.order.reference, 'view'));
    throw redirect(CART);
  }
  return { user, actor, receipt };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, receipt } = await payableOrder(request);
  const { flash, headers } = await pageFlash(request);
  let provider: 'stripe' | 'paypal' | 'sandbox' | null = null;
  try {
    provider = await resolveCardProvider();
  } catch {
    provider = null;
  }
  const [paymentType, bypass, display] = await Promise.all([readPaymentType(), canPayBypass(user), loadCurrencyDisplay(request)]);
  return data({ order: receipt.order, belowMinimum: receipt.below_minimum, provider, paymentType, bypass, display, flash }, headers ? { headers } : undefined);
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, actor, receipt } = await payableOrder(request);
  const formData = await request.formData();
  const submission = parseForm(formData, { schema: checkoutSchema });
  if (submission.status !== 'success') return { result: submission.reply(), error: null };
  const reference = receipt.order.reference;
  const intent = submission.value.intent;
  if (receipt.below_minimum) return { result: submission.reply({ formErrors: ['orders:checkout.minimum_total'] }), error: 'orders:checkout.minimum_total' };

  if (intent === 'paylater') {
    try {
      await choosePayLater({ actor, reference });
    } catch (error) {
      // ORD-47: the Payment Response page opens even when pay later failed, with the error.
      const failure = failureOf(error, 'orders:paylater.fail');
      throw await redirectWithFlash(paymentResponsePath(reference, 'paylater'), { type: 'error', message: failure.message, params: failure.params });
    }
    throw await redirectWithFlash(paymentResponsePath(reference, 'paylater'), { type: 'success', message: 'orders:paylater.success' });
  }

  if (intent === 'bypass') {
    try {
      await payBypass({ actor, reference });
    } catch (error) {
      const failure = failureOf(error, 'orders:checkout.payment_failure');
      return { result: submission.reply({ formErrors: [failure.message] }), error: null };
    }
    throw redirect(paymentResponsePath(reference, 'success'));
  }

  try {
    const started = await startCardPayment({ order: reference, appUrl: getConfig().appUrl, actor });
    throw redirect(started.redirectUrl);
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = failureOf(error, 'orders:checkout.fail');
    return { result: submission.reply({ formErrors: [failure.message] }), error: null };
  }
}

export default function Checkout() {
  const { order, belowMinimum, provider, paymentType, bypass, display, flash } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('checkout.title')} lead={t('checkout.lead', { reference: order.reference })} />
      {flash ? <Alert flash={flash} tone={flash.type}>{t(flash.message, flash.params ?? {})}</Alert> : null}
      <CheckoutPayForm reference={order.reference} provider={provider} paymentType={paymentType} bypass={bypass} lastResult={actionData?.result}>
        <section className="panel" aria-labelledby="checkout-items">
          <h2 id="checkout-items" className="panel__title">
            {t('checkout.itemsTitle')} <span className="co-ref">{order.reference}</span>
          </h2>
          <OrderItemsTable
            items={order.items}
            totals={{ fee: order.fee, discount_amount: order.discount_amount, total: order.total, voucher_code: order.voucher?.code ?? null }}
            currency={display.currency}
            rates={display.rates}
            caption={t('checkout.itemsTitle')}
          />
          {belowMinimum ? (
            <p className="co-note" data-testid="checkout-minimum-note">
              {t('checkout.minimumNote')}
            </p>
          ) : null}
          <CurrencyDisclaimer fetchedAt={display.fetchedAt} stale={!display.rates} />
        </section>
      </CheckoutPayForm>
    </>
  );
}
