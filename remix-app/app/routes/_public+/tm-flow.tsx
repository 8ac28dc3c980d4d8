import type { MetaFunction } from '@remix-run/node';
import { useTranslation } from '~/lib/i18n/react';
import { InfoPage } from '~/components/pages/InfoPage';
import { infoPageMeta } from '~/components/pages/meta';
import { ProcessFlow } from '~/components/pages/ProcessFlow';

/** The catalogue namespaces this page renders (ADR 068). */
export const handle = { i18n: ['common', 'pages', 'enums'] };

/** Informational page: the trademark process flow (PUB-7). Public; stores the role flag on a first visit (ACL-18). */
export const meta: MetaFunction = ({ matches }) => infoPageMeta(matches, 'flow');

export default function TrademarkFlowPage() {
  const { t } = useTranslation('pages');
  return (
    <InfoPage prefix="flow" cta>
      <div className="section">
        <div className="container">
          <ProcessFlow />
          <p className="flow__note">{t('flow.note')}</p>
        </div>
      </div>
    </InfoPage>
  );
}
