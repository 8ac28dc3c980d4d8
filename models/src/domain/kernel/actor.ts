import { AppError } from '../../errors/index';
import { canUserUseResource } from '../../policies/resources';

/** The signed-in user acting (a User row satisfies it), plus who is behind an impersonation and from where. */
export interface Actor {
  id: number;
  role_id: number;
  /** Set when `id` is being impersonated: the staff member really acting. */
  impersonator_id?: number | null;
  ip?: string | null;
}

/**
 * The system acting on its own — a provider's webhook or reconciliation, a job, a step that follows
 * a committed change (an e-mail, an invoice) — where no user acts and no ownership applies.
 * Operations that accept it say so in their type; a missing actor is never taken to mean it.
 */
export const SYSTEM = Object.freeze({ system: true as const });
export type SystemActor = typeof SYSTEM;
export const isSystemActor = (actor: unknown): actor is SystemActor => actor === SYSTEM;

/** Refuses any actor but SYSTEM: the operation is the system's own work (a job's run, a follow-up step), never a user's. */
export function assertSystemActor(actor: unknown): asserts actor is SystemActor {
  if (!isSystemActor(actor)) throw new AppError('FORBIDDEN', 'users:not_allowed');
}

/** A signed-in user (not SYSTEM, not missing) whose role is one of `roles`; 403 with `messageKey` otherwise. */
export function assertRole(actor: Actor | SystemActor | null | undefined, roles: readonly number[], messageKey: string): asserts actor is Actor {
  if (!actor || isSystemActor(actor) || !roles.includes(Number(actor.role_id))) throw new AppError('FORBIDDEN', messageKey);
}

/**
 * 403 with `messageKey` unless the policy table (policies/resources.ts) lets the actor use
 * `resource`/`action` — by their role, with ACL-3's first account counting as a Super Admin on the
 * product list (`canUserUseResource`, the same check the console API makes).
 */
export function assertAllowed(actor: Actor | SystemActor | null | undefined, resource: string, action: string, messageKey = 'users:not_allowed'): asserts actor is Actor {
  if (!actor || isSystemActor(actor) || !canUserUseResource(actor, resource, action)) throw new AppError('FORBIDDEN', messageKey);
}
