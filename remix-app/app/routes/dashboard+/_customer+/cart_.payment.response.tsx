import { parseForm } from '~/lib/form.server';
import { cancelOrder, completeStripeReturn, getOrderReceipt, submitSlip } from '@iprenew/models';
import { slipFormSchema, SLIP_MAX_BYTES } from '@iprenew/models/browser';
import {
  data,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useListTime } from '~/components/useListTime';
import { failureOf, pageFlash } from '~/routes/dashboard+/_customer+/checkout.server';
import checkoutStyles from '~/components/checkout/checkout.css?url';
import { OrderItemsTable } from '~/components/checkout/OrderItemsTable';
import { BankTransferDetails, CancelOrder, SlipForm } from '~/components/checkout/PayLaterPanel';
import { PaymentStatusBadge } from '~/components/checkout/PaymentStatusBadge';
import { CurrencyDisclaimer } from '~/components/CurrencyDisclaimer';
import { Money } from '~/components/Money';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import { navTitle } from '~/components/shell/meta';
import { loadCurrencyDisplay } from '~/lib/currency.server';
import { requirePage } from '~/lib/guard.server';
import { redirectWithFlash } from '~/lib/session.server';

/**
 * Payment Response / order receipt (ORD-48..58, ORD-65..69, G-64): reads refNo and status, shows a
 * "confirming your payment" state for 3 seconds (with JavaScript a timer, without it a refresh), then
 * the order's status, lines and total. A pending pay-later order shows the bank-transfer details,
 * Upload Slip (until a slip waits for review), Pay Now and Cancel (with a real confirmation step);
 * a paid one Download Invoice and View Invoice.
 */
export const handle = { i18n: ['common', 'nav', 'orders', 'enums', 'site'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStyles }];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.orders');

const WAIT_MS = 3000;
const FAILED_STATUSES = new Set(['fail', 'failed', 'cancel', 'cancelled']);

function pagePath(reference: string, status: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ refNo: reference, status, ...extra });
  return `/dashboard/cart/payment/response?${query.toString()}`;
}

