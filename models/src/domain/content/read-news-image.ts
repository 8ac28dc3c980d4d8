import path from 'node:path';
import type { Transaction } from 'sequelize';
import { AppError } from '../../errors/index';
import { getStorage, StorageError } from '../../storage/index';
import type { News } from '../../models/news';
import { findPublishedNews, imageKeysOf } from './published-news';

/** Raster images only: an SVG attachment could carry script, so it is never served as an image. */
const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

export interface NewsImage {
  data: Buffer;
  mime: string;
  filename: string;
}

/**
 * readNewsImage (PUB-25, PUB-26, G-45): image `index` of a news item, read from storage — only while
 * the item is published (G-51). Anything else (unknown item, unpublished, no such image, not an
 * image type, missing file) is NOT_FOUND, so nothing about unpublished items leaks.
 */
export async function readNewsImage(
  input: { id: unknown; index: unknown; now?: Date },
  { transaction }: { transaction?: Transaction } = {},
): Promise<NewsImage> {
  const news = await findPublishedNews(input.id, input.now ?? new Date(), transaction);
  return readImageOf(news, input.index, () => new AppError('NOT_FOUND', 'site:news.notFound'));
}

/** Image `index` of `news` (null: none) from storage, or `notFound()` (no such image, not a raster image, missing file). */
export async function readImageOf(news: Pick<News, 'images'> | null, rawIndex: unknown, notFound: () => AppError): Promise<NewsImage> {
  const index = Number(rawIndex);
  const key = news && Number.isSafeInteger(index) && index >= 0 ? imageKeysOf(news)[index] : undefined;
  const mime = key ? IMAGE_TYPES[path.extname(key).toLowerCase()] : undefined;
  if (!key || !mime) throw notFound();
  try {
    return { data: await getStorage().getFile(key), mime, filename: path.basename(key) };
  } catch (error) {
    if (error instanceof StorageError) throw notFound();
    throw error;
  }
}
