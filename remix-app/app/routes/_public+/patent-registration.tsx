import type { MetaFunction } from '@remix-run/node';
import { useTranslation } from '~/lib/i18n/react';
import { CardList, CheckList, ProseColumns } from '~/components/pages/blocks';
import { InfoPage, InfoSection } from '~/components/pages/InfoPage';
import { infoPageMeta } from '~/components/pages/meta';

/** The catalogue namespaces this page renders (ADR 068). */
export const handle = { i18n: ['common', 'pages'] };

/** Marketing page: patent registration and the annuity explainer (PUB-4, PUB-5). Public (ACL-17). */
export const meta: MetaFunction = ({ matches }) => infoPageMeta(matches, 'patent');

const ANNUITY_POINTS = ['yearly', 'grace', 'surcharge', 'lapse'] as const;
const NEEDS = ['country', 'numbers', 'dates', 'years'] as const;

export default function PatentRegistrationPage() {
  const { t } = useTranslation('pages');
  return (
    <InfoPage prefix="patent" cta>
      <div className="section">
        <div className="container">
          <ProseColumns prefix="patent" keys={['protects', 'services']} />
        </div>
      </div>
      <InfoSection id="annuity" title={t('patent.annuity.heading')} tinted>
        <p className="info-section__intro">{t('patent.annuity.text')}</p>
        <CardList prefix="patent.annuity.points" keys={ANNUITY_POINTS} />
      </InfoSection>
      <InfoSection id="need" title={t('patent.need.heading')}>
        <CheckList prefix="patent.need.items" keys={NEEDS} />
      </InfoSection>
    </InfoPage>
  );
}
