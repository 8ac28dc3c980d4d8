/**
 * Form validation from the shared zod schemas (models/src/schemas, browser-safe). The schemas'
 * messages are i18n keys (`nav:validation.name_min`, `users:…`); react-admin translates the
 * strings a validator returns, so the console shows the catalogue's text in the user's language.
 */

/** The slice of a zod schema the console uses (keeps zod itself out of the console's imports). */
export interface SafeParser {
  safeParse(value: unknown): { success: true; data?: unknown } | { success: false; error: { issues: readonly ZodIssueLike[] } };
}
export interface ZodIssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * react-admin / react-hook-form give empty inputs as '' or null; the schemas treat a missing value as
 * `undefined` (required = type error of a missing value, optional = `.optional()`).
 */
export function normalizeFormValues(values: Record<string, unknown>, fields?: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of fields ?? Object.keys(values)) {
    const value = values[key];
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = value;
  }
  return out;
}

/** `{field: message}` for the first issue of each field (react-admin's Form `validate` shape). */
export function issuesToErrors(issues: readonly ZodIssueLike[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'root';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A react-admin form-level validator from a schema. `fields` limits validation to the form's own
 * fields (a record loaded for Edit also carries id, role, status…).
 */
export function schemaValidator(schema: SafeParser, fields?: readonly string[]) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const result = schema.safeParse(normalizeFormValues(values ?? {}, fields));
    return result.success ? {} : issuesToErrors(result.error.issues);
  };
}
