import { formatDate } from '@iprenew/models/browser';
import { getPublishedNews, isAppError } from '@iprenew/models';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { newsImagePath } from '~/components/site/news-links';
import { SitePage } from '~/components/site/SitePage';
import { siteMeta } from '~/components/site/meta';
import siteStyles from '~/components/site/site.css?url';

/** The catalogue namespaces this page renders (ADR 068). */
export const handle = { i18n: ['common', 'pages', 'site'] };

/** PUB-26, G-51: one published news item; its HTML is sanitised by the domain (strict allow-list). */

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: siteStyles }];
export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, 'news', data?.title);

export async function loader({ params }: LoaderFunctionArgs) {
  try {
    return await getPublishedNews({ id: params.id });
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw new Response('Not Found', { status: 404 });
    throw error;
  }
}

export default function NewsContentPage() {
  const news = useLoaderData<typeof loader>();
  const { t } = useTranslation('site');
  const images = Array.from({ length: news.image_count }, (_, index) => index);
  return (
    <SitePage eyebrow={t('news.eyebrow')} title={news.title} trail={{ href: '/news', label: t('news.title') }}>
      <section className="section pub-section">
        <div className="container">
          <article className="news-article" aria-labelledby="page-title">
            <p className="news-article__date">
              {t('news.postedOn')} <time dateTime={new Date(news.created_at).toISOString()}>{formatDate(news.created_at)}</time>
            </p>
            {images.map((index) => (
              <figure key={index} className="news-article__figure">
                <img src={newsImagePath(news.id, index)} alt={t('news.imageAlt', { title: news.title })} width="960" height="540" />
              </figure>
            ))}
            {/* Sanitised on the server by getPublishedNews (models/src/domain/content/sanitize-news-html.ts). */}
            <div className="news-article__content" dangerouslySetInnerHTML={{ __html: news.content }} />
            <p className="news-article__back">
              <a className="pub-back" href="/news">
                ← {t('news.back')}
              </a>
            </p>
          </article>
        </div>
      </section>
    </SitePage>
  );
}
