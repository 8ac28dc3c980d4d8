import { useTranslation } from '~/lib/i18n/react';
import { pageItems } from '~/components/site/Pagination';

/** Page links that keep the list's filters (SYS-8: start page 1; plain links, no JavaScript needed). */
export function JobPager({ page, lastPage, query }: { page: number; lastPage: number; query: URLSearchParams }) {
  const { t } = useTranslation('jobs');
  if (lastPage <= 1) return null;
  const href = (n: number) => {
    const next = new URLSearchParams(query);
    next.set('page', String(n));
    return `?${next.toString()}`;
  };
  return (
    <nav className="jobs-pager" aria-label={t('list.pagination.label')}>
      <ul className="jobs-pager__list">
        <li>
          {page > 1 ? (
            <a className="jobs-pager__step" href={href(page - 1)} rel="prev">
              ‹ {t('list.pagination.previous')}
            </a>
          ) : (
            <span className="jobs-pager__step jobs-pager__step--disabled">‹ {t('list.pagination.previous')}</span>
          )}
        </li>
        {pageItems(page, lastPage).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="jobs-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a className={`jobs-pager__page${item === page ? ' jobs-pager__page--current' : ''}`} href={href(item)} aria-current={item === page ? 'page' : undefined} aria-label={t('list.pagination.page', { page: item })}>
                {item}
              </a>
            </li>
          ),
        )}
        <li>
          {page < lastPage ? (
            <a className="jobs-pager__step" href={href(page + 1)} rel="next">
              {t('list.pagination.next')} ›
            </a>
          ) : (
            <span className="jobs-pager__step jobs-pager__step--disabled">{t('list.pagination.next')} ›</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
