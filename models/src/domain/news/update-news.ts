import { News } from '../../models/news';
import type { NewsJson } from '../../schemas/news';
import { imageKeysOf } from '../content/published-news';
import { afterCommitLogged, type Actor, assertAllowed, diff, inTransaction, type OperationOptions, orFail, snapshot, writeAudit } from '../kernel/index';
import { checkNewsForm, type NewsFormFields } from './create-news';
import { AUDITED, findNews, NEWS_MESSAGE, removeNewsFiles, storeNewsImages, toNewsJson } from './shared';

export interface UpdateNewsInput extends NewsFormFields {
  actor: Actor;
  id: unknown;
  /** The indexes of the current images to keep (the form's list); anything else is removed. Omitted: all kept. */
  keep_images?: readonly unknown[];
  now?: Date;
}

/**
 * ADM-53: updates a news item {title, message, status, publish date}, keeps the chosen current
 * images and adds the new ones (together at most NEWS_IMAGES_MAX). 'News updated successful.';
 * bad input: 422 'Fail to submit news' and nothing changed; unknown: 404 'Fail to retrieve detail.'.
 * Images dropped by the change are removed from storage once it has committed. Audited (G-65).
 */
export async function updateNews(input: UpdateNewsInput, options: OperationOptions = {}): Promise<{ news: NewsJson; message: string }> {
  assertAllowed(input.actor, 'news', 'update', NEWS_MESSAGE.notAllowed);
  const stored: string[] = [];
  let dropped: string[] = [];
  try {
    const news = await orFail(NEWS_MESSAGE.submitFail, () =>
      inTransaction(options, async (transaction) => {
        const current = await findNews(input.id, transaction, true);
        const currentKeys = imageKeysOf(current);
        const keepIndexes = input.keep_images === undefined ? null : new Set(input.keep_images.map(Number).filter((n) => Number.isInteger(n)));
        const kept = keepIndexes ? currentKeys.filter((_, index) => keepIndexes.has(index)) : currentKeys;
        const { data, files } = await checkNewsForm(input, kept.length, transaction);
        const before = snapshot(current, AUDITED);
        const added = await storeNewsImages(files, stored);
        const images = [...kept, ...added];
        await News.update(
          { title: data.title, content: data.message, status: data.status, publish_date: data.publish_date, images: images.length ? images : null },
          { where: { id: current.id }, transaction },
        );
        const after = await findNews(current.id, transaction);
        await writeAudit(input.actor, { action: 'news.update', targetType: 'news', targetId: current.id, ...diff(before, snapshot(after, AUDITED)) }, transaction);
        dropped = currentKeys.filter((key) => !kept.includes(key));
        return after;
      }),
    );
    if (dropped.length) await afterCommitLogged(options, 'remove dropped news images', () => removeNewsFiles(dropped));
    return { news: toNewsJson(news, input.actor, input.now), message: NEWS_MESSAGE.updateSuccess };
  } catch (error) {
    await removeNewsFiles(stored);
    throw error;
  }
}
