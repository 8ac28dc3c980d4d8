import { formatDate } from '@iprenew/models/browser';
import type { CartLineJson } from '@iprenew/models';
import { useTranslation } from '~/lib/i18n/react';
import { useCountryName } from '~/components/useCountryName';

/** The details of one cart line (ORD-23, ORD-24): its numbers, country, dates, classes or request. */
export function CartLineSummary({ line, warning, overdue = false }: { line: CartLineJson; warning: boolean; overdue?: boolean }) {
  const { t } = useTranslation('orders');
  const countryOf = useCountryName();
  const meta: string[] = [];
  const push = (label: string, value: unknown) => {
    if (value !== null && value !== undefined && value !== '') meta.push(`${label}: ${String(value)}`);
  };
  let title: string;
  if (line.kind === 'trademark') {
    title = line.filing_no ?? '';
    push(t('cart.fields.application_name'), line.application_name);
    push(t('cart.fields.multiclass_no'), line.multiclass_no);
    push(t('cart.fields.multiclass_name'), line.multiclass_name);
    push(t('cart.fields.no_of_goods'), line.no_of_goods);
  } else if (line.kind === 'patent') {
    title = [line.application_no, line.grant_no].filter(Boolean).join(' / ');
    push(t('cart.fields.grant_date'), line.grant_date ? formatDate(line.grant_date) : null);
    push(t('cart.fields.filing_date'), line.filing_date ? formatDate(line.filing_date) : null);
    const years = line.selected_years;
    if (years.length) push(t('cart.fields.years'), `${Number.parseInt(years[0]!.year_granted, 10)}–${Number.parseInt(years[years.length - 1]!.year_granted, 10)}`);
  } else if (line.kind === 'delivery') {
    title = t('cart.list.sections.delivery');
    const address = line.address;
    if (address) meta.push(t('cart.list.deliveryTo', { address: [address.address_1, address.address_2, address.poscode, address.city, address.state, address.country].filter(Boolean).join(', ') }));
  } else {
    title = line.request?.description ?? '';
    if (line.kind === 'application') push(t('request.fields.name'), line.application_name);
    meta.push(t('cart.list.classificationCount', { count: line.request?.classifications.length ?? 0 }));
    if (line.request?.partners.length) push(t('cart.list.partners'), line.request.partners.join(', '));
    if (line.request?.is_english_only) meta.push(t('cart.list.englishOnly'));
  }
  return (
    <div className="cart-item">
      <div className="cart-item__title">
        {title} <span className="cart-item__country">· {countryOf(line.country_name, line.country_iso2)}</span>
      </div>
      <ul className="cart-item__meta">
        {line.order_type === 'request renewal' ? <li>{t('cart.list.requestRenewal')}</li> : null}
        {line.expiry_date && (line.kind === 'trademark' || line.kind === 'patent') ? <li>{t('cart.list.expiresOn', { date: formatDate(line.expiry_date) })}</li> : null}
        {meta.map((item) => (
          <li key={item}>{item}</li>
        ))}
        {line.fee_type ? <li>{t(`pricing:feeTypes.${line.fee_type}`)}</li> : null}
      </ul>
      {warning && line.expiry_date ? (
        <p className="cart-item__warning" role="note">
          {t(overdue ? 'cart.list.overdueWarning' : 'cart.list.workingDaysWarning', { date: formatDate(line.expiry_date) })}
        </p>
      ) : null}
    </div>
  );
}
