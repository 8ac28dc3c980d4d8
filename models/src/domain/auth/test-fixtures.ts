import { randomBytes } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { ROLE_NAMES, USER_STATUS_NAMES } from '../../constants/index';
import { Role } from '../../models/role';
import { User } from '../../models/user';
import { UserStatus } from '../../models/user-status';
import { hashPassword } from './password';

/** Roles 1–5 and the user statuses, for tests that create users (idempotent). */
export async function ensureRolesAndStatuses(_sequelize?: Sequelize): Promise<void> {
  for (const [id, name] of Object.entries(ROLE_NAMES)) {
    if (!(await Role.findByPk(Number(id)))) await Role.create({ id: Number(id), name } as never);
  }
  for (const [id, name] of Object.entries(USER_STATUS_NAMES)) {
    if (!(await UserStatus.findByPk(Number(id)))) await UserStatus.create({ id: Number(id), name } as never);
  }
}

let cachedHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'Secret123';

/** A user with password TEST_PASSWORD (hashed once per run). */
export async function makeUser(attributes: Partial<User> & { role_id: number }): Promise<User> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  return User.create({
    name: 'Test User',
    email: `u${randomBytes(5).toString('hex')}@example.com`,
    password: await cachedHash,
    status_id: 1,
    ...attributes,
  } as never);
}
