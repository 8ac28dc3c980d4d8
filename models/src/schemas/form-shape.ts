/**
 * Structural bounds of a submitted form (issue 11, ADR 019), checked on the field NAMES before any
 * value is turned into nested objects. Conform turns `lines[99999999].x` into an array of 100 million
 * slots (and Zod then visits each), so an index above FORM_MAX_INDEX, too many fields, over-long or
 * over-deep names, and Conform's reserved fields that are not the JSON it expects are refused here.
 * The lists' real maxima (50 lines, 45 classes, 20 partners…) are the schemas' `.max()` and give a
 * translated field error; FORM_MAX_INDEX is only the hard ceiling above all of them. Browser-safe.
 */

export const FORM_LIMITS = {
  /** Fields in one form (a filing form of 50 lines × 8 fields is ~400). */
  maxFields: 1000,
  /** Highest list index accepted in a name (`lines[99]`); every schema list maximum is at most 100. */
  maxIndex: 99,
  /** Characters of one field name. */
  maxNameLength: 200,
  /** Path segments of one field name (`address.country_id` is 2, `lines[0].filing_no` is 3). */
  maxDepth: 6,
} as const;

/** The maxima of the lists of the customer forms (the schemas use them; a real user never reaches them). */
export const LIST_MAX = {
  /** Renewal lines of one filing form (ORD-1). */
  renewalLines: 50,
  /** Nice classes of one search or application request (POR-43). */
  classifications: 45,
  /** Partners of one application request (POR-48). */
  partners: 20,
  /** Cart ids of one checkout or selection. */
  cartIds: 100,
} as const;

export type FormShapeProblem = 'too_many_fields' | 'index_too_large' | 'name_too_long' | 'name_too_deep' | 'bad_control';

/** The i18n key of each refusal (namespace `auth`, beside the other request refusals). */
export const FORM_SHAPE_MESSAGES: Record<FormShapeProblem, string> = {
  too_many_fields: 'auth:request.too_many_fields',
  index_too_large: 'auth:request.list_too_long',
  name_too_long: 'auth:request.invalid_form',
  name_too_deep: 'auth:request.invalid_form',
  bad_control: 'auth:request.invalid_form',
};

/** Conform's reserved fields: a list operation (JSON) and the form state (JSON). */
const CONTROL_FIELDS = new Set(['__intent__', '__state__']);

/** The problem of one field name, or null. Reads digits as text: never converts an unbounded number. */
export function fieldNameProblem(name: string): FormShapeProblem | null {
  if (name.length > FORM_LIMITS.maxNameLength) return 'name_too_long';
  let depth = 1;
  for (let i = 0; i < name.length; i += 1) {
    const c = name[i];
    if (c === '.') depth += 1;
    else if (c === '[') {
      depth += 1;
      let j = i + 1;
      while (j < name.length && name[j]! >= '0' && name[j]! <= '9') j += 1;
      const digits = name.slice(i + 1, j);
      // More than 2 digits (or a leading-zero trick like 0000001) can only be above the ceiling.
      if (digits.length > String(FORM_LIMITS.maxIndex).length || (digits.length > 0 && Number(digits) > FORM_LIMITS.maxIndex)) return 'index_too_large';
      i = j - 1;
    }
  }
  return depth > FORM_LIMITS.maxDepth ? 'name_too_deep' : null;
}

/** Conform's list intent must be its JSON, and the name/index it targets within the same bounds. */
function controlProblem(name: string, value: unknown): FormShapeProblem | null {
  if (typeof value !== 'string') return 'bad_control';
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return 'bad_control';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return 'bad_control';
  if (name !== '__intent__') return null;
  const { type, payload } = parsed as { type?: unknown; payload?: unknown };
  if (typeof type !== 'string' || !payload || typeof payload !== 'object') return 'bad_control';
  const { name: target, index, from, to } = payload as Record<string, unknown>;
  if (target !== undefined) {
    if (typeof target !== 'string') return 'bad_control';
    const problem = fieldNameProblem(target);
    if (problem) return problem;
  }
  for (const position of [index, from, to]) {
    if (position === undefined) continue;
    if (typeof position !== 'number' || !Number.isInteger(position) || position < 0) return 'bad_control';
    if (position > FORM_LIMITS.maxIndex) return 'index_too_large';
  }
  return null;
}

/**
 * The first structural problem of a form's entries, or null. Stops at the first problem, and counts
 * the fields as it goes, so a form of a million fields is refused after FORM_LIMITS.maxFields of them.
 */
export function formShapeProblem(entries: Iterable<readonly [string, unknown]>): FormShapeProblem | null {
  let count = 0;
  for (const [name, value] of entries) {
    count += 1;
    if (count > FORM_LIMITS.maxFields) return 'too_many_fields';
    const problem = CONTROL_FIELDS.has(name) ? controlProblem(name, value) : fieldNameProblem(name);
    if (problem) return problem;
  }
  return null;
}
