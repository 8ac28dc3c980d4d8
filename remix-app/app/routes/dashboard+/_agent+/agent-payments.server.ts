import { isAppError, listAgentPayouts, listAgentSettlements, PAGE_SIZES, readPayoutFile, type AgentPayoutRow, type AgentSettlementRow } from '@iprenew/models';
import { notFound, requirePage } from '~/lib/guard.server';
import { download } from './application-files.server';

const SIZES: readonly number[] = PAGE_SIZES;

/** Page and page size of a list address (?page, ?per_page: 5/10/25/50, default 10). */
function paging(url: URL) {
  const rawSize = Number(url.searchParams.get('per_page') ?? 10);
  const perPage = SIZES.includes(rawSize) ? rawSize : 10;
  const rawPage = Number(url.searchParams.get('page') ?? 1);
  const page = Number.isSafeInteger(rawPage) && rawPage > 0 ? Math.min(rawPage, 100_000) : 1;
  return { page, perPage, offset: (page - 1) * perPage };
}

export interface AgentSettlementPage {
  state: 'pending' | 'settled';
  rows: AgentSettlementRow[];
  total: number;
  page: number;
  pages: number;
  perPage: number;
  loadError: string | null;
}

/** payment/pending and payment/settled (ACL-42, G-71): the agent's own settlements, read and paged by listAgentSettlements. */
export async function loadAgentSettlements(request: Request, state: 'pending' | 'settled'): Promise<AgentSettlementPage> {
  const { actor } = await requirePage(request, state === 'pending' ? 'dashboard.payment.pending' : 'dashboard.payment.settled');
  const { page, perPage, offset } = paging(new URL(request.url));
  try {
    const listed = await listAgentSettlements({ actor, state, offset, limit: perPage });
    return { state, rows: listed.rows, total: listed.total, page, pages: Math.max(1, Math.ceil(listed.total / perPage)), perPage, loadError: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { state, rows: [], total: 0, page: 1, pages: 1, perPage, loadError: error.messageKey };
  }
}

export interface AgentPayoutPage {
  rows: AgentPayoutRow[];
  total: number;
  page: number;
  pages: number;
  perPage: number;
  from: string;
  to: string;
  loadError: string | null;
}

/** payment/history (AGT-37..39, G-71): the agent's payouts in the date range (?from, ?to), newest first. */
export async function loadAgentPayouts(request: Request): Promise<AgentPayoutPage> {
  const { actor } = await requirePage(request, 'dashboard.payment.history');
  const url = new URL(request.url);
  const { page, perPage, offset } = paging(url);
  const from = (url.searchParams.get('from') ?? '').slice(0, 10);
  const to = (url.searchParams.get('to') ?? '').slice(0, 10);
  try {
    const listed = await listAgentPayouts({ actor, from, to, offset, limit: perPage });
    return { rows: listed.rows, total: listed.total, page, pages: Math.max(1, Math.ceil(listed.total / perPage)), perPage, from, to, loadError: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { rows: [], total: 0, page: 1, pages: 1, perPage, from, to, loadError: error.messageKey };
  }
}

/** GET payment/payouts/:id/file (AGT-38 View file, G-45): the payout's own agent; anyone else the same 404. */
export async function payoutFileResponse(request: Request, payoutId: string | undefined): Promise<Response> {
  const { actor } = await requirePage(request, 'dashboard.payment.history');
  if (!payoutId) throw notFound();
  return download(async () => {
    const file = await readPayoutFile({ actor, payoutId });
    return { buffer: file.buffer, filename: file.filename, contentType: file.mime };
  }, true);
}
