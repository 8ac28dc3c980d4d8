import Decimal from 'decimal.js';
import type { Transaction } from 'sequelize';
import { getSequelize } from '../../db/database';
import { AppError, isAppError } from '../../errors/index';

/**
 * The domain kernel (issue 12 §1, ADR 025): what every operation shares — who acts, the options,
 * one transaction, turning an unexpected failure into the operation's own message, money. Areas
 * import these from here (their `shared.ts` files re-export them); a second definition is a defect.
 */

/** The signed-in user acting (a User row satisfies it), plus who is behind an impersonation and from where. */
export interface Actor {
  id: number;
  role_id: number;
  /** Set when `id` is being impersonated: the staff member really acting. */
  impersonator_id?: number | null;
  ip?: string | null;
}

/**
 * The system acting on its own — a provider's webhook or reconciliation, a job — where no user acts
 * and no ownership applies. Operations that accept it say so in their type; a missing actor is never
 * taken to mean it.
 */
export const SYSTEM = Object.freeze({ system: true as const });
export type SystemActor = typeof SYSTEM;
export const isSystemActor = (actor: unknown): actor is SystemActor => actor === SYSTEM;

export interface OperationOptions {
  transaction?: Transaction;
}

/** Runs `fn` in the caller's transaction, or in a new one. */
export function inTransaction<T>(options: OperationOptions, fn: (transaction: Transaction) => Promise<T>): Promise<T> {
  if (options.transaction) return fn(options.transaction);
  return getSequelize().transaction((transaction) => fn(transaction));
}

/** Runs `fn`; an AppError passes as it is, anything else becomes a 500 with `failKey` (the cause kept for the log). */
export async function orFail<T>(failKey: string, fn: () => Promise<T>, params?: Record<string, string | number>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError('INTERNAL', failKey, { cause: error, ...(params ? { params } : {}) });
  }
}

/** An amount as a two-decimal string, rounded half up (never through floats). */
export const toMoney = (value: Decimal.Value): string => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
