import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { parseForm } from '~/lib/form.server';
import { choosePayLater, getConfig, getOrderReceipt, canPayBypass, payBypass, readPaymentType, resolveCardProvider, startCardPayment } from '@iprenew/models';
import { checkoutSchema } from '@iprenew/models/browser';
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { failureOf, pageFlash } from '~/routes/dashboard+/_customer+/checkout.server';
import checkoutStyles from '~/components/checkout/checkout.css?url';
import { OrderItemsTable } from '~/components/checkout/OrderItemsTable';
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
export const handle = { i18n: ['common', 'nav', 'orders', 'enums', 'site'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStyles }];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.cart');

const CART = '/dashboard/cart';
const responsePath = (reference: string, status: string) => `/dashboard/cart/payment/response?refNo=${encodeURIComponent(reference)}&status=${encodeURIComponent(status)}`;

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
    if (receipt.superseded) throw await redirectWithFlash(`${responsePath(receipt.order.reference, 'view')}&waited=1`, { type: 'error', message: 'orders:card.superseded' });
    // Paid, cancelled, expired, or a slip waiting for review: its receipt says why.
    if (receipt.order.has_pending_slip || receipt.can_download_invoice) throw redirect(responsePath(receipt.order.reference, 'view'));
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
      throw await redirectWithFlash(responsePath(reference, 'paylater'), { type: 'error', message: failure.message, params: failure.params });
    }
    throw await redirectWithFlash(responsePath(reference, 'paylater'), { type: 'success', message: 'orders:paylater.success' });
  }

  if (intent === 'bypass') {
    try {
      await payBypass({ actor, reference });
    } catch (error) {
      const failure = failureOf(error, 'orders:checkout.payment_failure');
      return { result: submission.reply({ formErrors: [failure.message] }), error: null };
    }
    throw redirect(responsePath(reference, 'success'));
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

/** One way to pay: a submit button of the checkout form carrying its intent, and what it does. */
function PayOption({ intent, testId, label, hint, busy, primary, className }: { intent: string; testId: string; label: string; hint: string; busy: boolean; primary?: boolean; className?: string }) {
  return (
    <div className={['co-option', className].filter(Boolean).join(' ')}>
      <button type="submit" name="intent" value={intent} className={`button ${primary ? 'button--primary' : 'button--secondary'} co-button`} disabled={busy} data-testid={testId}>
        {label}
      </button>
      <p className="co-option__hint">{hint}</p>
    </div>
  );
}

export default function Checkout() {
  const { order, belowMinimum, provider, paymentType, bypass, display, flash } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('orders');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const [form, fields] = useForm({
    id: 'checkout',
    lastResult: actionData?.result,
    defaultValue: { ref: order.reference },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: checkoutSchema }),
  });
  const formError = form.errors?.[0];
  const providerLabel = provider === 'paypal' || (provider === 'sandbox' && paymentType === 'Paypal') ? 'PayPal' : 'Stripe';

  return (
    <>
      <PageHeader title={t('checkout.title')} lead={t('checkout.lead', { reference: order.reference })} />
      {flash ? <Alert tone={flash.type}>{t(flash.message, flash.params ?? {})}</Alert> : null}
      {formError ? (
        <Alert tone="error">
          <span data-testid="checkout-error">{t(formError)}</span>
        </Alert>
      ) : null}

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

      <Form method="post" className="panel" {...getFormProps(form)}>
        <h2 className="panel__title">{t('checkout.payTitle')}</h2>
        <input type="hidden" name="ref" value={order.reference} />
        <div className={`co-terms${fields.accept.errors?.length ? ' co-terms--invalid' : ''}`}>
          <label htmlFor={fields.accept.id}>
            <input {...getInputProps(fields.accept, { type: 'checkbox', value: 'on' })} data-testid="accept-terms" />{' '}
            {t('checkout.terms.before')}{' '}
            <a href="/tnc" target="_blank" rel="noreferrer">
              {t('checkout.terms.link')}
            </a>
            {t('checkout.terms.after')}
          </label>
          {fields.accept.errors?.length ? (
            <p className="field__error" id={fields.accept.errorId} role="alert">
              {t(fields.accept.errors[0]!)}
            </p>
          ) : null}
        </div>

        <div className="co-actions">
          {provider ? (
            <PayOption
              intent="card"
              testId="pay-card"
              primary
              busy={busy}
              label={provider === 'sandbox' ? t('checkout.sandboxButton', { provider: providerLabel }) : t('checkout.cardButton', { provider: providerLabel })}
              hint={provider === 'sandbox' ? t('checkout.sandboxHint') : t('checkout.cardHint', { provider: providerLabel })}
            />
          ) : (
            <Alert tone="info">{t('checkout.cardUnavailable')}</Alert>
          )}
          <PayOption intent="paylater" testId="pay-later" busy={busy} label={t('checkout.payLaterButton')} hint={t('checkout.payLaterHint')} />
          {bypass ? <PayOption intent="bypass" testId="pay-bypass" busy={busy} label={t('checkout.bypassButton')} hint={t('checkout.bypassHint')} className="co-option--bypass" /> : null}
        </div>
        <p className="co-back">
          <Link to={CART}>{t('checkout.backToCart')}</Link>
        </p>
      </Form>
    </>
  );
}
