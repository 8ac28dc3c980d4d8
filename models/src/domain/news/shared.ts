import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Transaction } from 'sequelize';
import { PUBLISH_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { News } from '../../models/news';
import { User } from '../../models/user';
import { canUserUseResource } from '../../policies/resources';
import { publishDateText } from '../../schemas/broadcasts';
import { NEWS_IMAGE_TYPES, NEWS_IMAGES_MAX, type NewsJson } from '../../schemas/news';
import { getStorage } from '../../storage/index';
import type { FileType } from '../../storage/file-type';
import { type ApplicationUpload, checkUpload, uploadMaxBytes } from '../application-files/index';
import { imageKeysOf } from '../content/published-news';
import { sanitizeNewsHtml } from '../content/sanitize-news-html';
import { type Actor, type FieldErrors, iso, runLogged } from '../kernel/index';

/**
 * What the console's news operations share (ADM-50..55): the messages (word for word, ADM-53/54),
 * the JSON the console reads, the audited fields, and the image uploads — png / jpeg / jpg by
 * content, each within the configured upload size, stored under new keys (nothing is overwritten).
 */
export const NEWS_MESSAGE = {
  notAllowed: 'site:news_admin.not_allowed',
  listFail: 'messages:fail_to_retrieve_list',
  retrieveFail: 'site:news_admin.retrieve_fail',
  submitFail: 'site:news_admin.submit_fail',
  submitSuccess: 'site:news_admin.submit_success',
  updateSuccess: 'site:news_admin.update_success',
  deleteFail: 'site:news_admin.delete_fail',
  deleteSuccess: 'site:news_admin.delete_success',
} as const;

export const AUDITED = ['title', 'content', 'status', 'publish_date', 'images'] as const;

const IMAGE_PROBLEM_KEY = {
  required: 'site:news_admin.validation.image_required',
  size: 'site:news_admin.validation.image_size',
  type: 'site:news_admin.validation.image_type',
} as const;

/** The staff's view of one item; the author comes from the `creator` include. */
export function toNewsJson(news: News, actor: Actor, now: Date = new Date()): NewsJson {
  const publishDate = new Date(news.publish_date);
  const status = Number(news.status) === PUBLISH_STATUS.ACTIVE ? 1 : 0;
  return {
    id: news.id,
    title: news.title,
    message: sanitizeNewsHtml(news.content),
    status,
    publish_date: publishDateText(publishDate),
    published: status === 1 && publishDate.getTime() <= now.getTime(),
    images: imageKeysOf(news).map((key, index) => ({ index, name: path.basename(key) })),
    created_by: news.creator ? { name: news.creator.name, email: news.creator.email } : null,
    created_at: iso(news.created_at),
    updated_at: iso(news.updated_at),
    can_edit: canUserUseResource(actor, 'news', 'update'),
    can_delete: canUserUseResource(actor, 'news', 'delete'),
  };
}

export const CREATOR = { model: User, as: 'creator', attributes: ['id', 'name', 'email'] };

/** The item `id` with its author, or 404 'Fail to retrieve detail.' (ADM-54). */
export async function findNews(id: unknown, transaction?: Transaction, lock = false): Promise<News> {
  const numeric = Number(id);
  const news =
    Number.isSafeInteger(numeric) && numeric > 0
      ? await News.findByPk(numeric, { include: [CREATOR], transaction, ...(lock && transaction ? { lock: transaction.LOCK.UPDATE } : {}) })
      : null;
  if (!news) throw new AppError('NOT_FOUND', NEWS_MESSAGE.retrieveFail);
  return news;
}

/** The new images as checked uploads (ADM-52), with their field errors; `kept` images count towards the maximum. */
export async function checkNewsImages(
  uploads: readonly (ApplicationUpload | null | undefined)[] | undefined,
  kept: number,
  transaction: Transaction,
): Promise<{ files: { buffer: Buffer | Uint8Array; type: FileType }[]; errors: FieldErrors }> {
  const given = (uploads ?? []).filter((file): file is ApplicationUpload => !!file && file.buffer.byteLength > 0);
  if (given.length + kept > NEWS_IMAGES_MAX) return { files: [], errors: { images: ['site:news_admin.validation.images_max'] } };
  const maxBytes = await uploadMaxBytes(transaction);
  const files: { buffer: Buffer | Uint8Array; type: FileType }[] = [];
  for (const file of given) {
    const checked = checkUpload(file, maxBytes, NEWS_IMAGE_TYPES);
    if ('problem' in checked) return { files: [], errors: { images: [IMAGE_PROBLEM_KEY[checked.problem]] } };
    files.push({ buffer: file.buffer, type: checked.type });
  }
  return { files, errors: {} };
}

/** Stores the checked images under new keys; `stored` collects them so a failed change removes them again. */
export async function storeNewsImages(files: { buffer: Buffer | Uint8Array; type: FileType }[], stored: string[]): Promise<string[]> {
  const storage = getStorage();
  for (const file of files) {
    const key = `news/${randomBytes(16).toString('hex')}.${file.type}`;
    await storage.putFile(key, Buffer.from(file.buffer));
    stored.push(key);
  }
  return stored.slice();
}

/** Removes stored files (a failed change's new images, or a committed change's dropped ones); failures are logged. */
export async function removeNewsFiles(keys: readonly string[]): Promise<void> {
  const storage = getStorage();
  for (const key of keys) await runLogged(`remove news image ${key}`, () => storage.remove(key));
}
