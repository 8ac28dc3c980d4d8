/**
 * The "confirmation matches the password" rule of the password forms (registration, reset, change),
 * checked even when other fields fail: Zod skips an object's refinements once any field has failed,
 * so without `when` the mismatch would hide until every other field is right (issue 11 — every
 * field's error is shown at once). Browser-safe.
 */
export const passwordsMatch = (value: { password?: unknown; password_confirmation?: unknown }): boolean =>
  value.password === value.password_confirmation;

/** The refine options: the error on password_confirmation, checked whenever both passwords were given. */
export function mismatchIssue(error: string) {
  return {
    path: ['password_confirmation'],
    error,
    when(payload: { value: unknown }): boolean {
      const value = payload.value as Record<string, unknown> | null;
      return (
        typeof value === 'object' &&
        value !== null &&
        typeof value.password === 'string' &&
        typeof value.password_confirmation === 'string' &&
        value.password_confirmation !== ''
      );
    },
  };
}
