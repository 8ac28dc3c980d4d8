import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';

/** Previous / next through the list, keeping the filters (the page is read in the database). */
export function DeliveryPager({ page, pages, total, query }: { page: number; pages: number; total: number; query: URLSearchParams }) {
  const { t } = useTranslation('deliveries');
  const href = (n: number) => {
    const next = new URLSearchParams(query);
    next.set('page', String(n));
    return `?${next.toString()}`;
  };
  return (
    <nav className="dlv-pager" aria-label={t('page.pageOf', { page, pages })}>
      <span data-testid="delivery-count">{t('page.count', { count: total })}</span>
      <span className="dlv-pager__links">
        {page > 1 ? <Link to={href(page - 1)}>{t('page.previous')}</Link> : null}
        <span aria-current="page">{t('page.pageOf', { page, pages })}</span>
        {page < pages ? <Link to={href(page + 1)}>{t('page.next')}</Link> : null}
      </span>
    </nav>
  );
}
