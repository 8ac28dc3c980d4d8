import { ROLE, type User } from '@iprenew/models';
import { ensureRolesAndStatuses, makeUser, TEST_PASSWORD } from '../../../models/src/domain/auth/test-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../models/src/testing/test-database';
import { seedReference } from '../../../models/src/db/seeder';
import { CLIENT_IP_HEADER, newSessionCookie } from '~/lib/session.server';

/** Test helpers for the auth core: a migrated database, users, and real Requests carrying cookies. */
export { ensureRolesAndStatuses, makeUser, TEST_PASSWORD, ROLE };
export type { User };

export async function authTestDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  // Roles, statuses, countries and states (users reference them).
  await seedReference(db.sequelize);
  await ensureRolesAndStatuses();
  return db;
}

export const BASE = 'http://127.0.0.1:3000';

/** "name=value" of a Set-Cookie header value. */
export function cookiePair(setCookie: string | null | undefined): string {
  return (setCookie ?? '').split(';')[0] ?? '';
}

export function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie();
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

export async function thrown(promise: Promise<unknown>): Promise<Response> {
  const value = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(value instanceof Response)) throw new Error(`expected a thrown Response, got ${String(value)}`);
  return value;
}
