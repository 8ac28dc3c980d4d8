import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/index';
import { LoginAttempt } from '../../models/login-attempt';
import { createTestDatabase, type TestDatabase } from '../../testing/index';
import { RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS, assertNotRateLimited, recordAttempt } from './rate-limit';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

const refused = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('RATE_LIMITED');
  expect((error as AppError).status).toBe(429);
  expect((error as AppError).messageKey).toBe('auth:too_many_attempts');
};

describe(`rate limit (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('allows 10 failed logins per account, refuses the 11th, whatever the address', async () => {
    const email = 'Victim@Example.com';
    for (let i = 0; i < RATE_LIMIT_MAX; i++) {
      await assertNotRateLimited({ scope: 'login', email, ip: `10.0.0.${i}` });
      await recordAttempt({ scope: 'login', email, ip: `10.0.0.${i}`, succeeded: false });
    }
    await refused(assertNotRateLimited({ scope: 'login', email: ' victim@example.com ', ip: '10.9.9.9' }));
    // Another account from a fresh address is not affected.
    await assertNotRateLimited({ scope: 'login', email: 'other@example.com', ip: '10.9.9.9' });
    // Keys are stored normalised, once per key.
    expect(await LoginAttempt.count({ where: { scope: 'login', key: 'victim@example.com' } })).toBe(10);
  });

  it('allows 10 failed logins per address, refuses the 11th, whatever the account', async () => {
    const ip = '192.0.2.7';
    for (let i = 0; i < RATE_LIMIT_MAX; i++) await recordAttempt({ scope: 'login', email: `p${i}@example.com`, ip, succeeded: false });
    await refused(assertNotRateLimited({ scope: 'login', email: 'fresh@example.com', ip }));
    await refused(assertNotRateLimited({ scope: 'login', ip }));
  });

  it('does not count successful logins, but counts every attempt of the other scopes', async () => {
    const email = 'busy@example.com';
    for (let i = 0; i < 15; i++) await recordAttempt({ scope: 'login', email, ip: '198.51.100.1', succeeded: true });
    await assertNotRateLimited({ scope: 'login', email, ip: '198.51.100.1' });
    for (let i = 0; i < RATE_LIMIT_MAX; i++) await recordAttempt({ scope: 'forgot', email, ip: '198.51.100.2', succeeded: true });
    await refused(assertNotRateLimited({ scope: 'forgot', email, ip: '198.51.100.3' }));
    // Scopes are separate.
    await assertNotRateLimited({ scope: 'resend', email, ip: '198.51.100.2' });
  });

  it('forgets attempts older than the 15-minute window', async () => {
    const email = 'window@example.com';
    const start = new Date('2030-01-01T00:00:00Z');
    for (let i = 0; i < RATE_LIMIT_MAX; i++) await recordAttempt({ scope: 'reset', email, ip: '203.0.113.5', succeeded: false, now: start });
    await refused(assertNotRateLimited({ scope: 'reset', email, now: new Date(start.getTime() + RATE_LIMIT_WINDOW_MS - 1000) }));
    await assertNotRateLimited({ scope: 'reset', email, ip: '203.0.113.5', now: new Date(start.getTime() + RATE_LIMIT_WINDOW_MS + 1000) });
  });
});
