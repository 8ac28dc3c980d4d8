import { formatDate } from '@iprenew/models/browser';
import { listPublicReviews } from '@iprenew/models';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { loadPage } from '~/routes/_public+/paged.server';
import { Pagination } from '~/components/site/Pagination';
import { SitePage } from '~/components/site/SitePage';
import { Stars } from '~/components/site/Stars';
import { siteMeta } from '~/components/site/meta';
import siteStyles from '~/components/site/site.css?url';

/** The catalogue namespaces this page renders (ADR 068). */
export const handle = { i18n: ['common', 'pages', 'site', 'enums'] };

/** PUB-27, PUB-28, G-50, SYS-8: 'What others say' — customers' ratings, newest first, 10 per page. */

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: siteStyles }];
export const meta: MetaFunction = ({ matches }) => siteMeta(matches, 'reviews');

export function loader({ request }: LoaderFunctionArgs) {
  return loadPage(request, listPublicReviews);
}

export default function ReviewsPage() {
  const { data, meta } = useLoaderData<typeof loader>();
  const { t } = useTranslation('site');
  const { t: te } = useTranslation('enums');
  return (
    <SitePage eyebrow={t('reviews.eyebrow')} title={t('reviews.title')} intro={t('reviews.intro')}>
      <section className="section pub-section" aria-label={t('reviews.title')}>
        <div className="container">
          {data.length === 0 ? (
            <p className="pub-empty">{t('reviews.empty')}</p>
          ) : (
            <>
              <p className="pub-count">{t('reviews.count', { count: meta.total })}</p>
              <ul className="pub-grid">
                {data.map((review) => (
                  <li key={review.id} className="review-card">
                    <div className="review-card__head">
                      <span className="review-card__avatar" aria-hidden="true">
                        {Array.from(review.reviewer)[0]}
                      </span>
                      <div>
                        <p className="review-card__name">
                          {review.reviewer}
                          {review.anonymous ? <span className="review-card__badge">{t('reviews.anonymous')}</span> : null}
                        </p>
                        <p className="review-card__service">
                          {t('reviews.service', { type: te(`ipType.${review.type_id}`), service: te(`service.${review.service_id}`) })}
                        </p>
                      </div>
                      <Stars rating={review.rating} />
                    </div>
                    {review.review ? (
                      <blockquote className="review-card__text">
                        <p>{review.review}</p>
                      </blockquote>
                    ) : (
                      <p className="review-card__text review-card__text--none">{t('reviews.noText')}</p>
                    )}
                    {review.rated_at ? (
                      <p className="review-card__date">
                        {t('reviews.ratedOn')} <time dateTime={new Date(review.rated_at).toISOString()}>{formatDate(review.rated_at)}</time>
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          )}
          <Pagination page={meta.current_page} lastPage={meta.last_page} basePath="/reviews" />
        </div>
      </section>
    </SitePage>
  );
}
