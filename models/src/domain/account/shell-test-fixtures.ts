import { randomBytes } from 'node:crypto';
import { ROLE_NAMES, USER_STATUS_NAMES, type RoleId } from '../../constants/index';
import { Country } from '../../models/country';
import { Role } from '../../models/role';
import { State } from '../../models/state';
import { User } from '../../models/user';
import { UserStatus } from '../../models/user-status';
import { hashPassword } from '../auth/password';

/**
 * Test fixtures for the signed-in shell (profile, password change, login, dashboard): roles,
 * statuses, two countries with states, and users with a known password. Works on any migrated
 * database (SQLite or MariaDB) registered as the shared connection.
 */
export const FIXTURE_PASSWORD = 'Secret123';

export interface ShellFixtures {
  malaysia: Country;
  singapore: Country;
  penang: State;
  selangor: State;
  central: State;
}

let cachedHash: Promise<string> | undefined;

export async function insertShellReference(): Promise<ShellFixtures> {
  for (const [id, name] of Object.entries(ROLE_NAMES)) await Role.findOrCreate({ where: { id: Number(id) }, defaults: { id: Number(id), name } });
  for (const [id, name] of Object.entries(USER_STATUS_NAMES)) {
    await UserStatus.findOrCreate({ where: { id: Number(id) }, defaults: { id: Number(id), name } });
  }
  const [malaysia] = await Country.findOrCreate({ where: { iso2: 'MY' }, defaults: { name: 'Malaysia', iso2: 'MY', in_service: true } });
  const [singapore] = await Country.findOrCreate({ where: { iso2: 'SG' }, defaults: { name: 'Singapore', iso2: 'SG', in_service: true } });
  const [penang] = await State.findOrCreate({ where: { country_id: malaysia.id, name: 'Pulau Pinang' }, defaults: { country_id: malaysia.id, name: 'Pulau Pinang' } });
  const [selangor] = await State.findOrCreate({ where: { country_id: malaysia.id, name: 'Selangor' }, defaults: { country_id: malaysia.id, name: 'Selangor' } });
  const [central] = await State.findOrCreate({ where: { country_id: singapore.id, name: 'Central Singapore' }, defaults: { country_id: singapore.id, name: 'Central Singapore' } });
  return { malaysia, singapore, penang, selangor, central };
}

export async function insertShellUser(
  overrides: Partial<{ role_id: RoleId; status_id: number; name: string; email: string; type: 'Personal' | 'Company' | 'Agent' | null; password: string | null; complete: boolean; language: 'en' | 'bm' | 'cn' }> = {},
  fixtures?: ShellFixtures,
): Promise<User> {
  const role = overrides.role_id ?? 4;
  const password = overrides.password === undefined ? await (cachedHash ??= hashPassword(FIXTURE_PASSWORD)) : overrides.password === null ? null : await hashPassword(overrides.password);
  const complete = overrides.complete ?? true;
  return User.create({
    name: overrides.name ?? 'Aminah Test',
    email: overrides.email ?? `shell-${randomBytes(5).toString('hex')}@example.com`,
    password,
    role_id: role,
    status_id: overrides.status_id ?? 1,
    type: overrides.type === undefined ? (role === 4 ? 'Personal' : role === 3 ? 'Agent' : null) : overrides.type,
    language: overrides.language ?? 'en',
    contact: complete ? '0123456789' : null,
    address_1: complete ? '12 Jalan Test' : null,
    poscode: complete ? '10200' : null,
    city: complete ? 'George Town' : null,
    country_id: complete && fixtures ? fixtures.malaysia.id : null,
    state_id: complete && fixtures ? fixtures.penang.id : null,
  });
}
