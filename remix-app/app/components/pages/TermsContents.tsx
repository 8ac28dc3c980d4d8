import { useTranslation } from '~/lib/i18n/react';
import { TERMS_SECTIONS } from '~/components/account/TermsOfService';

/** The table of contents of the terms page: links to the sections TermsOfService renders (same strings). */
export function TermsContents({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('account');
  const { t: tp } = useTranslation('pages');
  return (
    <nav className="legal__contents" aria-labelledby={`${idPrefix}-contents`}>
      <h2 id={`${idPrefix}-contents`}>{tp('tnc.contents')}</h2>
      <ul>
        {TERMS_SECTIONS.map((section) => (
          <li key={section}>
            <a href={`#${idPrefix}-${section}`}>{t(`termsOfService.sections.${section}.title`)}</a>
          </li>
        ))}
        <li>
          <a href={`#${idPrefix}-contact`}>{t('termsOfService.contact.title')}</a>
        </li>
      </ul>
    </nav>
  );
}
