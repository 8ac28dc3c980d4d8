import { z } from 'zod';
import { mismatchIssue, passwordsMatch } from './confirmation';

/**
 * The public account forms (ACC.b registration, ACC.e forgot / reset password), shared by the Remix
 * pages (Conform on both sides) and the domain operations in models/src/domain/account/. Browser-safe.
 * Messages are i18n keys of the `account` namespace whose English texts are the specification's words
 * (ACC-23 and ACC-24 exactly).
 *
 * Empty form fields arrive as `undefined` (Conform strips empty strings and turns numbers and
 * checkboxes into numbers and booleans), so "required" is the type error of a missing value and
 * optional fields are `.optional()`.
 */

/** ACC-23: at least one lower-case letter, one upper-case letter, one digit, at least 6 characters. */
export const ACCOUNT_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,}$/;

/** ACC-19: the user types a visitor may choose (Agent is never self-selected). */
export const REGISTRATION_TYPES = ['Personal', 'Company'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

const key = (name: string) => `account:validation.${name}`;
const msg = (name: string) => ({ error: key(name) });

const requiredText = (field: string, min: number, max = 191) =>
  z
    .string(msg(`${field}_required`))
    .trim()
    .min(1, msg(`${field}_required`))
    .min(min, msg(`${field}_min`))
    .max(max, msg(`${field}_max`));

const optionalText = (field: string, min: number, max = 191) =>
  z
    .string()
    .trim()
    .min(min, msg(`${field}_min`))
    .max(max, msg(`${field}_max`))
    .optional();

const requiredId = (field: string) =>
  z.number(msg(`${field}_required`)).int(msg(`${field}_required`)).positive(msg(`${field}_required`));

/** ACC-22 / ACC-48: required and a valid e-mail. */
export const accountEmailSchema = z
  .string(msg('email_required'))
  .trim()
  .min(1, msg('email_required'))
  .max(191, msg('email_invalid'))
  .pipe(z.email(msg('email_invalid')));

/** ACC-23: the password rule, one message for every part of it. */
export const accountPasswordSchema = z
  .string(msg('password_required'))
  .min(1, msg('password_required'))
  .max(72, msg('password_max'))
  .regex(ACCOUNT_PASSWORD_PATTERN, msg('password_rule'));

const confirmationSchema = z.string(msg('password_confirmation_required')).min(1, msg('password_confirmation_required'));

/** The registration fields without the confirmation rule (used to build the form). */
export const registrationFieldsSchema = z.object({
  name: requiredText('name', 3),
  email: accountEmailSchema,
  password: accountPasswordSchema,
  password_confirmation: confirmationSchema,
  company: optionalText('company', 3),
  contact: requiredText('contact', 6, 32),
  address_1: requiredText('address_1', 3),
  address_2: optionalText('address_2', 3),
  poscode: requiredText('poscode', 3, 16),
  /** ACC-63, POR-46: min 3, as on the profile. */
  city: requiredText('city', 3, 100),
  country_id: requiredId('country_id'),
  state_id: requiredId('state_id'),
  type: z.enum(REGISTRATION_TYPES, msg('type_required')),
  /** ACC-30: the terms of service must be accepted (checkbox "on" → true). */
  terms: z.boolean(msg('terms_required')).refine((accepted) => accepted, msg('terms_required')),
});

/** ACC-17..30: the registration form. */
export const registrationSchema = registrationFieldsSchema.refine(passwordsMatch, mismatchIssue(key('password_confirmation_mismatch')));
export type RegistrationInput = z.infer<typeof registrationSchema>;
export const REGISTRATION_FIELDS = [
  'name',
  'email',
  'password',
  'password_confirmation',
  'company',
  'contact',
  'address_1',
  'address_2',
  'poscode',
  'city',
  'country_id',
  'state_id',
  'type',
] as const;

/** ACC-48: the forgot-password form. */
export const forgotPasswordSchema = z.object({ email: accountEmailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** ACC-52: the reset form (e-mail from the query `q`, token from the route). */
export const resetPasswordSchema = z
  .object({
    token: z.string(msg('token_invalid')).regex(/^[0-9a-f]{64}$/i, msg('token_invalid')),
    email: accountEmailSchema,
    password: accountPasswordSchema,
    password_confirmation: confirmationSchema,
  })
  .refine(passwordsMatch, mismatchIssue(key('password_confirmation_mismatch')));
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The fields the reset page's form holds (the browser checks these; the server checks all). */
export const resetPasswordFormSchema = z
  .object({ password: accountPasswordSchema, password_confirmation: confirmationSchema })
  .refine(passwordsMatch, mismatchIssue(key('password_confirmation_mismatch')));

/** ACC-38 / ACC-50: a token in a link (64 hex characters) and its e-mail. */
export const tokenLinkSchema = z.object({
  token: z.string().regex(/^[0-9a-f]{64}$/i),
  email: accountEmailSchema,
});

export { fieldErrorsOf } from './field-errors';
