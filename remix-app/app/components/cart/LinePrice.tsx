import type { Currency } from '@iprenew/models/browser';
import { useTranslation } from '~/lib/i18n/react';
import { Money } from '~/components/Money';
import type { LinePriceView } from '~/routes/dashboard+/_customer+/cart.server';

export interface MoneyDisplay {
  currency: Currency;
  rates: Record<Currency, string> | null;
}

/** ORD-13, CAT-24: a line's price box — the amount and tier, 'Current service is not available', or what is missing. */
export function LinePrice({ price, loading, money, testId }: { price: LinePriceView | null | undefined; loading?: boolean; money: MoneyDisplay; testId?: string }) {
  const { t } = useTranslation('orders');
  let body;
  if (loading) body = <span className="line-price__muted">{t('cart.price.loading')}</span>;
  else if (!price) body = <span className="line-price__muted">{t('cart.price.pending')}</span>;
  else if (price.fee !== null)
    body = (
      <>
        <strong className="line-price__amount">
          <Money myr={price.fee} currency={money.currency} rates={money.rates} />
        </strong>
        {price.fee_type ? <span className="line-price__tier">{t(`pricing:feeTypes.${price.fee_type}`)}</span> : null}
      </>
    );
  else if (price.problem) body = <span className="line-price__problem">{t(price.problem)}</span>;
  else body = <span className="line-price__muted">{t('cart.price.pending')}</span>;
  return (
    <div className="line-price" aria-live="polite" data-testid={testId}>
      <span className="line-price__label">{t('cart.price.label')}</span>
      {body}
    </div>
  );
}
