import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

/** The e-mail form's sender, loaded with the e-mail screens (it brings their schema; issue 17: not in the first load). */
const sendBroadcast: typeof import('../emails/broadcastApi').sendBroadcastForm = async (...args) =>
  (await import('../emails/broadcastApi')).sendBroadcastForm(...args);

/** Every console resource lives under this prefix (DESIGN §1). */
export const API_ROOT = '/api/admin';

/**
 * fetchJson with the session cookie (same origin) and JSON content negotiation. No token: the
 * session cookie is httpOnly. A 401/403 surfaces as HttpError(status) → authProvider.checkError.
 */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? {});
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
};

/** SYS-7: the generic texts of a list or a record that cannot be read. */
export const LIST_FAILED = 'messages:fail_to_retrieve_list';
export const RECORD_FAILED = 'messages:fail_to_retrieve_record';

/**
 * A read that failed on the server's side (5xx other than maintenance) or never reached it says
 * SYS-7's generic text instead of a raw status line. The session (401/403), maintenance (503, SYS-3)
 * and the server's own 4xx messages (a refused filter, a record not found) pass through unchanged.
 */
function readFailure(error: unknown, message: string): unknown {
  const status = (error as { status?: number } | null)?.status;
  if (status !== undefined && (status < 500 || status === 503)) return error;
  return new HttpError(message, status ?? 0, (error as { body?: unknown } | null)?.body);
}

/** The resources whose create and update carry files: sent as multipart/form-data (the server reads the same fields). */
export const MULTIPART_RESOURCES: ReadonlySet<string> = new Set(['news']);

const isFileValue = (value: unknown): value is { rawFile: File } => typeof value === 'object' && value !== null && (value as { rawFile?: unknown }).rawFile instanceof File;

/**
 * A form's values as multipart: a file input's new files under its field name (existing files, which
 * have no rawFile, are left to the field that says which to keep), other arrays and objects as JSON,
 * scalars as text; empty values are left out.
 */
export function multipartBody(data: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value) && value.some(isFileValue)) {
      for (const item of value) if (isFileValue(item)) form.append(key, item.rawFile, item.rawFile.name);
    } else if (isFileValue(value)) {
      form.append(key, value.rawFile, value.rawFile.name);
    } else if (typeof value === 'object') {
      form.set(key, JSON.stringify(value));
    } else {
      form.set(key, String(value));
    }
  }
  return form;
}

/**
 * ra-data-simple-rest: GET /api/admin/<resource>?sort=["field","ASC"]&range=[0,9]&filter={...}
 * answered with `Content-Range: <resource> 0-9/123`; GET/PUT/DELETE /:id; POST. A failed list read
 * throws 'Fail to retrieve list' (react-admin then notifies it and shows no rows), a failed record
 * read 'Fail to retrieve record'. Broadcast e-mails are stored and updated as multipart (their HTML file
 * and attachments, ADM-60).
 */
export function createDataProvider(apiRoot: string = API_ROOT): DataProvider {
  const base = simpleRestProvider(apiRoot, httpClient);
  return {
    ...base,
    getList: (resource, params) => base.getList(resource, params).catch((error) => Promise.reject(readFailure(error, LIST_FAILED))),
    getManyReference: (resource, params) => base.getManyReference(resource, params).catch((error) => Promise.reject(readFailure(error, LIST_FAILED))),
    getOne: (resource, params) => base.getOne(resource, params).catch((error) => Promise.reject(readFailure(error, RECORD_FAILED))),
    create: async (resource, params) => {
      if (resource === 'emails') return (await sendBroadcast(httpClient, `${apiRoot}/emails`, 'POST', params.data)) as never;
      if (!MULTIPART_RESOURCES.has(resource)) return base.create(resource, params);
      const { json } = await httpClient(`${apiRoot}/${resource}`, { method: 'POST', body: multipartBody(params.data as Record<string, unknown>) });
      return { data: json };
    },
    update: async (resource, params) => {
      const url = `${apiRoot}/${resource}/${encodeURIComponent(String(params.id))}`;
      if (resource === 'emails') return (await sendBroadcast(httpClient, url, 'PUT', params.data)) as never;
      if (!MULTIPART_RESOURCES.has(resource)) return base.update(resource, params);
      const { json } = await httpClient(url, { method: 'PUT', body: multipartBody(params.data as Record<string, unknown>) });
      return { data: json };
    },
  };
}
