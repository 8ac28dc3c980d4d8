import { sessionToken } from './session.server';

export const NO_STORE = 'private, no-store';

/**
 * Issue 11: what a signed-in visitor is shown (documents and the data of client navigations) is
 * never kept by the browser's back/forward cache, a shared computer's disk or a proxy: a request
 * that carries the session cookie is answered with `Cache-Control: private, no-store`.
 */
export async function noStoreWhenSignedIn(request: Request, headers: Headers): Promise<void> {
  if (await sessionToken(request)) headers.set('Cache-Control', NO_STORE);
}

/** The same for a finished response (data requests); a response with immutable headers is copied. */
export async function withNoStoreWhenSignedIn(request: Request, response: Response): Promise<Response> {
  if (!(await sessionToken(request))) return response;
  try {
    response.headers.set('Cache-Control', NO_STORE);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('Cache-Control', NO_STORE);
    return copy;
  }
}
