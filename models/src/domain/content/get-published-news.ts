import type { Transaction } from 'sequelize';
import { AppError } from '../../errors/index';
import { imageKeysOf, findPublishedNews } from './published-news';
import { sanitizeNewsHtml } from './sanitize-news-html';

export interface PublishedNews {
  id: number;
  title: string;
  /** Sanitised HTML (strict allow-list), safe to render. */
  content: string;
  created_at: Date;
  publish_date: Date;
  image_count: number;
}

/** getPublishedNews (PUB-26, G-51): one published news item; NOT_FOUND when unknown or unpublished. */
export async function getPublishedNews(
  input: { id: unknown; now?: Date },
  { transaction }: { transaction?: Transaction } = {},
): Promise<PublishedNews> {
  const news = await findPublishedNews(input.id, input.now ?? new Date(), transaction);
  if (!news) throw new AppError('NOT_FOUND', 'site:news.notFound');
  return {
    id: news.id,
    title: news.title,
    content: sanitizeNewsHtml(news.content),
    created_at: news.created_at,
    publish_date: news.publish_date,
    image_count: imageKeysOf(news).length,
  };
}
