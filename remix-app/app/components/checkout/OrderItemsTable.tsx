import type { OrderItemJson } from '@iprenew/models';
import { surchargesOf, type Currency } from '@iprenew/models/browser';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { useCountryName } from '~/components/useCountryName';
import { Money } from '~/components/Money';

export interface OrderTotals {
  fee: string;
  discount_amount: string;
  total: string;
  /** Shown on a paid order's receipt (bypass: 0.00). */
  paid_amount?: string | null;
  voucher_code?: string | null;
}

const yearsOf = (item: OrderItemJson) => (item.selected_years ?? []).map((y) => y.year_granted);

/** One line's identifying numbers (renewals) or description (search / application requests). */
function Identity({ item }: { item: OrderItemJson }) {
  const { t } = useTranslation('orders');
  const rows: [string, string][] = [];
  if (item.filing_no) rows.push([t('checkout.items.filingNo'), item.filing_no]);
  if (item.application_no) rows.push([t('checkout.items.applicationNo'), item.application_no]);
  if (item.grant_no) rows.push([t('checkout.items.grantNo'), item.grant_no]);
  if (item.application_name) rows.push([t('checkout.items.applicant'), item.application_name]);
  if (item.request?.description) rows.push([t('checkout.items.description'), item.request.description]);
  if (item.application) rows.push([t('checkout.items.reference'), item.application.reference]);
  if (!rows.length) return <>—</>;
  return (
    <dl className="co-identity">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Classes (trademarks, requests) or years (patents) of a line. */
function Scope({ item }: { item: OrderItemJson }) {
  const { t } = useTranslation('orders');
  const { t: te } = useTranslation('enums');
  const years = yearsOf(item);
  if (years.length) return <>{years.map((y) => te(`yearGranted.${y}`, { defaultValue: y.replace(/_/g, ' ') })).join(', ')}</>;
  const classes = item.request?.classifications?.length ?? item.multiclass_no;
  if (classes) return <>{t('checkout.items.classes', { count: classes })}</>;
  return <>—</>;
}

function TotalRow({ label, amount, testId, className }: { label: string; amount: ReactNode; testId: string; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row" colSpan={5}>
        {label}
      </th>
      <td className="co-num" data-testid={testId}>
        {amount}
      </td>
    </tr>
  );
}

/**
 * ORD-39, ORD-49: the order's lines (service, type, country, numbers, classes/years, fee) and the
 * totals: sub total, the surcharges it includes and the discount (each only when above 0), the
 * amount to pay (and what was paid).
 */
export function OrderItemsTable({ items, totals, currency, rates, caption }: { items: OrderItemJson[]; totals: OrderTotals; currency: Currency; rates: Record<Currency, string> | null; caption: string }) {
  const { t } = useTranslation('orders');
  const { t: te } = useTranslation('enums');
  const countryOf = useCountryName();
  const money = (myr: string) => <Money myr={myr} currency={currency} rates={rates} />;
  const discount = Number(totals.discount_amount) > 0;
  // The surcharges are part of the line fees: a line of the breakdown, not an addition.
  const surcharges = surchargesOf(items);
  return (
    <div className="co-table-wrap">
      <table className="co-table co-table--items" data-testid="order-items">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('checkout.items.service')}</th>
            <th scope="col">{t('checkout.items.country')}</th>
            <th scope="col">{t('checkout.items.details')}</th>
            <th scope="col">{t('checkout.items.scope')}</th>
            <th scope="col" className="co-num">
              {t('checkout.items.fee')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={item.id}>
              <td>{index + 1}</td>
              <td>
                <strong>{te(`service.${item.service_id}`)}</strong>
                <span className="co-muted"> · {te(`ipType.${item.type_id}`)}</span>
                {item.application?.status_label ? (
                  <span className={`co-badge co-badge--app-${item.application.status_id}`}> {te(`applicationStatusLabel.${item.application.status_id}`)}</span>
                ) : null}
              </td>
              <td>{item.country_name ? countryOf(item.country_name, item.country_iso2) : '—'}</td>
              <td>
                <Identity item={item} />
              </td>
              <td>
                <Scope item={item} />
              </td>
              <td className="co-num">{money(item.fee)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <TotalRow label={t('checkout.totals.subtotal')} testId="order-subtotal" amount={money(totals.fee)} />
          {Number(surcharges) > 0 ? <TotalRow label={t('checkout.totals.surcharges')} testId="order-surcharges" amount={money(surcharges)} className="co-muted" /> : null}
          {discount ? (
            <TotalRow
              label={totals.voucher_code ? t('checkout.totals.discountWithCode', { code: totals.voucher_code }) : t('checkout.totals.discount')}
              testId="order-discount"
              amount={<>− {money(totals.discount_amount)}</>}
            />
          ) : null}
          <TotalRow label={t('checkout.totals.toPay')} testId="order-total" amount={money(totals.total)} className="co-table__total" />
          {totals.paid_amount !== undefined && totals.paid_amount !== null ? <TotalRow label={t('checkout.totals.paid')} testId="order-paid" amount={money(totals.paid_amount)} /> : null}
        </tfoot>
      </table>
    </div>
  );
}
