import { Op, type Transaction } from 'sequelize';
import { USER_STATUS } from '../../constants/index';
import { User } from '../../models/user';
import type { BroadcastAttachment, BroadcastReceiver } from '../../models/email-broadcast';
import {
  BROADCAST_ATTACHMENTS_MAX,
  BROADCAST_ATTACHMENTS_TOTAL_MAX_BYTES,
  BROADCAST_HTML_FILE_MAX_BYTES,
  broadcastInputSchema,
  broadcastsMessage,
  htmlHasText,
  publishDateInstant,
  type BroadcastAudience,
} from '../../schemas/broadcasts';
import { FILE_MIME, type FileType } from '../../storage/file-type';
import { getStorage } from '../../storage/index';
import { checkUpload, displayName, type ApplicationUpload, uploadMaxBytes } from '../application-files/shared';
import { sanitizeNewsHtml } from '../content/sanitize-news-html';
import { type FieldErrors, fieldErrorsOf, runLogged, validationError } from '../kernel/index';
import { BROADCAST_MESSAGE, broadcastFileKey, newAttachmentId } from './shared';

/** The form as received: fields, the optional HTML file and new attachment files (ADM-58..60). */
export interface BroadcastFormFields {
  title?: unknown;
  status?: unknown;
  publish_date?: unknown;
  audience?: unknown;
  receiver?: unknown;
  message?: unknown;
  /** ⚑AMB-35: an .html file that replaces the message. */
  html_file?: ApplicationUpload | null;
  /** New attachment files (jpeg, jpg, png by content). */
  attachments?: readonly (ApplicationUpload | null | undefined)[];
}

/** The checked form: the columns to store (create and update alike) and the new attachment files. */
export interface CheckedBroadcast {
  fields: {
    title: string;
    status: 0 | 1;
    publish_date: Date;
    audience: BroadcastAudience;
    receiver: BroadcastReceiver[] | null;
    message: string;
    html_file: string | null;
  };
  files: { upload: ApplicationUpload; type: FileType; name: string }[];
}

const ATTACHMENT_TYPES: readonly FileType[] = ['jpg', 'png'];
const ATTACHMENT_PROBLEM = { required: 'attachment_type', size: 'attachment_size', type: 'attachment_type' } as const;

/** Text content of HTML: a message of only empty tags is no message. */
/** The HTML file's text (UTF-8, .html, bounded), or the field's problem. */
function readHtmlFile(file: ApplicationUpload): { html: string; name: string } | { problem: string } {
  const name = (file.filename ?? '').split(/[\\/]/).pop()?.trim() ?? '';
  if (!/\.html$/i.test(name)) return { problem: 'html_extension' };
  if (file.buffer.byteLength > BROADCAST_HTML_FILE_MAX_BYTES) return { problem: 'html_size' };
  const html = new TextDecoder('utf-8', { fatal: false }).decode(file.buffer);
  if (html.includes('\u0000')) return { problem: 'html_extension' };
  return { html, name: name.slice(0, 191) };
}

/**
 * ADM-59, ⚑AMB-35: every rule of the form, each problem on its field, nothing stored:
 * the schema (title, status, 'Date is required', recipients, message); an HTML file with the html
 * extension and a bounded size, whose sanitised content replaces the message; the message (rich
 * text) required after sanitising (allow-list); attachments jpeg/jpg/png by content within the
 * configured upload size, at most 5 with the ones kept; the selected users exist and are active.
 */
export async function checkBroadcastInput(raw: BroadcastFormFields, keptAttachments: number, transaction: Transaction): Promise<CheckedBroadcast> {
  const errors: FieldErrors = {};
  const parsed = broadcastInputSchema.safeParse({
    title: raw.title,
    status: raw.status,
    publish_date: raw.publish_date,
    audience: raw.audience,
    receiver: raw.receiver,
    message: raw.message,
  });
  if (!parsed.success) Object.assign(errors, fieldErrorsOf(parsed.error));

  let message = parsed.success ? (parsed.data.message ?? '') : typeof raw.message === 'string' ? raw.message : '';
  let htmlFile: string | null = null;
  const upload = raw.html_file && raw.html_file.buffer.byteLength > 0 ? raw.html_file : null;
  if (upload) {
    const read = readHtmlFile(upload);
    if ('problem' in read) errors.html_file = [broadcastsMessage(read.problem)];
    else {
      message = read.html;
      htmlFile = read.name;
    }
  }
  const clean = sanitizeNewsHtml(message);
  if (!errors.html_file && !errors.message && !htmlHasText(clean)) errors.message = [broadcastsMessage('message_required')];

  const files: CheckedBroadcast['files'] = [];
  const uploads = (raw.attachments ?? []).filter((f): f is ApplicationUpload => Boolean(f && f.buffer.byteLength > 0));
  if (uploads.length + keptAttachments > BROADCAST_ATTACHMENTS_MAX) errors.attachments = [broadcastsMessage('attachment_count')];
  else if (uploads.reduce((sum, f) => sum + f.buffer.byteLength, 0) > BROADCAST_ATTACHMENTS_TOTAL_MAX_BYTES) errors.attachments = [broadcastsMessage('attachment_size')];
  else if (uploads.length) {
    const maxBytes = await uploadMaxBytes(transaction);
    for (const [i, file] of uploads.entries()) {
      const checked = checkUpload(file, maxBytes, ATTACHMENT_TYPES);
      if ('problem' in checked) {
        errors.attachments = [broadcastsMessage(ATTACHMENT_PROBLEM[checked.problem])];
        break;
      }
      files.push({ upload: file, type: checked.type, name: displayName(file.filename, checked.type, `attachment-${i + 1}`) });
    }
  }

  let receiver: BroadcastReceiver[] | null = null;
  if (parsed.success && parsed.data.audience === 'users') {
    const ids = [...new Set(parsed.data.receiver ?? [])];
    const users = await User.findAll({
      attributes: ['id', 'email'],
      where: { id: { [Op.in]: ids }, status_id: USER_STATUS.ACTIVE },
      transaction,
    });
    if (users.length !== ids.length) errors.receiver = [broadcastsMessage('receiver_unknown')];
    const byId = new Map(users.map((u) => [u.id, u.email]));
    receiver = ids.filter((id) => byId.has(id)).map((id) => ({ id, email: byId.get(id)! }));
  }

  if (!parsed.success || Object.keys(errors).length) throw validationError(BROADCAST_MESSAGE.submitFail, errors);
  const data = parsed.data;
  return {
    fields: { title: data.title, status: data.status, publish_date: publishDateInstant(data.publish_date)!, audience: data.audience, receiver, message: clean, html_file: htmlFile },
    files,
  };
}

/**
 * Stores the new attachment files under new keys (never overwriting), recording each key in `stored`
 * so the caller removes them when its transaction fails.
 */
export async function storeAttachments(broadcastId: number, files: CheckedBroadcast['files'], stored: string[]): Promise<BroadcastAttachment[]> {
  const storage = getStorage();
  const out: BroadcastAttachment[] = [];
  for (const file of files) {
    const key = broadcastFileKey(broadcastId, file.type);
    stored.push(key);
    await storage.putFile(key, Buffer.from(file.upload.buffer));
    out.push({ id: newAttachmentId(), path: key, name: file.name, mime: FILE_MIME[file.type] });
  }
  return out;
}

/** Removes stored files (after a failed transaction, or the files a committed change dropped); failures are logged. */
export async function removeFiles(keys: readonly string[]): Promise<void> {
  const storage = getStorage();
  for (const key of keys) await runLogged(`remove broadcast file ${key}`, () => storage.remove(key));
}
