import type { Transaction } from 'sequelize';
import { getSequelize } from '../../db/database';

export interface OperationOptions {
  transaction?: Transaction;
}

/** Runs `fn` in the caller's transaction, or in a new one. */
export function inTransaction<T>(options: OperationOptions, fn: (transaction: Transaction) => Promise<T>): Promise<T> {
  if (options.transaction) return fn(options.transaction);
  return getSequelize().transaction((transaction) => fn(transaction));
}

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
