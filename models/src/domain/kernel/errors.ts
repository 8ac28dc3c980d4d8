import type { z } from 'zod';
import { AppError, isAppError } from '../../errors/index';
import { fieldErrorsOf, type FieldErrors } from '../../schemas/field-errors';

export { fieldErrorsOf, type FieldErrors };

/** Runs `fn`; an AppError passes as it is, anything else becomes a 500 with `failKey` (the cause kept for the log). */
export async function orFail<T>(failKey: string, fn: () => Promise<T>, params?: Record<string, string | number>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError('INTERNAL', failKey, { cause: error, ...(params ? { params } : {}) });
  }
}

/** A 422 with `messageKey` and its per-field message keys (the one shape of a refused input). */
export function validationError(messageKey: string, fieldErrors: FieldErrors): AppError {
  return new AppError('VALIDATION', messageKey, { fieldErrors });
}

/** Parses `input` with `schema`, or throws 422 with per-field message keys under `messageKey`. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, messageKey: string): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationError(messageKey, fieldErrorsOf(result.error));
}
