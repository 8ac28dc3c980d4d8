import type { User } from '@iprenew/models';
import { CLIENT_IP_HEADER, newSessionCookie } from '~/lib/session.server';

/** Real Requests for loaders, actions and the server, carrying cookies and the client address (users and data come from `@iprenew/models/testing`). */
export const BASE = 'http://127.0.0.1:3000';

/** "name=value" of a Set-Cookie header value. */
export function cookiePair(setCookie: string | null | undefined): string {
  return (setCookie ?? '').split(';')[0] ?? '';
}

export function request(path: string, init: RequestInit & { cookie?: string; ip?: string } = {}): Request {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('Cookie', init.cookie);
  headers.set(CLIENT_IP_HEADER, init.ip ?? '127.0.0.1');
  return new Request(`${BASE}${path}`, { ...init, headers });
}

export function jsonRequest(path: string, method: string, body: unknown, init: { cookie?: string; ip?: string } = {}): Request {
  return request(path, { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, ...init });
}

/** A signed-in cookie ("__session=…") for a user. */
export async function signedInCookie(user: Pick<User, 'id'>, impersonatorId?: number): Promise<string> {
  return cookiePair(await newSessionCookie(request('/'), { userId: user.id, impersonatorId }));
}

/** The Response a loader or action throws (fails when it returns or throws anything else). */
export async function thrown(promise: Promise<unknown>): Promise<Response> {
  const value = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(value instanceof Response)) throw new Error(`expected a thrown Response, got ${String(value)}`);
  return value;
}

/** The route's answer: a returned or thrown Response, or the data() of an action. */
export async function routeAnswer(run: () => Promise<unknown>): Promise<{ status: number; body: unknown; response: Response | null }> {
  try {
    const value = await run();
    if (value instanceof Response) return { status: value.status, body: null, response: value };
    const init = (value as { init?: { status?: number } | null; data?: unknown; type?: string }) ?? {};
    if (init && 'data' in init && init.type === 'DataWithResponseInit') return { status: init.init?.status ?? 200, body: init.data, response: null };
    return { status: 200, body: value, response: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null, response: thrown };
    throw thrown;
  }
}
