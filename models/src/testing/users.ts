import { randomBytes } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { ROLE, ROLE_NAMES, USER_STATUS, USER_STATUS_NAMES, type RoleId, type UserType } from '../constants/index';
import { getSequelize } from '../db/database';
import { hashPassword } from '../domain/auth/password';
import { Country } from '../models/country';
import { Role } from '../models/role';
import { State } from '../models/state';
import { User } from '../models/user';
import { UserStatus } from '../models/user-status';
import type { RegistrationInput } from '../schemas/account';

/** Every built user's password (hashed once per run). */
export const TEST_PASSWORD = 'Secret123';

const ready = new WeakSet<Sequelize>();

/** Roles 1–5 and the user statuses (the reference data has them; a bare database gets them here). Idempotent. */
export async function buildRolesAndStatuses(): Promise<void> {
  const sequelize = getSequelize();
  if (ready.has(sequelize)) return;
  for (const [id, name] of Object.entries(ROLE_NAMES)) {
    if (!(await Role.findByPk(Number(id)))) await Role.create({ id: Number(id), name } as never);
  }
  for (const [id, name] of Object.entries(USER_STATUS_NAMES)) {
    if (!(await UserStatus.findByPk(Number(id)))) await UserStatus.create({ id: Number(id), name } as never);
  }
  ready.add(sequelize);
}

/** Two countries in service and three of their states (found in the reference data, or created on a bare database). */
export interface Places {
  malaysia: Country;
  singapore: Country;
  penang: State;
  selangor: State;
  central: State;
}

export async function buildPlaces(): Promise<Places> {
  const [malaysia] = await Country.findOrCreate({ where: { iso2: 'MY' }, defaults: { name: 'Malaysia', iso2: 'MY', in_service: true } as never });
  const [singapore] = await Country.findOrCreate({ where: { iso2: 'SG' }, defaults: { name: 'Singapore', iso2: 'SG', in_service: true } as never });
  const state = async (country: Country, name: string) => (await State.findOrCreate({ where: { country_id: country.id, name }, defaults: { country_id: country.id, name } as never }))[0];
  return { malaysia, singapore, penang: await state(malaysia, 'Pulau Pinang'), selangor: await state(malaysia, 'Selangor'), central: await state(singapore, 'Central Singapore') };
}

export type UserOverrides = Partial<Omit<User['_creationAttributes'], 'password'>> & {
  /** A password to hash (default TEST_PASSWORD), or null for an account without one. */
  password?: string | null;
  /** Fill the contact and address the profile page asks for (George Town, Pulau Pinang, Malaysia). Default false. */
  profile?: boolean;
};

let seq = 0;
let hashed: Promise<string> | undefined;

const TYPE_OF_ROLE: Partial<Record<number, UserType>> = { [ROLE.MEMBER]: 'Personal', [ROLE.AGENT]: 'Agent' };

/**
 * A stored, active user of `role_id` with password TEST_PASSWORD, e-mail language English, a unique
 * `@example.test` address and the type of its role (members Personal, agents Agent). The row is also
 * the actor operations take (`{ id, role_id }`).
 */
export async function buildUser(overrides: UserOverrides & { role_id: number }): Promise<User> {
  await buildRolesAndStatuses();
  seq += 1;
  const { password, profile = false, ...attributes } = overrides;
  const places = profile ? await buildPlaces() : undefined;
  return User.create({
    name: 'Aminah Test',
    email: `user${seq}.${attributes.role_id}.${randomBytes(3).toString('hex')}@example.test`,
    password: password === undefined ? await (hashed ??= hashPassword(TEST_PASSWORD)) : password === null ? null : await hashPassword(password),
    status_id: USER_STATUS.ACTIVE,
    type: TYPE_OF_ROLE[attributes.role_id] ?? null,
    language: 'en',
    ...(places
      ? { contact: '0123456789', address_1: '12 Jalan Test', poscode: '10200', city: 'George Town', country_id: places.malaysia.id, state_id: places.penang.id }
      : {}),
    ...attributes,
  } as never);
}

/** A customer (role 4). */
export const buildCustomer = (overrides: UserOverrides = {}): Promise<User> => buildUser({ ...overrides, role_id: ROLE.MEMBER });

/** An agent (role 3). */
export const buildAgent = (overrides: UserOverrides = {}): Promise<User> => buildUser({ ...overrides, role_id: ROLE.AGENT });

/** A member of staff: ROLE.SUPER_ADMIN, ROLE.ADMIN or ROLE.ACCOUNTANT. */
export function buildStaff(role: RoleId, overrides: UserOverrides = {}): Promise<User> {
  if (role === ROLE.MEMBER || role === ROLE.AGENT) throw new Error(`buildStaff: role ${role} is not staff (use buildCustomer or buildAgent)`);
  return buildUser({ ...overrides, role_id: role });
}

/** The sign-up form as a visitor fills it in (George Town, Pulau Pinang; a unique e-mail), with overrides. */
export function buildRegistration(places: Pick<Places, 'malaysia' | 'penang'>, overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    name: 'Aminah Binti Yusof',
    email: `aminah.${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'Secret123',
    password_confirmation: 'Secret123',
    company: undefined,
    contact: '+60123456789',
    address_1: '12 Jalan Burma',
    address_2: undefined,
    poscode: '10050',
    city: 'George Town',
    country_id: places.malaysia.id,
    state_id: places.penang.id,
    type: 'Personal',
    terms: true,
    ...overrides,
  };
}

/** A country by ISO code (ids are never hard-coded in tests, ADR 003). */
export async function findCountry(iso2: string): Promise<Country> {
  const country = await Country.findOne({ where: { iso2 } });
  if (!country) throw new Error(`no country ${iso2}`);
  return country;
}

export const countryId = async (iso2: string): Promise<number> => (await findCountry(iso2)).id;
