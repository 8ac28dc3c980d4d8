import type { fetchUtils } from 'react-admin';
import { broadcastInputSchema, htmlHasText, type BroadcastRecipientJson } from '@iprenew/models/browser';
import { apiJson } from '../common/api';
import { normalizeFormValues, issuesToErrors } from '../common/validation';

/**
 * The broadcast form's requests (ADM-58..62, ADR 062): the multipart body of store and update (the
 * fields, the HTML file, the new attachments, the attachments kept), the recipients lookup, the
 * duplicate, and the form's own rules from the shared schema.
 */

/** A file chosen in a react-admin FileInput. */
interface ChosenFile {
  rawFile?: unknown;
  title?: string;
}

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;
const rawFileOf = (value: unknown): File | null => {
  const raw = value && typeof value === 'object' ? (value as ChosenFile).rawFile : undefined;
  return isFile(raw) ? raw : null;
};

/** The receiver ids of the form (the record holds [{id, email}], the multi-select ids). */
export function receiverIdsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map((v) => Number(v && typeof v === 'object' ? (v as { id: unknown }).id : v)).filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** 'yyyy-MM-dd HH:mm' (the API) ⇄ 'yyyy-MM-ddTHH:mm' (the datetime-local input): the same Kuala Lumpur wall time. */
export const publishDateToInput = (value: unknown) => (typeof value === 'string' ? value.replace(' ', 'T').slice(0, 16) : '');
export const publishDateFromInput = (value: unknown) => (typeof value === 'string' ? value.replace('T', ' ') : value);

/** ADM-60: the multipart body of store and update. */
export function broadcastFormData(data: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const name of ['title', 'status', 'publish_date', 'audience', 'message'] as const) {
    const value = data[name];
    if (value !== undefined && value !== null) form.set(name, String(name === 'publish_date' ? publishDateFromInput(value) : value));
  }
  if ((data.audience ?? 'users') === 'users') form.set('receiver', JSON.stringify(receiverIdsOf(data.receiver)));
  if (Array.isArray(data.keep_attachments)) form.set('keep_attachments', JSON.stringify(data.keep_attachments));
  const html = rawFileOf(data.html_upload);
  if (html) form.set('html_file', html, html.name);
  const files = Array.isArray(data.new_attachments) ? data.new_attachments : data.new_attachments ? [data.new_attachments] : [];
  files.forEach((chosen, i) => {
    const file = rawFileOf(chosen);
    if (file) form.append(`attachment[${i}]`, file, file.name);
  });
  return form;
}

type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ json: unknown }>;

/** The data provider's create / update of `emails`: multipart through the console's HTTP client. */
export async function sendBroadcastForm(httpClient: HttpClient, url: string, method: 'POST' | 'PUT', data: Record<string, unknown>) {
  const { json } = await httpClient(url, { method, body: broadcastFormData(data) });
  return { data: json as { id: number } & Record<string, unknown> };
}

/** ADM-58: the multi-select's choices — a search, or the labels of the current selection. */
export async function fetchRecipients(query: { q?: string; ids?: number[] }): Promise<BroadcastRecipientJson[]> {
  const params = new URLSearchParams();
  if (query.ids) params.set('ids', JSON.stringify(query.ids));
  else params.set('q', query.q ?? '');
  const json = await apiJson(`/emails/recipients?${params.toString()}`);
  return Array.isArray(json) ? (json as BroadcastRecipientJson[]) : [];
}

/** G-09: a copy as a new inactive draft; the server's message and the new record. */
export async function duplicateBroadcastRequest(id: number): Promise<{ id: number; message: string }> {
  const json = (await apiJson(`/emails/${id}/duplicate`, 'POST', {})) as { id: number; message: string };
  return { id: Number(json.id), message: String(json.message ?? '') };
}

const FIELDS = ['title', 'status', 'publish_date', 'audience', 'receiver', 'message'] as const;

/** ADM-59: the shared schema's rules, and the message required unless an HTML file replaces it (⚑AMB-35). */
export function validateBroadcast(values: Record<string, unknown>): Record<string, string> {
  const input = normalizeFormValues({ ...values, receiver: receiverIdsOf(values?.receiver), publish_date: publishDateFromInput(values?.publish_date) }, FIELDS);
  const result = broadcastInputSchema.safeParse(input);
  const errors = result.success ? {} : issuesToErrors(result.error.issues);
  const hasText = typeof values?.message === 'string' && htmlHasText(values.message);
  if (!hasText && !rawFileOf(values?.html_upload) && !errors.message) errors.message = 'broadcasts:validation.message_required';
  return errors;
}
