import { Op, type WhereOptions } from 'sequelize';
import { AppError } from '../../errors/index';
import { News } from '../../models/news';
import { NEWS_SORT_FIELDS, NEWS_STATUS_FILTER_ALL, newsListFilterSchema, type NewsJson, type NewsSortField } from '../../schemas/news';
import { type Actor, assertAllowed, likeAny, type ListResult, type OperationOptions, pageWindow, stableOrder } from '../kernel/index';
import { CREATOR, NEWS_MESSAGE, toNewsJson } from './shared';

export interface ListNewsInput {
  actor: Actor;
  /** {status: 2 all | 1 Active | 0 Inactive, q: title search} (ADM-50). */
  filter?: Record<string, unknown>;
  sort?: { field: NewsSortField; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
  now?: Date;
}

/**
 * ADM-50: one page of news for the console — every item, published or not — searched on the title,
 * filtered on the status (2 all), sorted on a whitelisted, indexed column (newest publish date first
 * by default) with the author in the same query. Bad parameters: 'Fail to retrieve list' (SYS-7).
 */
export async function listNews(input: ListNewsInput, options: OperationOptions = {}): Promise<ListResult<NewsJson>> {
  assertAllowed(input.actor, 'news', 'list', NEWS_MESSAGE.notAllowed);
  const parsed = newsListFilterSchema.safeParse(input.filter ?? {});
  const sort = input.sort ?? { field: 'publish_date', order: 'DESC' };
  if (!parsed.success || !(NEWS_SORT_FIELDS as readonly string[]).includes(sort.field) || !['ASC', 'DESC'].includes(sort.order)) {
    throw new AppError('BAD_REQUEST', NEWS_MESSAGE.listFail);
  }
  const conditions: WhereOptions<News>[] = [];
  const status = parsed.data.status;
  if (status !== undefined && status !== NEWS_STATUS_FILTER_ALL) conditions.push({ status });
  if (parsed.data.q) conditions.push(likeAny(['News.title'], parsed.data.q) as WhereOptions<News>);
  const where = { [Op.and]: conditions } as WhereOptions<News>;
  const { offset, limit } = pageWindow(input);
  const { transaction } = options;
  const [total, rows] = await Promise.all([
    News.count({ where, transaction }),
    News.findAll({ where, include: [CREATOR], order: stableOrder(sort), offset, limit, transaction }),
  ]);
  const now = input.now ?? new Date();
  return { rows: rows.map((news) => toNewsJson(news, input.actor, now)), total, offset, limit };
}
