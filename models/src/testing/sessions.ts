import { randomBytes } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';

/**
 * Rows for the session housekeeping, written with plain queries on a given connection so that they
 * work on any migrated database — also one a job worker reaches (a file SQLite or MariaDB database).
 */

const HOUR = 60 * 60 * 1000;

async function ensureRow(sequelize: Sequelize, table: string, id: number, name: string): Promise<void> {
  const rows = await sequelize.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE id = ?`, {
    replacements: [id],
    type: QueryTypes.SELECT,
  });
  if (Number(rows[0]?.n ?? 0) === 0) {
    await sequelize.getQueryInterface().bulkInsert(table, [{ id, name, created_at: new Date(), updated_at: new Date() }]);
  }
}

async function insertUser(sequelize: Sequelize, email = `u${randomBytes(4).toString('hex')}@example.com`): Promise<number> {
  await ensureRow(sequelize, 'roles', 4, 'Member');
  await ensureRow(sequelize, 'user_statuses', 1, 'Active');
  await sequelize.getQueryInterface().bulkInsert('users', [
    { name: 'Test User', email, role_id: 4, status_id: 1, language: 'en', currency: 'MYR', created_at: new Date(), updated_at: new Date() },
  ]);
  const rows = await sequelize.query<{ id: number }>('SELECT id FROM users WHERE email = ?', { replacements: [email], type: QueryTypes.SELECT });
  return Number(rows[0]!.id);
}

const sessionId = (): string => randomBytes(32).toString('hex');

/**
 * Expired and live rows in every table the purge touches. Returns the ids that must survive
 * and the ids that must go, per table.
 */
export async function buildHousekeepingRows(sequelize: Sequelize, now: Date) {
  const userId = await insertUser(sequelize);
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  const qi = sequelize.getQueryInterface();

  const sessions = {
    expired: [sessionId(), sessionId()],
    live: [sessionId(), sessionId()],
  };
  await qi.bulkInsert('sessions', [
    ...sessions.expired.map((id, i) => ({ id, user_id: userId, expires_at: at(-1 - i * 30), created_at: at(-48), updated_at: at(-48) })),
    ...sessions.live.map((id, i) => ({ id, user_id: userId, expires_at: at(1 + i * 20), created_at: at(-1), updated_at: at(-1) })),
  ]);

  const tokenRows = (prefix: string) => [
    // gone: expired more than a day ago / used more than a day ago
    { key: `${prefix}-old-expired`, expires_at: at(-30), used_at: null, keep: false },
    { key: `${prefix}-old-used`, expires_at: at(10), used_at: at(-25), keep: false },
    // kept: recently expired (grace), recently used, still valid
    { key: `${prefix}-recent-expired`, expires_at: at(-2), used_at: null, keep: true },
    { key: `${prefix}-recent-used`, expires_at: at(-2), used_at: at(-3), keep: true },
    { key: `${prefix}-valid`, expires_at: at(5), used_at: null, keep: true },
  ];
  const tokens: Record<'verification_tokens' | 'password_resets', { keep: string[]; gone: string[] }> = {
    verification_tokens: { keep: [], gone: [] },
    password_resets: { keep: [], gone: [] },
  };
  for (const table of ['verification_tokens', 'password_resets'] as const) {
    const rows = tokenRows(table);
    await qi.bulkInsert(
      table,
      rows.map((r) => ({
        email: 'user@example.com',
        user_id: userId,
        token_hash: randomBytes(32).toString('hex'),
        expires_at: r.expires_at,
        used_at: r.used_at,
        created_at: at(-40),
        updated_at: at(-40),
        // the key is kept in the e-mail's local part so rows can be found again
      })).map((row, i) => ({ ...row, email: `${rows[i]!.key}@example.com` })),
    );
    for (const r of rows) (r.keep ? tokens[table].keep : tokens[table].gone).push(`${r.key}@example.com`);
  }

  await qi.bulkInsert('login_attempts', [
    { scope: 'login', key: 'old-1', succeeded: false, created_at: at(-25) },
    { scope: 'login', key: 'old-2', succeeded: true, created_at: at(-72) },
    { scope: 'login', key: 'recent', succeeded: false, created_at: at(-23) },
  ]);

  return { userId, sessions, tokens, loginAttempts: { keep: ['recent'], gone: ['old-1', 'old-2'] } };
}

export async function listColumn(sequelize: Sequelize, table: string, column: string): Promise<string[]> {
  const rows = await sequelize.query<Record<string, unknown>>(`SELECT ${column} AS v FROM ${table}`, { type: QueryTypes.SELECT });
  return rows.map((r) => String(r.v)).sort();
}
