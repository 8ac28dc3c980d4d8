import type { ReactElement, ReactNode } from 'react';
import { List, useNotify } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '@iprenew/models/browser';
import { ListPagination } from '../common/ListPagination';
import { serverMessageOf } from '../common/format';

/** The commerce tables: cells centred vertically; references, numbers and action buttons on one line. */
export const COMMERCE_GRID_SX = {
  '& td, & th': { px: 1 },
  '& td:first-of-type, & th:first-of-type': { pl: 2 },
  '& td': { verticalAlign: 'middle' },
  '& td.column-reference, & td.column-invoice_no, & td.column-paypal_ref, & td.column-code, & td.column-value, & td.column-due_date, & td.column-total': {
    whiteSpace: 'nowrap',
  },
  '& .MuiButton-root': { whiteSpace: 'nowrap' },
} as const;

/**
 * The list frame of the commerce screens (vouchers, payments, orders, invoices) and the ratings: newest first, the
 * console's pagination (5/10/25/50), the server's message — else `failKey` — when a page fails.
 */
export function CommerceList({
  resource,
  title,
  filters,
  storeKey,
  failKey,
  actions = false,
  filterDefaultValues,
  sort = { field: 'created_at', order: 'DESC' },
  children,
}: {
  /** The list resource when the screen is a custom route (e.g. /settlements/pending/validation). */
  resource?: string;
  title: string;
  filters: ReactElement[];
  storeKey: string;
  failKey: string;
  actions?: ReactElement | false;
  filterDefaultValues?: Record<string, unknown>;
  /** The first sort (newest first by creation unless the resource sorts on another date). */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  children: ReactNode;
}) {
  const notify = useNotify();
  return (
    <List
      resource={resource}
      title={title}
      filters={filters}
      filterDefaultValues={filterDefaultValues}
      perPage={DEFAULT_PAGE_SIZE}
      sort={sort}
      pagination={<ListPagination />}
      queryOptions={{ onError: (error: unknown) => notify(serverMessageOf(error) ?? failKey, { type: 'error' }) }}
      actions={actions}
      storeKey={storeKey}
      empty={false}
    >
      {children as ReactElement}
    </List>
  );
}
