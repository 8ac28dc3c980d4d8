import { z } from 'zod';
import { mismatchIssue, passwordsMatch } from './confirmation';
import { LANGUAGES } from '../constants/index';

/**
 * The signed-in user's own forms (ACC.f, ACC.g), shared by the Remix pages (Conform on both sides),
 * the domain operations (models/src/domain/account/{update-profile,change-password}.ts) and the
 * console's staff pages. Browser-safe. Messages are i18n keys (`nav:` namespace) whose English
 * texts are the specification's words.
 *
 * Empty form fields arrive as `undefined` (Conform strips empty strings), so "required" is the
 * type error of a missing value and optional fields are `.optional()`.
 */

/** ACC-23: at least one lower-case letter, one upper-case letter, one digit, at least 6 characters. */
export const CHANGE_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,}$/;

const required = (key: string) => ({ error: `nav:validation.${key}` });

const requiredText = (field: string, min: number, max = 191) =>
  z
    .string(required(`${field}_required`))
    .trim()
    .min(1, required(`${field}_required`).error)
    .min(min, required(`${field}_min`).error)
    .max(max, required(`${field}_max`).error);

const optionalText = (field: string, min: number, max = 191) =>
  z
    .string()
    .trim()
    .min(min, required(`${field}_min`).error)
    .max(max, required(`${field}_max`).error)
    .optional();

const requiredId = (field: string) =>
  z.number(required(`${field}_required`)).int(required(`${field}_required`).error).positive(required(`${field}_required`).error);

/** ACC-62/63: what the user may change on the profile page (email and type are read only). */
export const profileSchema = z.object({
  name: requiredText('name', 3),
  company: optionalText('company', 3),
  contact: optionalText('contact', 6, 32),
  address_1: requiredText('address_1', 3),
  address_2: optionalText('address_2', 3),
  poscode: requiredText('poscode', 3, 16),
  city: requiredText('city', 3, 100),
  country_id: requiredId('country_id'),
  state_id: requiredId('state_id'),
  /** The language of the user's e-mails and invoices (I18N-2); absent keeps the stored one. */
  language: z.enum(LANGUAGES, required('language_invalid')).optional(),
});
export type ProfileForm = z.infer<typeof profileSchema>;
export const PROFILE_FIELDS = ['name', 'company', 'contact', 'address_1', 'address_2', 'poscode', 'city', 'country_id', 'state_id', 'language'] as const;

/** ACC-55..58: the password change form. */
export const changePasswordSchema = z
  .object({
    old_ps: z
      .string(required('old_ps_required'))
      .min(1, required('old_ps_required').error)
      .min(6, required('old_ps_min').error)
      .max(255, required('password_max').error),
    password: z
      .string(required('password_required'))
      .min(1, required('password_required').error)
      .max(255, required('password_max').error)
      .regex(CHANGE_PASSWORD_PATTERN, required('password_rule').error),
    password_confirmation: z.string(required('password_confirmation_required')).min(1, required('password_confirmation_required').error),
  })
  .refine(passwordsMatch, mismatchIssue(required('password_confirmation_mismatch').error));
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