async function customer(request: Request) {
  return (await requirePage(request, 'dashboard.cart.payment.response')).actor;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await customer(request);
  const url = new URL(request.url);
  const refNo = url.searchParams.get('refNo') ?? '';
  const status = (url.searchParams.get('status') ?? '').slice(0, 32);
  const waited = url.searchParams.get('waited') === '1';
  const { flash, headers } = await pageFlash(request);
  // Back from Stripe's hosted page: confirm from the Checkout Session without waiting for the
  // webhook (G-25). Idempotent with the webhook; a no-op for other orders. A failure here only
  // means the webhook (or the reconcile job) confirms it instead.
  if (status === 'success' && refNo) {
    await completeStripeReturn({ reference: refNo, actor }).catch((error: unknown) => {
      console.error(`[payment response] stripe return of ${refNo} not confirmed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  let receipt;
  try {
    receipt = await getOrderReceipt({ actor, reference: refNo });
  } catch (error) {
    const failure = failureOf(error, 'orders:receipt.load_fail');
    return data({ receipt: null, error: failure.message, refNo, status, waited: true, confirming: false, flash, display: null }, headers ? { headers } : undefined);
  }
  const display = await loadCurrencyDisplay(request);
  const confirming = url.searchParams.get('confirm') === 'cancel' && receipt.can_cancel;
  return data({ receipt, error: null, refNo: receipt.order.reference, status, waited, confirming, flash, display }, headers ? { headers } : undefined);
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await customer(request);
  const url = new URL(request.url);
  const refNo = url.searchParams.get('refNo') ?? '';
  const status = url.searchParams.get('status') ?? 'view';
  const contentType = request.headers.get('Content-Type') ?? '';
  if (contentType.startsWith('multipart/form-data')) {
    let formData: FormData;
    try {
      formData = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: SLIP_MAX_BYTES }));
    } catch {
      // ORD-55: too large to read; the message goes next to the file input, not to the page's top.
      return { slip: null, error: null, fileError: 'orders:slip.file_size' };
    }
    const submission = parseForm(formData, { schema: slipFormSchema });
    const file = formData.get('file');
    const upload = file instanceof File && file.size > 0 ? { buffer: Buffer.from(await file.arrayBuffer()), filename: file.name, mime: file.type } : null;
    try {
      await submitSlip({ actor, reference: refNo, ref_no: formData.get('ref_no'), amount_paid: formData.get('amount_paid'), file: upload });
    } catch (error) {
      const failure = failureOf(error, 'orders:slip.submit_fail');
      return { slip: submission.reply({ formErrors: [failure.message], fieldErrors: failure.fieldErrors }), error: Object.keys(failure.fieldErrors).length ? null : failure.message, fileError: null };
    }
    throw await redirectWithFlash(pagePath(refNo, status, { waited: '1' }), { type: 'success', message: 'orders:slip.submit_success' });
  }
  const formData = await request.formData();
  if (formData.get('intent') === 'cancel') {
    // ORD-65..68: the customer knows the order by its reference, never by the internal id.
    let reference = refNo;
    try {
      const receipt = await getOrderReceipt({ actor, reference: refNo });
      reference = receipt.order.reference;
      await cancelOrder({ actor, orderId: receipt.order.id });
    } catch {
      throw await redirectWithFlash(pagePath(refNo, status, { waited: '1' }), { type: 'error', message: 'orders:cancel.fail', params: { id: reference } });
    }
    throw await redirectWithFlash(pagePath(refNo, status, { waited: '1' }), { type: 'success', message: 'orders:cancel.success', params: { id: reference } });
  }
  throw redirect(pagePath(refNo, status, { waited: '1' }));
}

export default function PaymentResponse() {
  const { receipt, error, refNo, status, waited, confirming, flash, display } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('orders');
  const listTime = useListTime();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const waitedHref = pagePath(refNo, status, { waited: '1' });

  // ORD-48: wait 3 seconds, then load the order (JS: a timer; no JS: the <noscript> refresh below).
  useEffect(() => {
    if (waited) return;
    const timer = window.setTimeout(() => navigate(waitedHref, { replace: true, preventScrollReset: true }), WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [waited, waitedHref, navigate]);

  if (!waited) {
    return (
      <>
        <noscript>
          <meta httpEquiv="refresh" content={`3;url=${waitedHref}`} />
        </noscript>
        <PageHeader title={t('receipt.title')} />
        <section className="panel co-wait" aria-live="polite" data-testid="receipt-waiting">
          <span className="co-spinner" aria-hidden="true" />
          <p>{t('receipt.confirming')}</p>
        </section>
      </>
    );
  }

  if (!receipt || !display) {
    return (
      <>
        <PageHeader title={t('receipt.title')} />
        {flash ? <Alert tone={flash.type}>{t(flash.message, flash.params ?? {})}</Alert> : null}
        <Alert tone="error">{t(error ?? 'orders:receipt.not_found')}</Alert>
        <p>
          <Link to="/dashboard/orders">{t('myOrders.title')}</Link>
        </p>
      </>
    );
  }

  const order = receipt.order;
  const paid = receipt.can_download_invoice;
  const invoiceUrl = `/storage/uploads/invoice/${encodeURIComponent(order.reference)}-invoice.pdf`;
  const failedAttempt = !paid && FAILED_STATUSES.has(status);
  const slipError = actionData?.error;
  const base = location.pathname + location.search;
  const confirmHref = pagePath(refNo, status, { waited: '1', confirm: 'cancel' });
  return (
    <>
      <PageHeader title={t('receipt.title')} lead={t('receipt.lead', { reference: order.reference })} />
      {flash ? (
        <Alert tone={flash.type}>
          <span data-testid="receipt-flash">{t(flash.message, flash.params ?? {})}</span>
        </Alert>
      ) : null}
      {failedAttempt ? <Alert tone="error">{t('checkout.payment_failure')}</Alert> : null}
      {slipError ? <Alert tone="error">{t(slipError)}</Alert> : null}

      <section className="panel" aria-labelledby="receipt-summary">
        <h2 id="receipt-summary" className="panel__title">
          {t('receipt.summary')}
        </h2>
        <dl className="readonly-list co-summary">
          <div>
            <dt>{t('receipt.reference')}</dt>
            <dd className="co-ref">{order.reference}</dd>
          </div>
          <div>
            <dt>{t('receipt.status')}</dt>
            <dd>
              <PaymentStatusBadge status={order.payment_status} />
            </dd>
          </div>
          <div>
            <dt>{t('receipt.method')}</dt>
            <dd>{t(`status.method.${order.payment_method ?? 'none'}`)}</dd>
          </div>
          {order.payment?.paypal_ref && paid ? (
            <div>
              <dt>{t('receipt.providerRef')}</dt>
              <dd>{order.payment.paypal_ref}</dd>
            </div>
          ) : null}
          {receipt.shows_expiry && order.expires_at ? (
            <div>
              <dt>{t('receipt.expiresAt')}</dt>
              <dd>{listTime(order.expires_at)}</dd>
            </div>
          ) : null}
        </dl>
        <OrderItemsTable
          items={order.items}
          totals={{ fee: order.fee, discount_amount: order.discount_amount, total: order.total, paid_amount: paid ? order.paid_amount : null, voucher_code: order.voucher?.code ?? null }}
          currency={display.currency}
          rates={display.rates}
          caption={t('receipt.itemsTitle')}
        />
        <CurrencyDisclaimer fetchedAt={display.fetchedAt} stale={!display.rates} />
        <div className="co-actions co-actions--row">
          {paid ? (
            <>
              <a href={invoiceUrl} download={`${order.reference}-invoice.pdf`} className="button button--primary" data-testid="download-invoice">
                {t('receipt.downloadInvoice')}
              </a>
              <a href={invoiceUrl} target="_blank" rel="noreferrer" className="button button--secondary" data-testid="view-invoice">
                {t('receipt.viewInvoice')}
              </a>
            </>
          ) : null}
          {receipt.can_pay_now ? (
            <Link to={`/dashboard/cart/checkout?ref=${encodeURIComponent(order.reference)}`} className="button button--primary" data-testid="pay-now">
              {t('receipt.payNow')}
            </Link>
          ) : null}
          {receipt.can_cancel && !confirming ? <CancelOrder reference={order.reference} confirming={false} confirmHref={confirmHref} keepHref={base} busy={busy} /> : null}
          <Link to="/dashboard/orders" className="button button--secondary">
            {t('myOrders.title')}
          </Link>
        </div>
      </section>

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
