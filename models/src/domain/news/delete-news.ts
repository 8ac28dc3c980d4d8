import type { NewsJson } from '../../schemas/news';
import { imageKeysOf } from '../content/published-news';
import { afterCommitLogged, type Actor, assertAllowed, inTransaction, type OperationOptions, orFail, snapshot, writeAudit } from '../kernel/index';
import { AUDITED, findNews, NEWS_MESSAGE, removeNewsFiles, toNewsJson } from './shared';

/**
 * ADM-54: deletes a news item (the console asks first); it leaves the public site at once and its
 * images are removed from storage after the change has committed. Unknown: 404; any other failure
 * 'Fail to delete details.'. Audited with what was deleted (G-65).
 */
export async function deleteNews(input: { actor: Actor; id: unknown }, options: OperationOptions = {}): Promise<{ news: NewsJson; message: string }> {
  assertAllowed(input.actor, 'news', 'delete', NEWS_MESSAGE.notAllowed);
  const news = await orFail(NEWS_MESSAGE.deleteFail, () =>
    inTransaction(options, async (transaction) => {
      const current = await findNews(input.id, transaction, true);
      await current.destroy({ transaction });
      await writeAudit(input.actor, { action: 'news.delete', targetType: 'news', targetId: current.id, before: snapshot(current, AUDITED) }, transaction);
      return current;
    }),
  );
  const images = imageKeysOf(news);
  if (images.length) await afterCommitLogged(options, 'remove deleted news images', () => removeNewsFiles(images));
  return { news: toNewsJson(news, input.actor), message: NEWS_MESSAGE.deleteSuccess };
}
