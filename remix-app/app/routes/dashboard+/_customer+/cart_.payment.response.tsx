import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import checkoutStyles from '~/components/checkout/checkout.css?url';
import { BankTransferDetails, CancelOrder, SlipForm } from '~/components/checkout/PayLaterPanel';
import { ReceiptSummary } from '~/components/checkout/ReceiptSummary';
import { ReceiptUnavailable } from '~/components/checkout/ReceiptUnavailable';
import { ReceiptWaiting } from '~/components/checkout/ReceiptWaiting';
import { paymentResponsePath } from '~/components/checkout/response-path';
import { Money } from '~/components/Money';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import { navTitle } from '~/components/shell/meta';
import { requirePage } from '~/lib/guard.server';
import { paymentResponseAction, paymentResponsePage } from '~/routes/dashboard+/_customer+/payment-response.server';

/**
 * Payment Response / order receipt (ORD-48..58, ORD-65..69, G-64): reads refNo and status, shows a
 * "confirming your payment" state for 3 seconds (with JavaScript a timer, without it a refresh), then
 * the order's status, lines and total. A pending pay-later order shows the bank-transfer details,
 * Upload Slip (until a slip waits for review), Pay Now and Cancel (with a real confirmation step);
 * a paid one Download Invoice and View Invoice. Data and action: payment-response.server.ts.
 */
export const handle = { i18n: ['common', 'nav', 'orders', 'enums', 'site', 'countries'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStyles }];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.orders');

const FAILED_STATUSES = new Set(['fail', 'failed', 'cancel', 'cancelled']);

export async function loader({ request }: LoaderFunctionArgs) {
  return paymentResponsePage(request, (await requirePage(request, 'dashboard.cart.payment.response')).actor);
}

export async function action({ request }: ActionFunctionArgs) {
  return paymentResponseAction(request, (await requirePage(request, 'dashboard.cart.payment.response')).actor);
}

export default function PaymentResponse() {
  const { receipt, error, refNo, status, waited, confirming, flash, display } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('orders');
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const waitedHref = paymentResponsePath(refNo, status, { waited: '1' });

  if (!waited) return <ReceiptWaiting href={waitedHref} />;
  if (!receipt || !display) return <ReceiptUnavailable flash={flash} error={error} />;

  const order = receipt.order;
  const failedAttempt = !receipt.can_download_invoice && FAILED_STATUSES.has(status);
  const slipError = actionData?.error;
  const confirmHref = paymentResponsePath(refNo, status, { waited: '1', confirm: 'cancel' });
  return (
    <>
      <PageHeader title={t('receipt.title')} lead={t('receipt.lead', { reference: order.reference })} />
      {flash ? (
        <Alert flash={flash} tone={flash.type}>
          <span data-testid="receipt-flash">{t(flash.message, flash.params ?? {})}</span>
        </Alert>
      ) : null}
      {failedAttempt ? <Alert tone="error">{t('checkout.payment_failure')}</Alert> : null}
      {slipError ? <Alert tone="error">{t(slipError)}</Alert> : null}

      <ReceiptSummary receipt={receipt} display={display} cancel={receipt.can_cancel && !confirming ? { confirmHref, keepHref: location.pathname + location.search, busy } : null} />

      {confirming ? <CancelOrder reference={order.reference} confirming confirmHref={confirmHref} keepHref={waitedHref} busy={busy} /> : null}

      {receipt.bank_transfer ? (
        <BankTransferDetails bank={receipt.bank_transfer} reference={order.reference} amount={<Money myr={order.total} currency={display.currency} rates={display.rates} />} />
      ) : null}
      {receipt.can_upload_slip ? <SlipForm lastResult={actionData && 'slip' in actionData ? (actionData.slip as never) : null} fileError={actionData && 'fileError' in actionData ? actionData.fileError : null} busy={busy} /> : null}
      {order.has_pending_slip ? <Alert tone="info">{t('slip.pending')}</Alert> : null}
      {receipt.slip_rejected_reason !== null ? <Alert tone="error">{t('slip.rejected', { reason: receipt.slip_rejected_reason })}</Alert> : null}
    </>
  );
}
