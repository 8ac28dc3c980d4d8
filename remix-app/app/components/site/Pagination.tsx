import { useTranslation } from '~/lib/i18n/react';

/** The page numbers to show: first, last, and the current page with one neighbour each side. */
export function pageItems(page: number, last: number): (number | 'gap')[] {
  const wanted = new Set([1, last, page - 1, page, page + 1].filter((n) => n >= 1 && n <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) items.push('gap');
    items.push(n);
  });
  return items;
}

/** Server-side page links (SYS-8: start page 1), plain anchors that work without JavaScript. */
export function Pagination({ page, lastPage, basePath }: { page: number; lastPage: number; basePath: string }) {
  const { t } = useTranslation('site');
  if (lastPage <= 1) return null;
  const href = (n: number) => (n === 1 ? basePath : `${basePath}?page=${n}`);
  return (
    <nav className="pager" aria-label={t('pagination.label')}>
      <p className="pager__summary">{t('pagination.summary', { page, pages: lastPage })}</p>
      <ul className="pager__list">
        <li>
          {page > 1 ? (
            <a className="pager__step" href={href(page - 1)} rel="prev">
              ‹ {t('pagination.previous')}
            </a>
          ) : (
            <span className="pager__step pager__step--disabled">‹ {t('pagination.previous')}</span>
          )}
        </li>
        {pageItems(page, lastPage).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                className="pager__page"
                href={href(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
              >
                {item}
              </a>
            </li>
          ),
        )}
        <li>
          {page < lastPage ? (
            <a className="pager__step" href={href(page + 1)} rel="next">
              {t('pagination.next')} ›
            </a>
          ) : (
            <span className="pager__step pager__step--disabled">{t('pagination.next')} ›</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
