import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM } from '../kernel/index';
import { buildHousekeepingRows, createTestDatabase, listColumn, type TestDatabase } from '../../testing/index';
import { purgeExpiredSessions } from './purge-expired-sessions';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

describe(`purgeExpiredSessions (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('deletes expired sessions, stale tokens and old login attempts, keeping the rest', async () => {
    const now = new Date();
    const rows = await buildHousekeepingRows(db.sequelize, now);

    const result = await purgeExpiredSessions({ actor: SYSTEM, now });
    expect(result).toEqual({ sessions: 2, verificationTokens: 2, passwordResets: 2, loginAttempts: 2 });

    expect(await listColumn(db.sequelize, 'sessions', 'id')).toEqual([...rows.sessions.live].sort());
    expect(await listColumn(db.sequelize, 'verification_tokens', 'email')).toEqual([...rows.tokens.verification_tokens.keep].sort());
    expect(await listColumn(db.sequelize, 'password_resets', 'email')).toEqual([...rows.tokens.password_resets.keep].sort());
    expect(await listColumn(db.sequelize, 'login_attempts', db.dialect === 'mysql' ? '`key`' : '"key"')).toEqual(rows.loginAttempts.keep);

    // Idempotent.
    expect(await purgeExpiredSessions({ actor: SYSTEM, now })).toEqual({ sessions: 0, verificationTokens: 0, passwordResets: 0, loginAttempts: 0 });
  });

  it('runs inside a caller transaction that can roll it back', async () => {
    const now = new Date();
    const later = new Date(now.getTime() + 365 * 24 * 3600 * 1000);
    const before = await listColumn(db.sequelize, 'sessions', 'id');
    expect(before.length).toBeGreaterThan(0);
    const t = await db.sequelize.transaction();
    const result = await purgeExpiredSessions({ actor: SYSTEM, now: later }, { transaction: t });
    expect(result.sessions).toBe(before.length);
    await t.rollback();
    expect(await listColumn(db.sequelize, 'sessions', 'id')).toEqual(before);
  });
});
