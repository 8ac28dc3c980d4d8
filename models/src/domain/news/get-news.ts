import type { NewsJson } from '../../schemas/news';
import { type Actor, assertAllowed, type OperationOptions } from '../kernel/index';
import { findNews, NEWS_MESSAGE, toNewsJson } from './shared';

/** ADM-54: one item for the edit form, whatever its status; unknown → 404 'Fail to retrieve detail.'. */
export async function getNews(input: { actor: Actor; id: unknown; now?: Date }, options: OperationOptions = {}): Promise<NewsJson> {
  assertAllowed(input.actor, 'news', 'read', NEWS_MESSAGE.notAllowed);
  return toNewsJson(await findNews(input.id, options.transaction), input.actor, input.now);
}
