import type { MetaFunction } from '@remix-run/node';
import { useTranslation } from '~/lib/i18n/react';
import { CardList, ProseColumns } from '~/components/pages/blocks';
import { InfoPage, InfoSection } from '~/components/pages/InfoPage';
import { infoPageMeta } from '~/components/pages/meta';
import { SITE_LINKS } from '~/components/pages/site-links';

/** The catalogue namespaces this page renders (ADR 068). */
export const handle = { i18n: ['common', 'pages'] };

/** Informational page About us (PUB-6, PUB-8). Public; stores the role flag on a first visit (ACL-18). */
export const meta: MetaFunction = ({ matches }) => infoPageMeta(matches, 'about');

const WORK = ['search', 'filing', 'renewal', 'opposition', 'delivery'] as const;

export default function AboutUsPage() {
  const { t } = useTranslation('pages');
  return (
    <InfoPage prefix="about" cta>
      <div className="section">
        <div className="container">
          <ProseColumns prefix="about" keys={['mission']} />
        </div>
      </div>
      <InfoSection id="work" title={t('about.work.heading')} tinted>
        <CardList prefix="about.work.items" keys={WORK} icon={(key) => key as (typeof WORK)[number]} />
      </InfoSection>
      <div className="section">
        <div className="container">
          <ProseColumns prefix="about" keys={['how', 'where']} />
          <p className="info-section__more">
            <a className="button button--primary" href={SITE_LINKS.contact}>
              {t('about.contactLink')}
            </a>
          </p>
        </div>
      </div>
    </InfoPage>
  );
}
