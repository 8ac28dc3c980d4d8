import { useTranslation } from '~/lib/i18n/react';

/** PUB-17..21: the 16 sections of the terms of service and the contact section. */
export const TERMS_SECTIONS = Array.from({ length: 16 }, (_, i) => `s${i + 1}`);

export function TermsOfService({ headingLevel = 3, idPrefix = 'terms' }: { headingLevel?: 2 | 3; idPrefix?: string }) {
  const { t } = useTranslation('account');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="acct-terms" id={`${idPrefix}-content`} tabIndex={0} aria-label={t('termsOfService.title')}>
      <p className="acct-terms__lead">{t('termsOfService.updated')}</p>
      {TERMS_SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`${idPrefix}-${section}`}>
          <Heading id={`${idPrefix}-${section}`}>{t(`termsOfService.sections.${section}.title`)}</Heading>
          <p>{t(`termsOfService.sections.${section}.body`)}</p>
        </section>
      ))}
      <section aria-labelledby={`${idPrefix}-contact`}>
        <Heading id={`${idPrefix}-contact`}>{t('termsOfService.contact.title')}</Heading>
        <p>{t('termsOfService.contact.body')}</p>
      </section>
    </div>
  );
}
