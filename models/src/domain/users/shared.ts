import { createHash, randomBytes } from 'node:crypto';
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import { getConfig } from '../../config/env';
import { ROLE, USER_STATUS_NAMES, ROLE_NAMES, type RoleId, type UserStatusId } from '../../constants/index';
import { sendMail, type SendMailResult } from '../../mail/index';
import { Country } from '../../models/country';
import { PasswordReset } from '../../models/password-reset';
import { User } from '../../models/user';
import { Whitelist } from '../../models/whitelist';
import { usersWithTwoFactor } from '../two-factor/shared';
import { iso, type Actor } from '../kernel/index';

/**
 * What every user-management operation shares: the acting staff member, permission checks against
 * the policy table, one transaction, the audit row (G-65), the user's JSON shape (H3↔H4 contract)
 * and the set-password e-mail (G-22).
 */


/** The list/resource each managed role belongs to (policies/resources.ts). */
export const RESOURCE_OF_ROLE: Partial<Record<number, 'customers' | 'agents' | 'accountants'>> = {
  [ROLE.MEMBER]: 'customers',
  [ROLE.AGENT]: 'agents',
  [ROLE.ACCOUNTANT]: 'accountants',
};

/** Console list to go back to after an impersonation of a user of this role (ACC-69). */
export function revertPathFor(roleId: number): string {
  switch (roleId) {
    case ROLE.MEMBER:
      return '/admin/customers';
    case ROLE.AGENT:
      return '/admin/agents';
    case ROLE.ACCOUNTANT:
      return '/admin/accountants';
    default:
      return '/admin';
  }
}

export { IMPERSONABLE_ROLES, mayActOn, outranks } from './rules';
import { userActionFlags } from './rules';

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, hash: sha256(token) };
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** How long a set-password link stays valid (G-22). */
export const SET_PASSWORD_TTL_MS = 72 * 60 * 60 * 1000;

/**
 * Issues a set-password token in password_resets (earlier unused ones are spent, so only the newest
 * link works) and returns the link `${appUrl}/forgot/password/{token}/request?q=email` that the
 * forgot-password pages accept.
 */
export async function issueSetPasswordToken(user: User, transaction: Transaction, now = new Date()): Promise<string> {
  await PasswordReset.update({ used_at: now }, { where: { user_id: user.id, used_at: { [Op.is]: null } }, transaction });
  const { token, hash } = newToken();
  await PasswordReset.create(
    { email: user.email, user_id: user.id, token_hash: hash, expires_at: new Date(now.getTime() + SET_PASSWORD_TTL_MS) },
    { transaction },
  );
  return `${getConfig().appUrl}/forgot/password/${token}/request?q=${encodeURIComponent(user.email)}`;
}

export function sendSetPasswordMail(user: Pick<User, 'id' | 'email' | 'name' | 'language' | 'role_id'>, link: string): Promise<SendMailResult> {
  return sendMail({
    to: user.email,
    template: 'set-password',
    language: user.language,
    data: { name: user.name, link, email: user.email, role: ROLE_NAMES[user.role_id as RoleId] ?? '', hours: SET_PASSWORD_TTL_MS / 3_600_000 },
    reference: `U${user.id}`,
    mailableType: 'SetPassword',
  });
}

/** The user JSON of the console (H3↔H4 contract). */
export interface UserJson {
  id: number;
  name: string;
  email: string;
  company: string | null;
  contact: string | null;
  address_1: string | null;
  address_2: string | null;
  poscode: string | null;
  city: string | null;
  state_id: number | null;
  country_id: number | null;
  country: { id: number; name: string } | null;
  type: string | null;
  role_id: number;
  role: { id: number; name: string };
  status_id: number;
  status: { id: number; name: string };
  last_login: string | null;
  created_at: string | null;
  commission_rate: string | null;
  meps_code: string | null;
  bank_name: string | null;
  bank_acc: string | null;
  /** ADR 055: the PayPal e-mail Send via PayPal pays (null: the login e-mail). */
  paypal_email: string | null;
  preregister_agent_id: number | null;
  is_whitelist: boolean;
  /** The row actions `viewer` may take (users/rules). */
  can_block: boolean;
  can_unblock: boolean;
  can_resend_password: boolean;
  can_impersonate: boolean;
  /** ADR 078: a confirmed authenticator (ADR 077), and whether `viewer` may turn it off. */
  two_factor_enabled: boolean;
  can_reset_two_factor: boolean;
}

/** Serialises users, as `viewer` sees them, with their country, whitelist and two-factor flags in three extra queries (not per row). */
export async function toUserJson(users: User[], viewer: Actor, transaction?: Transaction): Promise<UserJson[]> {
  const countryIds = [...new Set(users.map((u) => u.country_id).filter((id): id is number => typeof id === 'number'))];
  const emails = [...new Set(users.map((u) => u.email))];
  const [countries, whitelisted, enrolled] = await Promise.all([
    countryIds.length ? Country.findAll({ where: { id: countryIds }, attributes: ['id', 'name'], transaction }) : Promise.resolve([]),
    emails.length ? Whitelist.findAll({ where: { email: emails }, attributes: ['email'], transaction }) : Promise.resolve([]),
    usersWithTwoFactor(users.map((u) => u.id), transaction),
  ]);
  const countryById = new Map(countries.map((c) => [c.id, { id: c.id, name: c.name }]));
  const whitelist = new Set(whitelisted.map((w) => w.email));
  return users.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    company: u.company ?? null,
    contact: u.contact ?? null,
    address_1: u.address_1 ?? null,
    address_2: u.address_2 ?? null,
    poscode: u.poscode ?? null,
    city: u.city ?? null,
    state_id: u.state_id ?? null,
    country_id: u.country_id ?? null,
    country: u.country_id ? (countryById.get(u.country_id) ?? null) : null,
    type: u.type ?? null,
    role_id: u.role_id,
    role: { id: u.role_id, name: ROLE_NAMES[u.role_id as RoleId] ?? String(u.role_id) },
    status_id: u.status_id,
    status: { id: u.status_id, name: USER_STATUS_NAMES[u.status_id as UserStatusId] ?? String(u.status_id) },
    last_login: iso(u.last_login),
    created_at: iso(u.created_at),
    commission_rate: u.commission_rate === null || u.commission_rate === undefined ? null : String(u.commission_rate),
    meps_code: u.meps_code ?? null,
    bank_name: u.bank_name ?? null,
    bank_acc: u.bank_acc ?? null,
    paypal_email: u.paypal_email ?? null,
    preregister_agent_id: u.preregister_agent_id ?? null,
    is_whitelist: whitelist.has(u.email),
    two_factor_enabled: enrolled.has(u.id),
    ...userActionFlags(viewer, { id: u.id, role_id: u.role_id, status_id: u.status_id, two_factor_enabled: enrolled.has(u.id) }),
  }));
}

export async function oneUserJson(user: User, viewer: Actor, transaction?: Transaction): Promise<UserJson> {
  return (await toUserJson([user], viewer, transaction))[0]!;
}

/** Loads a user for an update, locking the row on MySQL. */
export async function lockUser(id: number, transaction: Transaction, where: WhereOptions<User> = {}): Promise<User | null> {
  if (!Number.isInteger(id) || id <= 0) return null;
  return User.findOne({ where: { ...where, id } as WhereOptions<User>, transaction, lock: transaction.LOCK.UPDATE });
}
