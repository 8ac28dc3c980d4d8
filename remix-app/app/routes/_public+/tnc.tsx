import type { MetaFunction } from '@remix-run/node';
import { useTranslation } from '~/lib/i18n/react';
import { TermsOfService } from '~/components/account/TermsOfService';
import { InfoPage } from '~/components/pages/InfoPage';
import { infoPageMeta } from '~/components/pages/meta';
import { TermsContents } from '~/components/pages/TermsContents';

/** The catalogue namespaces this page renders (ADR 068). */
export const handle = { i18n: ['common', 'pages', 'account'] };

/**
 * Informational page: the Terms of Service (PUB-17..21) — the very component and strings of the
 * registration terms dialog (ACC-30), so both always show the same 16 sections and the contact section.
 */
export const meta: MetaFunction = ({ matches }) => infoPageMeta(matches, 'tnc');

export default function TermsPage() {
  const { t } = useTranslation('account');
  return (
    <InfoPage prefix="tnc" title={t('termsOfService.title')}>
      <div className="section">
        <div className="container legal">
          <TermsContents idPrefix="tnc" />
          <div className="legal__body">
            <TermsOfService headingLevel={2} idPrefix="tnc" />
          </div>
        </div>
      </div>
    </InfoPage>
  );
}
