import { sessionCookie } from '~/lib/session.server';
import { createSession } from '@iprenew/models';

/** Test helpers of the /api/admin resource tests: a session cookie for a user, and a route module call. */
export async function cookieFor(userId: number): Promise<string> {
  const { token } = await createSession({ userId, impersonatorId: null });
  return (await sessionCookie().serialize(token)).split(';')[0]!;
}

type Args = { request: Request; params: Record<string, string>; context: { cspNonce: string } };
export function call(
  fn: (args: Args) => unknown,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; params?: Record<string, string>; lang?: string } = {},
): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': options.lang ?? 'en' });
  if (options.cookie) headers.set('Cookie', options.cookie);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const request = new Request(`http://portal.test${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  return fn({ request, params: options.params ?? {}, context: { cspNonce: '' } }) as Promise<Response>;
}
