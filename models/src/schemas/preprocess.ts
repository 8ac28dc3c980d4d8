/**
 * Input normalisers shared by the form schemas. react-admin sends empty inputs as '' or null,
 * Conform leaves them out: all three mean "no value" (optional fields become undefined, required
 * fields fail with their "required" message).
 */
export const blank = (value: unknown): unknown => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
};

/** A number from a JSON number or a numeric string ("12.5"); anything else stays as it is and fails. */
export const numeric = (value: unknown): unknown => {
  const v = blank(value);
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return v;
};
