import { Link } from '@remix-run/react';
import { pageItems } from '~/components/site/Pagination';

/**
 * My Orders' page links (ORD-51, SYS-8): the first and last pages and those around the current one, a
 * gap between — not one link per page, so the page stays the same size whatever the number of orders.
 */
export function OrdersPageLinks({ page, lastPage, href, label }: { page: number; lastPage: number; href: (n: number) => string; label: string }) {
  return (
    <nav className="co-pager__pages" aria-label={label}>
      {pageItems(page, lastPage).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="co-pager__gap" aria-hidden="true">
            …
          </span>
        ) : item === page ? (
          <span key={item} aria-current="page">
            {item}
          </span>
        ) : (
          <Link key={item} to={href(item)}>
            {item}
          </Link>
        ),
      )}
    </nav>
  );
}
