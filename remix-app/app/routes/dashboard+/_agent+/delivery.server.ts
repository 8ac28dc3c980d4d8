import { DELIVERY_STATUS_FILTER, DELIVERY_UPDATE_FAIL, isAppError, listDeliveries, markDeliveryReceived, PAGE_SIZES, ROLE, type DeliveryJson } from '@iprenew/models';
import { data } from '@remix-run/node';
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
  /** Whose list: the agent's jobs' deliveries or the customer's own (DLV-1, ACL-29). */
  side: 'agent' | 'customer';
}

/**
 * The delivery list (DLV-1, ACL-29, ACL-62, ADR 041): the query's status (0 all by default, 1 from
 * the dashboard card), search, page and page size, read in the database by listDeliveries — the
 * agent's jobs' deliveries, or the customer's own. A failed read empties the list with 'Fail to
 * retrieve list'.
 */
export async function loadDeliveryPage(request: Request): Promise<DeliveryPageData> {
  const { actor, user } = await requirePage(request, 'dashboard.delivery');
  if (user.role_id !== ROLE.AGENT && user.role_id !== ROLE.MEMBER) throw notFound();
  const side = user.role_id === ROLE.AGENT ? ('agent' as const) : ('customer' as const);
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
    return { rows: listed.rows, total: listed.total, page, pages: Math.max(1, Math.ceil(listed.total / perPage)), perPage, status, q, loadError: null, side };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { rows: [], total: 0, page: 1, pages: 1, perPage, status, q, loadError: error.messageKey, side };
  }
}

export type ReceiveActionData = { success: string | null; error: string | null; id: number | null };

/**
 * POST /dashboard/delivery {intent: receive, id} (DLV-8/9, ACL-52): the owning customer marks a
 * delivery received — 'Record update successful', or `Failed_Update_Please_Try_Again` with nothing
 * changed (Pending, already delivered, cancelled). Someone else's delivery, agents and staff: 404.
 */
export async function receiveDeliveryAction(request: Request) {
  const { actor } = await requirePage(request, 'dashboard.delivery');
  const form = await request.formData();
  const raw = String(form.get('id') ?? '').slice(0, 12);
  if (form.get('intent') !== 'receive') throw notFound();
  try {
    const { message, delivery } = await markDeliveryReceived({ actor, id: raw });
    return data<ReceiveActionData>({ success: message, error: null, id: delivery.id });
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.status === 404 || error.status === 403) throw notFound();
    return data<ReceiveActionData>({ success: null, error: DELIVERY_UPDATE_FAIL, id: Number(raw) || null }, { status: error.status });
  }
}
