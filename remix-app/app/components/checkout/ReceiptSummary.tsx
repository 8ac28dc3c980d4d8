import type { OrderReceipt } from '@iprenew/models';
import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { CurrencyDisclaimer } from '~/components/CurrencyDisclaimer';
import { useListTime } from '~/components/useListTime';
import type { CurrencyDisplay } from '~/lib/currency.server';
import { OrderItemsTable } from './OrderItemsTable';
import { CancelOrder } from './PayLaterPanel';
import { PaymentStatusBadge } from './PaymentStatusBadge';

/**
 * ORD-49..51, G-64: the order's reference, status, method, lines and totals, and what the receipt's
 * flags offer — Download and View Invoice (paid), Pay Now, Cancel — and the way to My Orders.
 */
export function ReceiptSummary({
  receipt,
  display,
  cancel,
}: {
  receipt: OrderReceipt;
  display: CurrencyDisplay;
  /** Cancel's first step (a link to the confirmation), when offered and not already confirming. */
  cancel: { confirmHref: string; keepHref: string; busy: boolean } | null;
}) {
  const { t } = useTranslation('orders');
  const listTime = useListTime();
  const order = receipt.order;
  const paid = receipt.can_download_invoice;
  const invoiceUrl = `/storage/uploads/invoice/${encodeURIComponent(order.reference)}-invoice.pdf`;
  return (
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
        {cancel ? <CancelOrder reference={order.reference} confirming={false} confirmHref={cancel.confirmHref} keepHref={cancel.keepHref} busy={cancel.busy} /> : null}
        <Link to="/dashboard/orders" className="button button--secondary">
          {t('myOrders.title')}
        </Link>
      </div>
    </section>
  );
}
