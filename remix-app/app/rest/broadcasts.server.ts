import {
  BROADCAST_ATTACHMENTS_MAX,
  BROADCAST_MESSAGE,
  BROADCAST_SORT_FIELDS,
  type BroadcastSortField,
  createBroadcast,
  deleteBroadcast,
  duplicateBroadcast,
  getBroadcast,
  listBroadcasts,
  readBroadcastAttachment,
  searchBroadcastRecipients,
  updateBroadcast,
  uploadMaxBytes,
} from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { fileResponse } from '~/lib/file-response.server';
import { postedFile, readUploadForm } from '~/lib/upload.server';
import { messageInit } from './products.server';
import { handleApi, listResponse, parseId, parseListParams, readJsonObject } from './protocol.server';

/**
 * /api/admin/emails in the ra-data-simple-rest protocol (ADM-56..62, G-09, ADR 062):
 *   GET    /api/admin/emails?sort=["publish_date","DESC"]&range=[0,9]&filter={"status":1,"q":"…"} → rows + Content-Range
 *   GET    /api/admin/emails/recipients?q=siti | ?ids=[1,2] → [{id, name, email, role_id}] (the multi-select)
 *   GET    /api/admin/emails/:id → the broadcast with its message and progress
 *   POST   /api/admin/emails (multipart: title, status, publish_date, audience, receiver JSON, message, html_file, attachments; or JSON) → 201
 *   PUT    /api/admin/emails/:id (the same, plus keep_attachments JSON) → the broadcast; 409 once sent (G-09)
 *   DELETE /api/admin/emails/:id → {id}; 409 once sent
 *   POST   /api/admin/emails/:id/duplicate → 201 the new inactive draft
 *   GET    /api/admin/emails/:id/attachments/:attachmentId → the file (staff)
 * Writes answer with the translated spec message in `X-Message` (URI-encoded).
 */

const LIST = { sortFields: BROADCAST_SORT_FIELDS, defaultSort: { field: 'created_at' as BroadcastSortField, order: 'DESC' as const }, messageKey: BROADCAST_MESSAGE.listFail };

export const listBroadcastResource = (request: Request) =>
  handleApi(request, 'emails', 'list', async ({ actor }) => listResponse('emails', await listBroadcasts({ actor, ...parseListParams<BroadcastSortField>(new URL(request.url), LIST) })));

export const getBroadcastResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'emails', 'read', async ({ actor }) => jsonResponse(await getBroadcast({ actor, id: parseId(rawId, BROADCAST_MESSAGE.retrieveFail) })));

export const broadcastRecipientsResource = (request: Request) =>
  handleApi(request, 'emails', 'read', async ({ actor }) => {
    const url = new URL(request.url);
    const ids = url.searchParams.get('ids');
    return jsonResponse(await searchBroadcastRecipients({ actor, q: url.searchParams.get('q') ?? '', ...(ids !== null ? { ids: ids.slice(0, 12_000) } : {}) }));
  });

export const createBroadcastResource = (request: Request) =>
  handleApi(request, 'emails', 'create', async ({ actor, t }) => {
    const form = await broadcastForm(request);
    if (!form) return tooLarge(t);
    const result = await createBroadcast({ actor, ...form });
    return jsonResponse(result.broadcast, messageInit(t(result.message), { status: 201 }));
  });

export const updateBroadcastResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'emails', 'update', async ({ actor, t }) => {
    const id = parseId(rawId, BROADCAST_MESSAGE.retrieveFail);
    const form = await broadcastForm(request);
    if (!form) return tooLarge(t);
    const result = await updateBroadcast({ actor, id, ...form });
    return jsonResponse(result.broadcast, messageInit(t(result.message)));
  });

export const deleteBroadcastResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'emails', 'delete', async ({ actor, t }) => {
    const result = await deleteBroadcast({ actor, id: parseId(rawId, BROADCAST_MESSAGE.retrieveFail) });
    return jsonResponse({ id: result.id }, messageInit(t(result.message)));
  });

export const duplicateBroadcastResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'emails', 'create', async ({ actor, t }) => {
    const result = await duplicateBroadcast({ actor, id: parseId(rawId, BROADCAST_MESSAGE.retrieveFail) });
    return jsonResponse({ ...result.broadcast, message: t(result.message) }, messageInit(t(result.message), { status: 201 }));
  });

export const broadcastAttachmentResource = (request: Request, rawId: string | undefined, rawFileId: string | undefined) =>
  handleApi(request, 'emails', 'read', async ({ actor }) => {
    const file = await readBroadcastAttachment({ actor, id: parseId(rawId, BROADCAST_MESSAGE.attachmentFail), attachmentId: String(rawFileId ?? '').slice(0, 32) });
    return fileResponse(file, { inline: true });
  });

/** A file part too large for the configured upload size: 422 on the attachments field. */
const tooLarge = (t: (key: string) => string) =>
  jsonResponse({ message: t(BROADCAST_MESSAGE.submitFail), errors: { attachments: t('broadcasts:validation.attachment_size') } }, { status: 422 });

/** The spec's attachment[i] or attachments / attachments[] parts, at most one more than allowed (the domain refuses the count). */
const ATTACHMENT_PART = /^attachments?(\[\d{0,2}\])?$/;

/**
 * The form: multipart (ADM-60: the fields, the HTML file and the attachment files), or a JSON object
 * without files. Null when a file part is larger than the configured upload size.
 */
async function broadcastForm(request: Request) {
  if (!(request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
    const body = await readJsonObject(request, BROADCAST_MESSAGE.submitFail);
    const { title, status, publish_date, audience, receiver, message, keep_attachments } = body;
    return { title, status, publish_date, audience, receiver, message, keep_attachments };
  }
  const form = await readUploadForm(request, await uploadMaxBytes());
  if (!form) return null;
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const parts = [...form.entries()].filter(([name, value]) => ATTACHMENT_PART.test(name) && typeof value !== 'string').slice(0, BROADCAST_ATTACHMENTS_MAX + 1);
  const attachments = await Promise.all(parts.map(([, value]) => postedFile(value)));
  return {
    title: field('title'),
    status: field('status'),
    publish_date: field('publish_date'),
    audience: field('audience'),
    receiver: field('receiver'),
    message: field('message'),
    keep_attachments: field('keep_attachments'),
    html_file: await postedFile(form.get('html_file')),
    attachments,
  };
}
