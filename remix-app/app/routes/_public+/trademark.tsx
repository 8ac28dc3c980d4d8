import type { MetaFunction } from '@remix-run/node';
import { useTranslation } from '~/lib/i18n/react';
import { CardList, CheckList, ProseColumns } from '~/components/pages/blocks';
import { InfoPage, InfoSection } from '~/components/pages/InfoPage';
import { infoPageMeta } from '~/components/pages/meta';
import { SITE_LINKS } from '~/components/pages/site-links';

/** The catalogue namespaces this page renders (ADR 068). */
export const handle = { i18n: ['common', 'pages'] };

/** Marketing page: what a trademark is (PUB-3, PUB-8). Public (ACL-17). */
export const meta: MetaFunction = ({ matches }) => infoPageMeta(matches, 'trademark');

const KINDS = ['word', 'logo', 'combined', 'slogan'] as const;
const REASONS = ['exclusive', 'enforce', 'asset', 'platforms'] as const;
const HELP = ['search', 'filing', 'renewal', 'opposition', 'delivery'] as const;

export default function TrademarkPage() {
  const { t } = useTranslation('pages');
  return (
    <InfoPage prefix="trademark" cta>
      <InfoSection id="kinds" title={t('trademark.kinds.heading')}>
        <p className="info-section__intro">{t('trademark.kinds.intro')}</p>
        <CardList prefix="trademark.kinds.items" keys={KINDS} />
      </InfoSection>
      <InfoSection id="why" title={t('trademark.why.heading')} tinted>
        <CheckList prefix="trademark.why.items" keys={REASONS} />
      </InfoSection>
      <div className="section">
        <div className="container">
          <ProseColumns prefix="trademark" keys={['classes', 'territory', 'renewal']} />
        </div>
      </div>
      <InfoSection id="help" title={t('trademark.help.heading')} tinted>
        <CheckList prefix="trademark.help.items" keys={HELP} />
        <p className="info-section__more">
          <a href={SITE_LINKS.process}>{t('trademark.help.flowLink')}</a>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
