import { useTranslation } from '~/lib/i18n/react';

/** ORD-20, CAT-7: where to find the filing number and the next renewal date on a certificate. */
export function HelpImages() {
  const { t } = useTranslation('orders');
  return (
    <details className="cart-help">
      <summary>{t('cart.filing.helpTitle')}</summary>
      <div className="cart-help__figures">
        <figure>
          <img src="/help/tm_filing_no.svg" alt={t('cart.filing.helpFilingNoAlt')} width={360} height={240} loading="lazy" />
          <figcaption>{t('cart.filing.helpFilingNo')}</figcaption>
        </figure>
        <figure>
          <img src="/help/tm_next_renewal.svg" alt={t('cart.filing.helpRenewalDateAlt')} width={360} height={240} loading="lazy" />
          <figcaption>{t('cart.filing.helpRenewalDate')}</figcaption>
        </figure>
      </div>
    </details>
  );
}
