import { AppError, isAppError } from '../../errors/index';
import { assertAllowed, inTransaction, parseInput, validationError, writeAudit, type Actor, type OperationOptions } from '../users/shared';

/**
 * What the settings operations share with the user-management ones (permission from the policy
 * table, one transaction, the audit row of G-65, zod parsing into 422 field errors) and the one
 * rule of their own: an unexpected failure becomes the screen's own failure message.
 */
export { assertAllowed, inTransaction, parseInput, validationError, writeAudit, type Actor, type OperationOptions };

export const NOT_ALLOWED = 'settings:not_allowed';

/** Runs `fn`; an AppError passes as it is, anything else becomes a 500 with `failKey`. */
export async function orFail<T>(failKey: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError('INTERNAL', failKey, { cause: error });
  }
}

/** A 0-based offset and a 1..max limit from the caller's paging. */
export function pageOf(input: { offset?: number; limit?: number }, max: number): { offset: number; limit: number } {
  const offset = Math.max(0, Math.trunc(input.offset ?? 0));
  const limit = Math.min(max, Math.max(1, Math.trunc(input.limit ?? max)));
  return { offset, limit };
}

export interface SettingsList<T> {
  rows: T[];
  total: number;
  offset: number;
  limit: number;
}
