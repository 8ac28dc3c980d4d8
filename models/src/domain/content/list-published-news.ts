import { Op, type Sequelize, type Transaction } from 'sequelize';
import { DEFAULT_PAGE_SIZE, PUBLISH_STATUS } from '../../constants/index';
import { bound, preparedCount, preparedRead } from '../../db/prepared-read';
import { News } from '../../models/news';
import { pageMeta, pageWindow, type Paged } from './paging';
import { imageKeysOf } from './published-news';
import { newsExcerpt } from './sanitize-news-html';

export interface NewsCard {
  id: number;
  title: string;
  excerpt: string;
  created_at: Date;
  publish_date: Date;
  /** How many images the item has; the first is the card's picture. */
  image_count: number;
}

export interface ListPublishedNewsInput {
  page?: unknown;
  perPage?: number;
  now?: Date;
}

/** G-51 (publishedWhere) with the moment bound ($1), in the form the column stores. */
const PUBLISHED = { status: PUBLISH_STATUS.ACTIVE, publish_date: bound(1, Op.lte) };

/**
 * listPublishedNews (PUB-25, G-51): published news, newest first (publish date, then id), one page.
 * The count and the first page of each size are statements made once, the moment bound (ADR 084).
 */
export async function listPublishedNews(
  input: ListPublishedNewsInput = {},
  { transaction }: { transaction?: Transaction } = {},
): Promise<Paged<NewsCard>> {
  const perPage = input.perPage ?? DEFAULT_PAGE_SIZE;
  const { page, offset, limit } = pageWindow(input.page, perPage);
  const sequelize = News.sequelize as Sequelize;
  const publishDate = News.getAttributes().publish_date.type as unknown as { stringify(value: Date, options: { timezone?: string }): string };
  const values = [publishDate.stringify(input.now ?? new Date(), { timezone: (sequelize as unknown as { options: { timezone?: string } }).options.timezone })];
  const find = (call: { bind?: unknown[]; transaction?: Transaction; logging?: (sql: string, options?: unknown) => void }) =>
    News.findAll({
      where: PUBLISHED,
      attributes: ['id', 'title', 'content', 'images', 'publish_date', 'created_at'],
      order: [
        ['publish_date', 'DESC'],
        ['id', 'DESC'],
      ],
      offset,
      limit,
      ...call,
    });
  const count = await preparedCount(News, 'news.published.count', values, transaction, PUBLISHED);
  const rows = offset >= count ? [] : page === 1 ? await preparedRead(sequelize, `news.published.firstPage.${perPage}`, values, transaction, find) : await find({ bind: values, transaction });
  const data = rows.map((news) => ({
    id: news.id,
    title: news.title,
    excerpt: newsExcerpt(news.content),
    created_at: news.created_at,
    publish_date: news.publish_date,
    image_count: imageKeysOf(news).length,
  }));
  return { data, meta: pageMeta(page, perPage, count, data.length) };
}
