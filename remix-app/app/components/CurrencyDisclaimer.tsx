import { useListTime } from './useListTime';
import { useTranslation } from '~/lib/i18n/react';

/**
 * I18N-9, ⚑AMB-01: converted amounts are approximate and payment is made in RM. G-28: the time of
 * the rates in use, or a note that conversions are hidden while the rates are out of date.
 */
export function CurrencyDisclaimer({ fetchedAt, stale, className }: { fetchedAt?: string | null; stale?: boolean; className?: string }) {
  const { t } = useTranslation('site');
  const formatListTime = useListTime();
  return (
    <p className={['currency-note', className].filter(Boolean).join(' ')}>
      {t('currency.disclaimer')}
      {stale ? <> {t('currency.stale')}</> : fetchedAt ? <> {t('currency.ratesOf', { time: formatListTime(fetchedAt) })}</> : null}
    </p>
  );
}
