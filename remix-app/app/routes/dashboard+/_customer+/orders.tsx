import { emptyOrdersPage, isAppError, listMyOrders } from '@iprenew/models';
import { formatDate, PAGE_SIZES } from '@iprenew/models/browser';
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useSubmit } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { pageFlash } from '~/routes/dashboard+/_customer+/checkout.server';
import checkoutStyles from '~/components/checkout/checkout.css?url';
import { OrdersPageLinks } from '~/components/checkout/OrdersPageLinks';
import { PaymentStatusBadge } from '~/components/checkout/PaymentStatusBadge';
import { CurrencyDisclaimer } from '~/components/CurrencyDisclaimer';
import { Money } from '~/components/Money';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import { navTitle } from '~/components/shell/meta';
import { loadCurrencyDisplay } from '~/lib/currency.server';
import { requirePage } from '~/lib/guard.server';

/**
 * My orders (ORD-51, ORD-59): the customer's orders, newest first, paged 5/10/25/50, each opening its
 * receipt; Upload Slip only while Pending PayLater, Download / View Invoice once validated.
 */
export const handle = { i18n: ['common', 'nav', 'orders', 'enums', 'site', 'messages'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStyles }];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.orders');

const receiptHref = (reference: string) => `/dashboard/cart/payment/response?refNo=${encodeURIComponent(reference)}&status=view&waited=1`;

export async function loader({ request }: LoaderFunctionArgs) {
  const { actor } = await requirePage(request, 'dashboard.orders');
  const url = new URL(request.url);
  const { flash, headers } = await pageFlash(request);
  const perPage = url.searchParams.get('per_page') ?? 10;
  const [listed, display] = await Promise.all([
    // The page is read from the database (offset and limit); a failed read empties the list (SYS-7).
    listMyOrders({ actor, page: url.searchParams.get('page') ?? 1, perPage }).then(
      (page) => ({ page, loadError: null }),
      (error: unknown) => {
        if (!isAppError(error)) throw error;
        return { page: emptyOrdersPage(perPage), loadError: 'messages:fail_to_retrieve_list' };
      },
    ),
    loadCurrencyDisplay(request),
  ]);
  // The table's columns only (listMyOrders): an order's items, addresses and payment details stay on its receipt (issue 17: page weight).
  return data({ page: listed.page, loadError: listed.loadError, display, flash }, headers ? { headers } : undefined);
}

export default function MyOrders() {
  const { page, display, flash, loadError } = useLoaderData<typeof loader>();
  const { t } = useTranslation('orders');
  const submit = useSubmit();
  const lastPage = Math.max(1, Math.ceil(page.total / page.perPage));
  const pageHref = (n: number) => `?page=${n}&per_page=${page.perPage}`;
  const first = page.total === 0 ? 0 : (page.page - 1) * page.perPage + 1;
  const last = Math.min(page.total, page.page * page.perPage);

  return (
    <>
      <PageHeader title={t('myOrders.title')} lead={t('myOrders.lead')} />
      {flash ? <Alert flash={flash} tone={flash.type}>{t(flash.message, flash.params ?? {})}</Alert> : null}
      {loadError ? <Alert tone="error">{t(loadError)}</Alert> : null}
      <section className="panel">
        {page.rows.length === 0 && loadError ? null : page.rows.length === 0 ? (
          <p data-testid="orders-empty">
            {t('myOrders.empty')} <Link to="/dashboard/cart">{t('myOrders.toCart')}</Link>
          </p>
        ) : (
          <div className="co-table-wrap co-table-wrap--orders">
            <table className="co-table co-table--orders" data-testid="my-orders">
              <caption className="visually-hidden">{t('myOrders.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('myOrders.columns.reference')}</th>
                  <th scope="col">{t('myOrders.columns.date')}</th>
                  <th scope="col" className="co-num">
                    {t('myOrders.columns.items')}
                  </th>
                  <th scope="col" className="co-num">
                    {t('myOrders.columns.total')}
                  </th>
                  <th scope="col">{t('myOrders.columns.method')}</th>
                  <th scope="col">{t('myOrders.columns.status')}</th>
                  <th scope="col">{t('myOrders.columns.payment')}</th>
                  <th scope="col">{t('myOrders.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {page.rows.map((order) => {
                  const invoice = `/storage/uploads/invoice/${encodeURIComponent(order.reference)}-invoice.pdf`;
                  return (
                    <tr key={order.id} data-testid={`order-row-${order.reference}`}>
                      <td>
                        <Link to={receiptHref(order.reference)} className="co-ref">
                          {order.reference}
                        </Link>
                      </td>
                      <td className="co-date" data-label={t('myOrders.columns.date')}>{formatDate(order.created_at)}</td>
                      <td className="co-num" data-label={t('myOrders.columns.items')}>
                        {order.item_count}
                      </td>
                      <td className="co-num" data-label={t('myOrders.columns.total')}>
                        <Money myr={order.total} currency={display.currency} rates={display.rates} />
                      </td>
                      <td data-label={t('myOrders.columns.method')}>{t(`status.method.${order.payment_method ?? 'none'}`)}</td>
                      <td data-testid="order-status" data-label={t('myOrders.columns.status')}>{t(`status.order.${order.display_status}`)}</td>
                      <td data-label={t('myOrders.columns.payment')}>
                        <PaymentStatusBadge status={order.payment_status} />
                      </td>
                      <td>
                        <div className="co-list-actions">
                          {order.payment_status === 'pending_paylater' ? (
                            <Link to={`${receiptHref(order.reference)}#slip`} className="button button--primary co-small-button">
                              {t('myOrders.uploadSlip')}
                            </Link>
                          ) : null}
                          {order.payment_status === 'validated' ? (
                            <>
                              <a href={invoice} download={`${order.reference}-invoice.pdf`} className="button button--primary co-small-button">
                                {t('receipt.downloadInvoice')}
                              </a>
                              <a href={invoice} target="_blank" rel="noreferrer" className="button button--secondary co-small-button">
                                {t('receipt.viewInvoice')}
                              </a>
                            </>
                          ) : null}
                          <Link to={receiptHref(order.reference)} className="button button--secondary co-small-button">
                            {t('myOrders.view')}
                          </Link>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <div className="co-pager">
          <Form method="get" onChange={(event) => submit(event.currentTarget)}>
            <label>
              {t('myOrders.perPage')}{' '}
              <select name="per_page" defaultValue={String(page.perPage)}>
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </label>{' '}
            <noscript>
              <button type="submit" className="button button--secondary co-small-button">
                {t('myOrders.apply')}
              </button>
            </noscript>
          </Form>
          <span data-testid="orders-range">{t('myOrders.range', { first, last, total: page.total })}</span>
          <OrdersPageLinks page={page.page} lastPage={lastPage} href={pageHref} label={t('myOrders.pages')} />
        </div>
        <CurrencyDisclaimer fetchedAt={display.fetchedAt} stale={!display.rates} />
      </section>
    </>
  );
}
