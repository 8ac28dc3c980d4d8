import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useTranslation } from '~/lib/i18n/react';
import { PublicShell } from '~/components/PublicShell';
import { translate, requestLanguage } from '~/lib/i18n.server';

/** The catalogue namespaces this page renders (ADR 068). */
export const handle = { i18n: ['common', 'pages', 'auth'] };

/**
 * /maintenance — the Maintenance page (SYS-3, ACL-17): '503 Maintenance Mode', answered with status
 * 503 so that monitors and crawlers see the state. While maintenance is on, the Express middleware
 * answers every other page with the same text (server/maintenance.ts).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = await requestLanguage(request);
  return data(
    { title: translate(language, 'auth:maintenance_title') },
    { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '300' } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'no-store',
  'Retry-After': loaderHeaders.get('Retry-After') ?? '300',
});

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `${page?.title ?? 'Maintenance Mode'} | IPRenew` },
  { name: 'robots', content: 'noindex' },
];

export default function MaintenancePage() {
  const { t } = useTranslation('auth');
  return (
    <PublicShell redirectTo="/maintenance">
      <section className="error-page" aria-labelledby="maintenance-title">
        <div className="container error-page__inner">
          <h1 id="maintenance-title">{t('maintenance')}</h1>
          <p className="error-page__text">{t('maintenance_text')}</p>
        </div>
      </section>
    </PublicShell>
  );
}
