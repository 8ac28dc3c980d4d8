import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

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

/**
 * ra-data-simple-rest: GET /api/admin/<resource>?sort=["field","ASC"]&range=[0,9]&filter={...}
 * answered with `Content-Range: <resource> 0-9/123`; GET/PUT/DELETE /:id; POST.
 */
export function createDataProvider(apiRoot: string = API_ROOT): DataProvider {
  return simpleRestProvider(apiRoot, httpClient);
}
