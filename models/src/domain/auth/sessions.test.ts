import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_SECONDS, ROLE } from '../../constants/index';
import { Session } from '../../models/session';
import { User } from '../../models/user';
import { buildAgent, buildCustomer, buildRolesAndStatuses, buildStaff, createTestDatabase, type TestDatabase } from '../../testing/index';
import { createSession, destroySession, destroyUserSessions, hashSessionToken, IMPERSONATOR_ATTRIBUTES, readSession, updateSessionData } from './sessions';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await buildRolesAndStatuses();
});
afterAll(async () => {
  await db.drop();
});

describe(`sessions (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('creates a 1-day session whose token is never stored', async () => {
    const user = await buildCustomer();
    const now = new Date();
    const { token, expiresAt } = await createSession({ userId: user.id, data: { lng: 'bm' }, ip: '127.0.0.1', userAgent: 'x'.repeat(300), now });
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(expiresAt.getTime() - now.getTime()).toBe(SESSION_LIFETIME_SECONDS * 1000);
    const rows = await db.sequelize.query<{ id: string; user_agent: string }>('SELECT id, user_agent FROM sessions', { type: QueryTypes.SELECT });
    expect(rows.map((r) => r.id)).toContain(hashSessionToken(token));
    expect(rows.map((r) => r.id)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.find((r) => r.id === hashSessionToken(token))?.user_agent).toHaveLength(255);

    const current = await readSession(token);
    expect(current?.user.id).toBe(user.id);
    expect(current?.impersonator).toBeNull();
    expect(current?.session.data).toEqual({ lng: 'bm' });
    expect(current?.user.toJSON()).not.toHaveProperty('password');
  });

  it('reads the impersonating admin and updates data', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const member = await buildCustomer();
    const { token } = await createSession({ userId: member.id, impersonatorId: admin.id });
    const current = await readSession(token);
    expect(current?.user.id).toBe(member.id);
    expect(current?.impersonator?.id).toBe(admin.id);
    expect(await updateSessionData(token, { flash: 'x' })).toBe(true);
    expect((await readSession(token))?.session.data).toEqual({ flash: 'x' });
  });

  it('builds the session, its user and the impersonator exactly as a find with their includes does (issue 17: read as one plain row)', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const agent = await buildAgent();
    await agent.update({ last_login: new Date('2026-03-04T05:06:07Z'), email_verified_at: new Date('2026-01-02T03:04:05Z'), commission_rate: '12.50' });
    // A date written by plain SQL, without a zone, reads as the dialect reads it.
    await db.sequelize.query('UPDATE users SET updated_at = ? WHERE id = ?', { replacements: ['2026-05-06 07:08:09', agent.id] });
    const now = new Date(Date.now() - 5 * 60 * 1000);
    const plain = await createSession({ userId: agent.id, data: { lng: 'cn', nested: { list: [1, 'two'] } }, ip: '10.0.0.1', userAgent: 'UA', now });
    const impersonated = await createSession({ userId: agent.id, impersonatorId: admin.id, now });
    for (const { token } of [plain, impersonated]) {
      const found = await Session.findOne({
        where: { id: hashSessionToken(token) },
        include: [
          { model: User, as: 'user' },
          { model: User, as: 'impersonator', attributes: [...IMPERSONATOR_ATTRIBUTES] },
        ],
      });
      // Read before readSession touches last_seen_at, so both see the same row.
      const current = (await readSession(token, { now }))!;
      for (const [mine, theirs] of [
        [current.session, found!],
        [current.user, found!.user!],
        [current.impersonator as User | null, found!.impersonator ?? null],
      ] as const) {
        if (theirs === null) {
          expect(mine).toBeNull();
          continue;
        }
        expect(mine).toBeInstanceOf(theirs.constructor);
        expect(mine!.isNewRecord).toBe(false);
        // The session's own values (its user and impersonator are answered beside it, compared next).
        expect({ ...mine!.get({ plain: true }), user: undefined, impersonator: undefined }).toEqual({ ...theirs.get({ plain: true }), user: undefined, impersonator: undefined });
        expect({ ...mine!.dataValues, user: undefined, impersonator: undefined }).toEqual({ ...theirs.dataValues, user: undefined, impersonator: undefined });
        expect(mine!.changed()).toBe(false);
      }
      expect(current.user.last_login).toEqual(new Date('2026-03-04T05:06:07Z'));
      expect(current.user.updated_at).toEqual(new Date('2026-05-06T07:08:09Z'));
      expect(current.user.commission_rate).toBe('12.50');
    }
    expect((await readSession(plain.token))!.session.data).toEqual({ lng: 'cn', nested: { list: [1, 'two'] } });
    expect((await readSession(impersonated.token))!.impersonator?.id).toBe(admin.id);
    // An instance from the row saves as a found one does: only what changed.
    const current = (await readSession(plain.token))!;
    current.user.name = 'Renamed Agent';
    expect(current.user.changed()).toEqual(['name']);
    await current.user.save();
    expect((await User.findByPk(agent.id))!.name).toBe('Renamed Agent');
  });

  it('refuses malformed and unknown tokens', async () => {
    expect(await readSession(null)).toBeNull();
    expect(await readSession('abc')).toBeNull();
    expect(await readSession('f'.repeat(64))).toBeNull();
    const user = await buildCustomer();
    const { token } = await createSession({ userId: user.id });
    // The row id itself is not a usable cookie.
    expect(await readSession(hashSessionToken(token))).toBeNull();
  });

  it('expires sessions after a day and deletes the expired row', async () => {
    const user = await buildAgent();
    const start = new Date(Date.now() - 1000);
    const { token } = await createSession({ userId: user.id, now: start });
    expect(await readSession(token, { now: new Date(start.getTime() + SESSION_LIFETIME_SECONDS * 1000 - 1000) })).not.toBeNull();
    expect(await readSession(token, { now: new Date(start.getTime() + SESSION_LIFETIME_SECONDS * 1000 + 1000) })).toBeNull();
    expect(await Session.findByPk(hashSessionToken(token))).toBeNull();
  });

  it('destroys one session, and every session of a user except one', async () => {
    const user = await buildCustomer();
    const admin = await buildStaff(ROLE.SUPER_ADMIN);
    const a = await createSession({ userId: user.id });
    const b = await createSession({ userId: user.id });
    const c = await createSession({ userId: user.id });
    const asAdmin = await createSession({ userId: user.id, impersonatorId: admin.id });
    const adminOwn = await createSession({ userId: admin.id });
    await destroySession(a.token);
    await destroySession(a.token); // idempotent
    expect(await readSession(a.token)).toBeNull();
    expect(await destroyUserSessions(user.id, { exceptToken: b.token })).toBe(2);
    expect(await readSession(b.token)).not.toBeNull();
    expect(await readSession(c.token)).toBeNull();
    expect(await readSession(asAdmin.token)).toBeNull();
    // Blocking the admin also ends the sessions they impersonate from.
    const again = await createSession({ userId: user.id, impersonatorId: admin.id });
    expect(await destroyUserSessions(admin.id)).toBe(2);
    expect(await readSession(adminOwn.token)).toBeNull();
    expect(await readSession(again.token)).toBeNull();
    expect(await readSession(b.token)).not.toBeNull();
  });
});
