import { formatDate } from '@iprenew/models/browser';
import { useTranslation } from '~/lib/i18n/react';
import { newsImagePath, newsPath } from './news-links';

export interface NewsCardData {
  id: number;
  title: string;
  excerpt: string;
  created_at: Date | string;
  image_count: number;
}

/** PUB-25: one news card — image, created date (dd-MM-yyyy), title, excerpt and 'Read More'. */
export function NewsCard({ news }: { news: NewsCardData }) {
  const { t } = useTranslation('site');
  return (
    <article className="news-card" aria-labelledby={`news-${news.id}-title`}>
      <div className="news-card__media">
        {news.image_count > 0 ? (
          <img src={newsImagePath(news.id)} alt={t('news.imageAlt', { title: news.title })} loading="lazy" width="640" height="360" />
        ) : (
          <span className="news-card__placeholder" aria-hidden="true">
            <svg viewBox="0 0 48 48" width="48" height="48">
              <path d="M10 8h22l6 6v26H10z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
              <path d="M16 20h16M16 26h16M16 32h10" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </span>
        )}
      </div>
      <div className="news-card__body">
        <p className="news-card__date">
          <span className="visually-hidden">{t('news.postedOn')} </span>
          <time dateTime={new Date(news.created_at).toISOString()}>{formatDate(news.created_at)}</time>
        </p>
        <h2 id={`news-${news.id}-title`} className="news-card__title">
          <a href={newsPath(news.id)}>{news.title}</a>
        </h2>
        <p className="news-card__excerpt">{news.excerpt}</p>
        <a className="news-card__more" href={newsPath(news.id)} aria-label={t('news.readMoreAbout', { title: news.title })}>
          {t('news.readMore')} <span aria-hidden="true">→</span>
        </a>
      </div>
    </article>
  );
}
