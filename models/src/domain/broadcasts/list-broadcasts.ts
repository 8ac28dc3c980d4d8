import { Op, type WhereOptions } from 'sequelize';
import { AppError } from '../../errors/index';
import { EmailBroadcast } from '../../models/email-broadcast';
import { BROADCAST_SORT_FIELDS, broadcastListFilterSchema, type BroadcastJson, type BroadcastSortField } from '../../schemas/broadcasts';
import { type Actor, assertAllowed, likeAny, type ListResult, type OperationOptions, pageWindow, stableOrder } from '../kernel/index';
import { BROADCAST_MESSAGE, deliveryCounts, toBroadcastJson } from './shared';

export interface ListBroadcastsInput {
  actor: Actor;
  /** {status: 2 all | 1 Active | 0 Inactive, q: title search} */
  filter?: Record<string, unknown>;
  sort?: { field: BroadcastSortField; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
}

/**
 * ADM-56 (ADR 062): one page of broadcasts — status filter, search in the title, sorted on title,
 * publish date, created at or status (each indexed), newest first by default — each row with its
 * progress (sent / failed / remaining / unknown, one GROUP BY for the page) and the can_* flags of
 * G-09. Three statements whatever the page. Bad parameters: 'Fail to retrieve list'.
 */
export async function listBroadcasts(input: ListBroadcastsInput, options: OperationOptions = {}): Promise<ListResult<BroadcastJson>> {
  assertAllowed(input.actor, 'emails', 'list', BROADCAST_MESSAGE.notAllowed);
  const parsed = broadcastListFilterSchema.safeParse(input.filter ?? {});
  const sort = input.sort ?? { field: 'created_at', order: 'DESC' };
  if (!parsed.success || !(BROADCAST_SORT_FIELDS as readonly string[]).includes(sort.field) || !['ASC', 'DESC'].includes(sort.order)) {
    throw new AppError('BAD_REQUEST', BROADCAST_MESSAGE.listFail);
  }
  const { status, q } = parsed.data;
  const conditions: WhereOptions<EmailBroadcast>[] = [];
  if (status === 0 || status === 1) conditions.push({ status });
  if (q) conditions.push(likeAny(['EmailBroadcast.title'], q) as WhereOptions<EmailBroadcast>);
  const where = { [Op.and]: conditions } as WhereOptions<EmailBroadcast>;
  const { offset, limit } = pageWindow(input);
  const { transaction } = options;
  const [total, rows] = await Promise.all([
    EmailBroadcast.count({ where, transaction }),
    EmailBroadcast.findAll({ where, attributes: { exclude: ['message'] }, order: stableOrder(sort), offset, limit, transaction }),
  ]);
  const counts = await deliveryCounts(rows.map((r) => r.id), transaction);
  return { rows: rows.map((r) => toBroadcastJson(r, counts.get(r.id))), total, offset, limit };
}
