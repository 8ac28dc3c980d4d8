import { AppError } from '../../errors/index';
import { type NewsImage, readImageOf } from '../content/read-news-image';
import { type Actor, assertAllowed, type OperationOptions } from '../kernel/index';
import { findNews, NEWS_MESSAGE } from './shared';

/** The edit form's preview of image `index` of any news item (published or not) — staff who may read news only. */
export async function readStaffNewsImage(input: { actor: Actor; id: unknown; index: unknown }, options: OperationOptions = {}): Promise<NewsImage> {
  assertAllowed(input.actor, 'news', 'read', NEWS_MESSAGE.notAllowed);
  const news = await findNews(input.id, options.transaction);
  return readImageOf(news, input.index, () => new AppError('NOT_FOUND', NEWS_MESSAGE.retrieveFail));
}
