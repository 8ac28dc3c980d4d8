import { staffProfileSchema } from '../shared';
import { schemaValidator } from '../common/validation';

export const PROFILE_FORM_FIELDS = ['name', 'contact', 'language'] as const;
/** The staff member's own profile (staffProfileSchema): name, contact, language. */
export const validateStaffProfile = schemaValidator(staffProfileSchema, PROFILE_FORM_FIELDS);

/** The PUT body: only the fields the staff profile schema accepts ('' → null clears contact). */
export function profilePayload(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of PROFILE_FORM_FIELDS) {
    const v = values[field];
    out[field] = v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v;
  }
  return out;
}
