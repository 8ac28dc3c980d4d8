import type { MetaFunction } from '@remix-run/node';
import { useTranslation } from 'react-i18next';
import { FaqList } from '~/components/pages/FaqList';
import { InfoPage } from '~/components/pages/InfoPage';
import { infoPageMeta } from '~/components/pages/meta';
import { SITE_LINKS } from '~/components/pages/site-links';

/** Informational page: frequently asked questions (PUB-9..16). Public; stores the role flag on a first visit (ACL-18). */
export const meta: MetaFunction = ({ matches }) => infoPageMeta(matches, 'faq');

export default function FaqPage() {
  const { t } = useTranslation('pages');
  return (
    <InfoPage prefix="faq">
      <div className="section">
        <div className="container info-narrow">
          <FaqList />
          <p className="info-section__more">
            <a className="button button--primary" href={SITE_LINKS.contact}>
              {t('faq.contactLink')}
            </a>
          </p>
        </div>
      </div>
    </InfoPage>
  );
}
