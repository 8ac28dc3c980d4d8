import { convertFromMyr, DEFAULT_CURRENCY, formatMoney, type Currency } from '@iprenew/models/browser';
import { useTranslation } from '~/lib/i18n/react';

/**
 * An amount stored in MYR, shown in the visitor's display currency (I18N-6..9, ⚑AMB-01). Another
 * currency is shown as an approximation (≈) next to the RM amount that is actually charged. With
 * no rates (G-28: stale) only the RM amount is shown.
 */
export function Money({
  myr,
  currency,
  rates,
  showBase = true,
  className,
}: {
  myr: string;
  currency: Currency;
  rates: Record<Currency, string> | null | undefined;
  /** Also show the RM amount after a converted one (default true). */
  showBase?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('site');
  const base = formatMoney(myr, DEFAULT_CURRENCY);
  const classes = ['money', className].filter(Boolean).join(' ');
  if (currency === DEFAULT_CURRENCY || !rates) {
    return (
      <span className={classes} data-currency={DEFAULT_CURRENCY}>
        {base}
      </span>
    );
  }
  const converted = formatMoney(convertFromMyr(myr, currency, rates), currency);
  return (
    <span className={classes} data-currency={currency}>
      <span className="money__converted">
        <abbr title={t('currency.approximate')} className="money__approx">
          ≈
        </abbr>{' '}
        {converted}
      </span>
      {showBase ? <span className="money__base"> ({base})</span> : null}
    </span>
  );
}
