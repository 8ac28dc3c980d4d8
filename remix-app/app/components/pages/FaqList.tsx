import { useTranslation } from '~/lib/i18n/react';

/** PUB-9..16 and the related answers (refund, currency, hard copies, completion), grouped. */
export const FAQ_GROUPS = [
  { key: 'ordering', items: ['country', 'logo', 'drafts'] },
  { key: 'payment', items: ['payment', 'currency', 'refund'] },
  { key: 'timing', items: ['search', 'filing', 'renewal', 'gazette'] },
  { key: 'documents', items: ['hardcopy', 'completion'] },
] as const;

/** The answer's key: the payment answer names the one configured card provider (⚑AMB-20). */
function answerKey(item: string, cardProvider: 'Stripe' | 'Paypal'): string {
  return item === 'payment' ? `faq.items.payment.a_${cardProvider.toLowerCase()}` : `faq.items.${item}.a`;
}

/**
 * The questions as an accordion of native <details>: keyboard and screen-reader friendly, and it
 * opens without JavaScript. Each group is a titled section. `cardProvider` is the configured
 * `payment_type`, so the FAQ promises what the checkout offers.
 */
export function FaqList({ cardProvider = 'Stripe' }: { cardProvider?: 'Stripe' | 'Paypal' }) {
  const { t } = useTranslation('pages');
  return (
    <div className="faq">
      {FAQ_GROUPS.map((group) => (
        <section key={group.key} className="faq__group" aria-labelledby={`faq-${group.key}`}>
          <h2 id={`faq-${group.key}`} className="faq__group-title">
            {t(`faq.groups.${group.key}`)}
          </h2>
          {group.items.map((item) => (
            <details key={item} className="faq__item" id={`faq-${item}`}>
              <summary className="faq__question">{t(`faq.items.${item}.q`)}</summary>
              <p className="faq__answer">{t(answerKey(item, cardProvider))}</p>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
