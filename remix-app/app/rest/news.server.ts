import { createNews, deleteNews, getNews, listNews, NEWS_SORT_FIELDS, type NewsFormFields, type NewsSortField, readStaffNewsImage, updateNews, uploadMaxBytes } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { fileResponse } from '~/lib/file-response.server';
import { postedFile, readUploadForm } from '~/lib/upload.server';
import { messageInit } from './products.server';
import { handleApi, listResponse, parseId, parseListParams, readJsonObject } from './protocol.server';

/**
 * /api/admin/news in the ra-data-simple-rest protocol (ADM-50..55), super admins and admins:
 *   GET    /api/admin/news?sort=["publish_date","DESC"]&range=[0,9]&filter={"status":2,"q":"…"} → rows + Content-Range
 *   GET    /api/admin/news/:id → the item (ADM-54)
 *   POST   /api/admin/news (multipart: title, message, status, publish_date, images[]) → 201 (ADM-53)
 *   PUT    /api/admin/news/:id (multipart: the same + keep_images = JSON array of the current images' indexes to keep) → the item
 *   DELETE /api/admin/news/:id → the deleted item
 *   GET    /api/admin/news/:id/images/:index → the image (the edit form's preview, any status)
 * A JSON body (without images) is accepted too. Writes answer the record with the translated spec
 * message in `X-Message`; a refused form is 422 {message, errors} with every field's message.
 */

const LIST = { sortFields: NEWS_SORT_FIELDS, defaultSort: { field: 'publish_date' as NewsSortField, order: 'DESC' as const }, messageKey: 'messages:fail_to_retrieve_list' };
const RETRIEVE_FAIL = 'site:news_admin.retrieve_fail';
const SUBMIT_FAIL = 'site:news_admin.submit_fail';
/** At most this many entries of a repeated field are read (the operation bounds the images again). */
const MAX_REPEATED = 20;

export const listNewsResource = (request: Request) =>
  handleApi(request, 'news', 'list', async ({ actor }) => listResponse('news', await listNews({ actor, ...parseListParams<NewsSortField>(new URL(request.url), LIST) })));

export const getNewsResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'news', 'read', async ({ actor }) => jsonResponse(await getNews({ actor, id: parseId(rawId, RETRIEVE_FAIL) })));

export const readNewsImageResource = (request: Request, rawId: string | undefined, rawIndex: string | undefined) =>
  handleApi(request, 'news', 'read', async ({ actor }) => {
    const image = await readStaffNewsImage({ actor, id: parseId(rawId, RETRIEVE_FAIL), index: rawIndex });
    return fileResponse({ buffer: image.data, contentType: image.mime, filename: image.filename }, { inline: true });
  });

export const createNewsResource = (request: Request) =>
  handleApi(request, 'news', 'create', async ({ actor, t }) => {
    const form = await newsForm(request);
    if (!form) return imageTooLarge(t);
    const result = await createNews({ actor, ...form });
    return jsonResponse(result.news, messageInit(t(result.message), { status: 201 }));
  });

export const updateNewsResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'news', 'update', async ({ actor, t }) => {
    const id = parseId(rawId, RETRIEVE_FAIL);
    const form = await newsForm(request);
    if (!form) return imageTooLarge(t);
    const result = await updateNews({ actor, id, ...form });
    return jsonResponse(result.news, messageInit(t(result.message)));
  });

export const deleteNewsResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'news', 'delete', async ({ actor, t }) => {
    const result = await deleteNews({ actor, id: parseId(rawId, 'site:news_admin.delete_fail') });
    return jsonResponse(result.news, messageInit(t(result.message)));
  });

const imageTooLarge = (t: (key: string) => string) => jsonResponse({ message: t(SUBMIT_FAIL), errors: { images: t('site:news_admin.validation.image_size') } }, { status: 422 });

/** The form as the operations take it: multipart (with images) or a JSON object; null when an image is over the upload size. */
async function newsForm(request: Request): Promise<(NewsFormFields & { keep_images?: unknown[] }) | null> {
  if (!(request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
    const body = await readJsonObject(request, SUBMIT_FAIL);
    const keep = Array.isArray(body.keep_images) ? body.keep_images.slice(0, MAX_REPEATED) : undefined;
    return { title: body.title, message: body.message, status: body.status, publish_date: body.publish_date, keep_images: keep };
  }
  const form = await readUploadForm(request, await uploadMaxBytes());
  if (!form) return null;
  const files = form.getAll('images').concat(form.getAll('images[]')).slice(0, MAX_REPEATED + 1);
  const images = (await Promise.all(files.map((file) => postedFile(file)))).filter((file) => file !== null);
  return {
    title: form.get('title') ?? undefined,
    message: form.get('message') ?? undefined,
    status: form.get('status') ?? undefined,
    publish_date: form.get('publish_date') ?? undefined,
    images,
    keep_images: keptIndexes(form.get('keep_images')),
  };
}

/** keep_images as sent in a multipart form: a JSON array of indexes (absent: every current image stays; unreadable: none). */
function keptIndexes(raw: FormDataEntryValue | null): unknown[] | undefined {
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(String(raw).slice(0, 200));
    return Array.isArray(parsed) ? parsed.slice(0, MAX_REPEATED) : [];
  } catch {
    return [];
  }
}
