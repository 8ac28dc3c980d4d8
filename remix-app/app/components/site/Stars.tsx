import { useTranslation } from '~/lib/i18n/react';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** 1–5 stars as one image with a text alternative ('Rated 4 out of 5'). */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('site');
  return (
    <span className="stars" role="img" aria-label={t('reviews.stars', { count: rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} className={n <= rating ? 'stars__star stars__star--on' : 'stars__star'} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
