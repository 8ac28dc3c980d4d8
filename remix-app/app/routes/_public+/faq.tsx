import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { FaqList } from '~/components/pages/FaqList';
import { InfoPage } from '~/components/pages/InfoPage';
import { infoPageMeta } from '~/components/pages/meta';
import { SITE_LINKS } from '~/components/pages/site-links';
import { requestPageSettings } from '~/lib/page-settings.server';

/** The catalogue namespaces this page renders (ADR 068). */
export const handle = { i18n: ['common', 'pages'] };

/** Informational page: frequently asked questions (PUB-9..16). Public; stores the role flag on a first visit (ACL-18). */
export const meta: MetaFunction = ({ matches }) => infoPageMeta(matches, 'faq');

/** The configured card provider: the payment answer follows it (⚑AMB-20, issue 11). */
export async function loader({ request }: LoaderFunctionArgs) {
  // With the request's page settings: no statement of its own.
  return { cardProvider: (await requestPageSettings(request)).paymentType };
}

export default function FaqPage() {
  const { t } = useTranslation('pages');
  const { cardProvider } = useLoaderData<typeof loader>();
  return (
    <InfoPage prefix="faq">
      <div className="section">
        <div className="container info-narrow">
          <FaqList cardProvider={cardProvider} />
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
