import { API_ROOT, httpClient } from '../providers/dataProvider';
import { serverMessageOf } from './format';

/** A JSON answer's payload: `{data: X}` or X itself. */
export function unwrapData<T>(json: unknown): T {
  if (json && typeof json === 'object' && 'data' in json && (json as { data: unknown }).data && typeof (json as { data: unknown }).data === 'object') {
    return (json as { data: T }).data;
  }
  return json as T;
}

export async function apiJson(path: string, method: 'GET' | 'POST' | 'PUT' = 'GET', payload?: unknown): Promise<unknown> {
  const headers = new Headers();
  if (payload !== undefined) headers.set('Content-Type', 'application/json');
  const { json } = await httpClient(`${API_ROOT}${path}`, {
    method,
    headers,
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return json;
}

/** The `{field: message}` a 422 answer carries, for react-admin's Form (shown on the fields). */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const body = error && typeof error === 'object' ? (error as { body?: unknown }).body : undefined;
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (!errors || typeof errors !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message === 'string' && message) out[field] = message;
  }
  return Object.keys(out).length ? out : undefined;
}

export function messageOf(value: unknown): string | undefined {
  if (value && typeof value === 'object' && 'message' in value) {
    const m = (value as { message: unknown }).message;
    return typeof m === 'string' && m.trim() ? m.trim() : undefined;
  }
  return undefined;
}

export { serverMessageOf };
