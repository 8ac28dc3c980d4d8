import { News } from '../../models/news';
import { newsInputSchema, type NewsJson } from '../../schemas/news';
import type { ApplicationUpload } from '../application-files/index';
import { sanitizeNewsHtml } from '../content/sanitize-news-html';
import { type Actor, assertAllowed, fieldErrorsOf, inTransaction, type OperationOptions, orFail, snapshot, validationError, writeAudit } from '../kernel/index';
import { AUDITED, checkNewsImages, findNews, NEWS_MESSAGE, removeNewsFiles, storeNewsImages, toNewsJson } from './shared';

export interface NewsFormFields {
  title?: unknown;
  /** HTML from the rich-text editor: sanitised before it is stored. */
  message?: unknown;
  status?: unknown;
  /** yyyy-MM-dd HH:mm, Kuala Lumpur time. */
  publish_date?: unknown;
  /** New images (png / jpeg / jpg). */
  images?: readonly (ApplicationUpload | null | undefined)[];
}

/** The form checked at once: every field's message together (the schema's and the images'). */
export async function checkNewsForm(input: NewsFormFields, kept: number, transaction: Parameters<typeof checkNewsImages>[2]) {
  const message = typeof input.message === 'string' ? sanitizeNewsHtml(input.message) : input.message;
  const parsed = newsInputSchema.safeParse({ title: input.title, message, status: input.status, publish_date: input.publish_date });
  const images = await checkNewsImages(input.images, kept, transaction);
  const errors = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...images.errors };
  if (!parsed.success || Object.keys(errors).length) throw validationError(NEWS_MESSAGE.submitFail, errors);
  return { data: parsed.data, files: images.files };
}

/**
 * ADM-53: stores a news item — title (min 4), the sanitised rich-text message (min 4 characters of
 * text, ⚑AMB-15), status, publish date (KL) and its images — with its author, audited (G-65).
 * 'News Submit Successful.'; bad input: 422 'Fail to submit news' with every field's message, and
 * nothing stored (the images written before a failure are removed).
 */
export async function createNews(input: NewsFormFields & { actor: Actor; now?: Date }, options: OperationOptions = {}): Promise<{ news: NewsJson; message: string }> {
  assertAllowed(input.actor, 'news', 'create', NEWS_MESSAGE.notAllowed);
  const stored: string[] = [];
  try {
    const news = await orFail(NEWS_MESSAGE.submitFail, () => inTransaction(options, async (transaction) => {
      const { data, files } = await checkNewsForm(input, 0, transaction);
      const images = await storeNewsImages(files, stored);
      const created = await News.create(
        { title: data.title, content: data.message, status: data.status, publish_date: data.publish_date, images: images.length ? images : null, created_by: input.actor.id },
        { transaction },
      );
      await writeAudit(input.actor, { action: 'news.create', targetType: 'news', targetId: created.id, after: snapshot(created, AUDITED) }, transaction);
      return findNews(created.id, transaction);
    }));
    return { news: toNewsJson(news, input.actor, input.now), message: NEWS_MESSAGE.submitSuccess };
  } catch (error) {
    await removeNewsFiles(stored);
    throw error;
  }
}
