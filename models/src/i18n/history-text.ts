import { applicationStatusLabelKey } from './status-label';

/** Any translate function: i18next's `t`, or react-admin's `translate` (which passes the options on). */
export type HistoryTranslate = (key: string, options?: Record<string, unknown>) => string;

/** What a stored application history entry says (ADR 032): the English message, its catalogue key and values. */
export interface HistoryEntryText {
  message: string;
  message_key: string | null;
  message_params: Record<string, string | number> | null;
}

/**
 * A history entry in the reader's language (ADR 032), for the agent's timeline and the console's
 * history list alike: its catalogue key with its values (a `status` value shown by its label, so
 * "Report Ready" for a search); the changed fields of an edit by their labels; an entry without a key (free text a person typed, older rows) as
 * written; the English message when the key is missing from the catalogue. Browser-safe.
 */
export function historyText(t: HistoryTranslate, serviceId: number, entry: HistoryEntryText): string {
  if (!entry.message_key) return entry.message;
  const params: Record<string, string | number> = { ...(entry.message_params ?? {}) };
  if (params.status !== undefined) params.status = t(applicationStatusLabelKey(serviceId, Number(params.status)));
  // details_updated names the changed fields by their keys: shown by their labels.
  if (typeof params.fields === 'string') {
    params.fields = params.fields
      .split(', ')
      .map((field) => t(`jobs:history.fields.${field}`, { defaultValue: field }))
      .join(', ');
  }
  return t(entry.message_key, { ...params, interpolation: { escapeValue: false }, defaultValue: entry.message });
}
