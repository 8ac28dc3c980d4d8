import type { Transaction } from 'sequelize';
import { DEFAULT_PAGE_SIZE } from '../../constants/index';
import { News } from '../../models/news';
import { pageMeta, pageWindow, type Paged } from './paging';
import { imageKeysOf, publishedWhere } from './published-news';
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

/** listPublishedNews (PUB-25, G-51): published news, newest first (publish date, then id), one page. */
export async function listPublishedNews(
  input: ListPublishedNewsInput = {},
  { transaction }: { transaction?: Transaction } = {},
): Promise<Paged<NewsCard>> {
  const perPage = input.perPage ?? DEFAULT_PAGE_SIZE;
  const { page, offset, limit } = pageWindow(input.page, perPage);
  const { rows, count } = await News.findAndCountAll({
    where: publishedWhere(input.now ?? new Date()),
    attributes: ['id', 'title', 'content', 'images', 'publish_date', 'created_at'],
    order: [
      ['publish_date', 'DESC'],
      ['id', 'DESC'],
    ],
    offset,
    limit,
    transaction,
  });
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
