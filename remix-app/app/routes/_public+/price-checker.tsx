import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import accountStyles from '~/components/account/account.css?url';
import { PublicShell } from '~/components/PublicShell';
import { PriceCheckerForm } from '~/components/pricing/PriceCheckerForm';
import { loadPriceChecker } from '~/routes/_public+/price-checker.server';
import { PriceResult } from '~/components/pricing/PriceResult';
import { publicPageMeta } from '~/components/pages/meta';
import { rootDataIn, rootString, useRootData } from '~/lib/root-data';

/** The public price checker (PUB-29, CAT-44..46): a GET form priced by the fee engine. */

export const handle = { i18n: ['common', 'pricing', 'site', 'account', 'pages', 'countries'] };
/** The form controls share the account pages' field styles. */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

export const meta: MetaFunction = ({ matches }) =>
  publicPageMeta({
    title: rootString(matches, 'pricing', 'checker.metaTitle') ?? 'IPRenew',
    description: rootString(matches, 'pricing', 'checker.metaDescription') ?? '',
    language: rootDataIn(matches)?.language ?? 'en',
  });

export const loader = ({ request }: LoaderFunctionArgs) => loadPriceChecker(request);

export default function PriceChecker() {
  const root = useRootData();
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { t } = useTranslation('pricing');
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/price-checker';

  return (
    <PublicShell>
      <section className="pc-hero" aria-labelledby="pc-title">
        <div className="container">
          <p className="eyebrow">{t('checker.eyebrow')}</p>
          <h1 id="pc-title">{t('checker.title')}</h1>
          <p className="pc-hero__lead">{t('checker.intro')}</p>
        </div>
      </section>
      <section className="pc-body">
        <div className="container pc-layout">
          <div className="pc-panel">
            <PriceCheckerForm data={data} busy={busy} />
          </div>
          <PriceResult data={data} redirectTo={root.path} busy={busy} />
        </div>
      </section>
    </PublicShell>
  );
}
