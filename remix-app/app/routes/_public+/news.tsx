import { listPublishedNews } from '@iprenew/models';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { NewsCard } from '~/components/site/NewsCard';
import { loadPage } from '~/routes/_public+/paged.server';
import { Pagination } from '~/components/site/Pagination';
import { SitePage } from '~/components/site/SitePage';
import { siteMeta } from '~/components/site/meta';
import siteStyles from '~/components/site/site.css?url';

/** The catalogue namespaces this page renders (ADR 068). */
export const handle = { i18n: ['common', 'pages', 'site'] };

/** PUB-25, G-51: published news as paged cards, newest first; pages are links (no JavaScript needed). */

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: siteStyles }];
export const meta: MetaFunction = ({ matches }) => siteMeta(matches, 'news');

export function loader({ request }: LoaderFunctionArgs) {
  return loadPage(request, listPublishedNews);
}

export default function NewsPage() {
  const { data, meta } = useLoaderData<typeof loader>();
  const { t } = useTranslation('site');
  return (
    <SitePage eyebrow={t('news.eyebrow')} title={t('news.title')} intro={t('news.intro')}>
      <section className="section pub-section" aria-label={t('news.title')}>
        <div className="container">
          {data.length === 0 ? (
            <p className="pub-empty">{t('news.empty')}</p>
          ) : (
            <ul className="pub-grid">
              {data.map((news) => (
                <li key={news.id}>
                  <NewsCard news={news} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={meta.current_page} lastPage={meta.last_page} basePath="/news" />
        </div>
      </section>
    </SitePage>
  );
}
