import { Op, type Transaction, type WhereOptions } from 'sequelize';
import { PUBLISH_STATUS } from '../../constants/index';
import { News } from '../../models/news';

/** G-51: what the public may read — Active (status 1) news whose publish_date has come. */
export function publishedWhere(now: Date = new Date()): WhereOptions<News> {
  return { status: PUBLISH_STATUS.ACTIVE, publish_date: { [Op.lte]: now } };
}

/** The published news item `id`, or null (unknown, inactive or not yet published). */
export async function findPublishedNews(id: unknown, now: Date, transaction?: Transaction): Promise<News | null> {
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric) || numeric < 1) return null;
  return News.findOne({ where: { id: numeric, ...publishedWhere(now) }, transaction });
}

/** The stored image keys of a news item (the `images` JSON column), without empty entries. */
export function imageKeysOf(news: Pick<News, 'images'>): string[] {
  const images = news.images;
  return Array.isArray(images) ? images.filter((key): key is string => typeof key === 'string' && key.trim() !== '') : [];
}
