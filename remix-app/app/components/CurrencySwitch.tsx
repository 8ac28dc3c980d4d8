import { CURRENCIES, CURRENCY_SYMBOLS, type Currency } from '@iprenew/models/browser';
import { useTranslation } from '~/lib/i18n/react';

/**
 * The display-currency switch (I18N-6, I18N-15): a real form posted to /resources/currency, so it
 * works without JavaScript. The action sets the `currency` cookie and sends the visitor back.
 */
export function CurrencySwitch({ current, redirectTo }: { current: Currency; redirectTo: string }) {
  const { t } = useTranslation('site');
  return (
    <form method="post" action="/resources/currency" className="currency-switch" aria-label={t('currency.label')}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <span className="currency-switch__label" aria-hidden="true">
        {t('currency.label')}
      </span>
      {CURRENCIES.map((currency) => (
        <button
          key={currency}
          type="submit"
          name="currency"
          value={currency}
          aria-pressed={currency === current}
          className="currency-switch__button"
          title={t(`currency.names.${currency}`)}
        >
          {CURRENCY_SYMBOLS[currency]}
          <span className="visually-hidden"> {t(`currency.names.${currency}`)}</span>
        </button>
      ))}
    </form>
  );
}
