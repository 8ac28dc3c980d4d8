import { applicationStatusLabelKey } from '@iprenew/models/browser';
import type { TFunction } from 'i18next';

/** An application status as the agent reads it: Certificate Ready is 'Report Ready' for a search (service 1). */
export function statusLabel(t: TFunction, serviceId: number, statusId: number | null): string {
  return statusId === null ? '—' : t(applicationStatusLabelKey(serviceId, statusId));
}

/** A history entry in the reader's language (ADR 032): its catalogue key, a status value by its label; free text as written. */
export function historyText(
  t: TFunction,
  serviceId: number,
  entry: { message: string; message_key: string | null; message_params: Record<string, string | number> | null },
): string {
  if (!entry.message_key) return entry.message;
  const params: Record<string, string | number> = { ...(entry.message_params ?? {}) };
  if (params.status !== undefined) params.status = statusLabel(t, serviceId, Number(params.status));
  return t(entry.message_key, { ...params, interpolation: { escapeValue: false }, defaultValue: entry.message });
}
