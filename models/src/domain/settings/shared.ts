import { type Actor, assertAllowed, inTransaction, type OperationOptions, parseInput, validationError, writeAudit } from '../kernel/index';

/**
 * What the settings operations share with the user-management ones (permission from the policy
 * table, one transaction, the audit row of G-65, zod parsing into 422 field errors) and the one
 * rule of their own: an unexpected failure becomes the screen's own failure message.
 */
export { assertAllowed, inTransaction, parseInput, validationError, writeAudit, type Actor, type OperationOptions };

export const NOT_ALLOWED = 'settings:not_allowed';


/** A 0-based offset and a 1..max limit from the caller's paging. */
export function pageOf(input: { offset?: number; limit?: number }, max: number): { offset: number; limit: number } {
  const offset = Math.max(0, Math.trunc(input.offset ?? 0));
  const limit = Math.min(max, Math.max(1, Math.trunc(input.limit ?? max)));
  return { offset, limit };
}

