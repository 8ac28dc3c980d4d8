import { ROLE, USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { canUseResource } from '../../policies/resources';
import type { Actor } from '../kernel/index';

/**
 * What a staff member may do to a user row (ADM-4, ADM-5, ADM-7, ACC-66..70, ADR 018), answered once:
 * the operations refuse with the refusal, the console shows a row action when it is null (the
 * `can_*` flags of the user JSON). Pure; the target is the row as read.
 */

/** Staff seniority: nobody acts on staff of equal or higher rank (block, impersonate). */
const STAFF_RANK: Partial<Record<number, number>> = { [ROLE.SUPER_ADMIN]: 3, [ROLE.ADMIN]: 2, [ROLE.ACCOUNTANT]: 1 };
export function outranks(actorRole: number, targetRole: number): boolean {
  const target = STAFF_RANK[targetRole];
  if (target === undefined) return true;
  return (STAFF_RANK[actorRole] ?? 0) > target;
}

/**
 * Who may unblock a user or resend their password (issue 11, ADR 018): only a super admin acts on a
 * super admin; other staff only on staff they outrank (customers and agents: any console user
 * allowed by the policy table). Block and impersonate keep the strict rank rule (`outranks`).
 */
export function mayActOn(actorRole: number, targetRole: number): boolean {
  if (targetRole === ROLE.SUPER_ADMIN) return actorRole === ROLE.SUPER_ADMIN;
  return outranks(actorRole, targetRole);
}

/** ACC-66, ADM-3: impersonation starts from the user tables: customers, agents and accountants only. */
export const IMPERSONABLE_ROLES: readonly number[] = [ROLE.MEMBER, ROLE.AGENT, ROLE.ACCOUNTANT];

export interface UserTarget {
  id: number;
  role_id: number;
  status_id: number;
  /** Whether the user has a confirmed two-factor authenticator (ADR 077); unknown counts as no. */
  two_factor_enabled?: boolean;
}

const permitted = (actor: Actor, action: string) => canUseResource('users', action, actor.role_id);

/** ADM-4: any user not already blocked, never oneself nor staff of equal or higher rank. */
export function blockRefusal(actor: Actor, user: UserTarget): AppError | null {
  if (!permitted(actor, 'block')) return new AppError('FORBIDDEN', 'users:not_allowed');
  if (user.id === actor.id || user.id === actor.impersonator_id) return new AppError('FORBIDDEN', 'users:cannot_block_self');
  if (!outranks(actor.role_id, user.role_id)) return new AppError('FORBIDDEN', 'users:not_allowed');
  if (user.status_id === USER_STATUS.BLOCKED) return new AppError('CONFLICT', 'users:already_blocked');
  return null;
}

/** ADM-5: only blocked users, only by staff who may act on them. */
export function unblockRefusal(actor: Actor, user: UserTarget): AppError | null {
  if (!permitted(actor, 'unblock')) return new AppError('FORBIDDEN', 'users:not_allowed');
  if (!mayActOn(actor.role_id, user.role_id)) return new AppError('FORBIDDEN', 'users:not_allowed');
  if (user.status_id !== USER_STATUS.BLOCKED) return new AppError('CONFLICT', 'users:not_blocked');
  return null;
}

/** ADM-7, G-22: only users awaiting a password (status 5), only by staff who may act on them. */
export function resendPasswordRefusal(actor: Actor, user: UserTarget): AppError | null {
  if (!permitted(actor, 'resend-password')) return new AppError('FORBIDDEN', 'users:not_allowed');
  if (!mayActOn(actor.role_id, user.role_id)) return new AppError('FORBIDDEN', 'users:not_allowed');
  if (user.status_id !== USER_STATUS.PASSWORD_CHANGE_REQUIRED) return new AppError('CONFLICT', 'users:resend_password_not_allowed');
  return null;
}

const IMPERSONATE_FAIL = 'users:impersonate_fail';
const NOT_IMPERSONABLE: number[] = [USER_STATUS.BLOCKED, USER_STATUS.UNVERIFIED, USER_STATUS.UNVERIFIED_LEGACY];

/**
 * ACC-66/67, ACL-56: not while already impersonating, not oneself, only customers, agents and
 * accountants the actor outranks, never blocked or unverified users.
 */
export function impersonateRefusal(actor: Actor, user: UserTarget): AppError | null {
  if (!permitted(actor, 'impersonate') || actor.impersonator_id) return new AppError('FORBIDDEN', IMPERSONATE_FAIL);
  if (user.id === actor.id || !IMPERSONABLE_ROLES.includes(user.role_id) || !outranks(actor.role_id, user.role_id)) return new AppError('FORBIDDEN', IMPERSONATE_FAIL);
  if (NOT_IMPERSONABLE.includes(user.status_id)) return new AppError('CONFLICT', IMPERSONATE_FAIL);
  return null;
}

/**
 * ADR 078: a user who lost their authenticator and their recovery codes gets their two-factor sign-in
 * turned off by staff who may act on them — never their own (they use their own page), never while
 * impersonating, only when one is on.
 */
export function resetTwoFactorRefusal(actor: Actor, user: UserTarget): AppError | null {
  if (!permitted(actor, 'reset-two-factor') || actor.impersonator_id) return new AppError('FORBIDDEN', 'users:not_allowed');
  if (user.id === actor.id || !mayActOn(actor.role_id, user.role_id)) return new AppError('FORBIDDEN', 'users:not_allowed');
  if (user.two_factor_enabled !== true) return new AppError('CONFLICT', 'users:two_factor_not_enabled');
  return null;
}

export interface UserActionFlags {
  can_block: boolean;
  can_unblock: boolean;
  can_resend_password: boolean;
  can_impersonate: boolean;
  can_reset_two_factor: boolean;
}

/** The row actions the console offers `actor` on `user`. */
export function userActionFlags(actor: Actor, user: UserTarget): UserActionFlags {
  return {
    can_block: blockRefusal(actor, user) === null,
    can_unblock: unblockRefusal(actor, user) === null,
    can_resend_password: resendPasswordRefusal(actor, user) === null,
    can_impersonate: impersonateRefusal(actor, user) === null,
    can_reset_two_factor: resetTwoFactorRefusal(actor, user) === null,
  };
}
