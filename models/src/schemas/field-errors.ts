import type { z } from 'zod';

/** Per-field message keys: `{ field: [key, …] }`; the key '' holds what concerns the whole input (Conform's form-level errors). */
export type FieldErrors = Record<string, string[]>;

/** The per-field message keys of a failed parse (path joined with '.'), for AppError.fieldErrors. The one definition (kernel re-exports it). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '';
    (out[field] ??= []).push(issue.message);
  }
  return out;
}
