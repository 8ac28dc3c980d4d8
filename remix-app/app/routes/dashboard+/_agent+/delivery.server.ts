import { DELIVERY_STATUS_FILTER, isAppError, listDeliveries, PAGE_SIZES, ROLE, type DeliveryJson } from '@iprenew/models';
import { notFound, requirePage } from '~/lib/guard.server';

const STATUSES: readonly number[] = Object.values(DELIVERY_STATUS_FILTER);
const SIZES: readonly number[] = PAGE_SIZES;

export interface DeliveryPageData {
  rows: DeliveryJson[];
  total: number;
  page: number;
  pages: number;
  perPage: number;
  status: number;
  q: string;
  loadError: string | null;
}

/**
 * The agent's delivery list (DLV-1, ACL-29, ACL-62): the query's status (0 all by default, 1 from
 * the dashboard card), search, page and page size, read in the database by listDeliveries (the
 * agent's jobs only). The customer side of /dashboard/delivery comes with the portfolio issue: until
 * then a customer gets the 404 page. A failed read empties the list with 'Fail to retrieve list'.
 */
export async function loadDeliveryPage(request: Request): Promise<DeliveryPageData> {
  const { actor, user } = await requirePage(request, 'dashboard.delivery');
  if (user.role_id !== ROLE.AGENT) throw notFound();
  const url = new URL(request.url);
  const rawStatus = Number(url.searchParams.get('status') ?? 0);
  const status = STATUSES.includes(rawStatus) ? rawStatus : 0;
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 64);
  const rawSize = Number(url.searchParams.get('per_page') ?? 10);
  const perPage = SIZES.includes(rawSize) ? rawSize : 10;
  const rawPage = Number(url.searchParams.get('page') ?? 1);
  const page = Number.isSafeInteger(rawPage) && rawPage > 0 ? Math.min(rawPage, 100_000) : 1;
  try {
    const listed = await listDeliveries({ actor, filter: { status, q }, offset: (page - 1) * perPage, limit: perPage });
    return { rows: listed.rows, total: listed.total, page, pages: Math.max(1, Math.ceil(listed.total / perPage)), perPage, status, q, loadError: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { rows: [], total: 0, page: 1, pages: 1, perPage, status, q, loadError: error.messageKey };
  }
}
