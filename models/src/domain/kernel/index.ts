import Decimal from 'decimal.js';
import { literal, Op, type Transaction } from 'sequelize';
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

/** Refuses any actor but SYSTEM: the operation is the system's own work (a job's run), never a user's. */
export function assertSystemActor(actor: unknown): asserts actor is SystemActor {
  if (!isSystemActor(actor)) throw new AppError('FORBIDDEN', 'users:not_allowed');
}

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

/**
 * Runs `task` once the work is durable: at once when the operation owned its transaction (which has
 * committed by now; a failure reaches the caller), after the caller's commit otherwise (not awaited:
 * a failure is logged with `label`). The one after-commit idiom (ADR 025).
 */
export async function afterCommit<T>(options: OperationOptions, task: () => Promise<T>, label = 'after-commit step'): Promise<T | undefined> {
  if (options.transaction) {
    options.transaction.afterCommit(() => {
      void task().catch((error: unknown) => logStepFailure(label, error));
    });
    return undefined;
  }
  return task();
}

/**
 * An after-commit step whose failure must not fail the committed change (an e-mail, an invoice, a
 * provider clean-up): logged with `label`, never thrown.
 */
export async function afterCommitLogged(options: OperationOptions, label: string, task: () => Promise<unknown>): Promise<void> {
  await afterCommit(options, () => runLogged(label, task), label);
}

/** Runs a step of already-committed work: a failure is logged with `label`, never thrown. */
export async function runLogged(label: string, task: () => Promise<unknown>): Promise<void> {
  try {
    await task();
  } catch (error) {
    logStepFailure(label, error);
  }
}

/** Logs a failed step that ran after its change committed (the change stands). */
function logStepFailure(label: string, error: unknown): void {
  console.error(`[after-commit] ${label} failed:`, error instanceof Error ? error.message : error);
}

/** A date (or date string) as an ISO-8601 instant; null stays null. */
export const iso = (value: Date | string | null | undefined): string | null => (value === null || value === undefined || value === '' ? null : new Date(value).toISOString());

/** One page of a list: its rows, the total in the database, and the window. */
export interface ListResult<T> {
  rows: T[];
  total: number;
  offset: number;
  limit: number;
}

/** `LIKE` operand that matches `text` literally anywhere ('!' escapes, the same on MySQL and SQLite). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/**
 * A where clause: any of `columns` contains `text` literally. A column is `name` on the queried table
 * or `alias.name` / `alias->nested.name` on an included one (as Sequelize names joined tables).
 */
export function likeAny(columns: readonly string[], text: string) {
  const sequelize = getSequelize();
  const pattern = sequelize.escape(containsPattern(text));
  const qi = sequelize.getQueryInterface();
  return { [Op.or]: columns.map((column) => literal(`${qi.quoteIdentifiers(column)} LIKE ${pattern} ESCAPE '!'`)) };
}
