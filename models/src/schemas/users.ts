import { z } from 'zod';
import { blank, numeric } from './preprocess';
import { DEFAULT_PAGE_SIZE, LANGUAGES, PAGE_SIZES, USER_STATUS, USER_TYPES } from '../constants/index';

/**
 * User management in the console (ADM.a–c): the payloads of the /api/admin user resources, shared
 * by the REST handlers (remix-app/app/rest), the domain operations (models/src/domain/users) and the
 * react-admin forms. Browser-safe: no Node imports.
 *
 * Messages are i18n keys of the `users` namespace (`users:validation.*`) whose English texts are the
 * specification's words where it gives them (ADM-9, ADM-13) and plain rule texts otherwise.
 *
 * react-admin sends empty inputs as '' or null, Conform leaves them out: all three mean "no value"
 * (optional fields become undefined; required fields fail with their "required" message).
 */

export const usersMessage = (key: string): string => `users:validation.${key}`;


const requiredText = (field: string, min: number, max: number) =>
  z.preprocess(
    blank,
    z
      .string({ error: usersMessage(`${field}_required`) })
      .trim()
      .min(min, usersMessage(`${field}_min`))
      .max(max, usersMessage(`${field}_max`)),
  );

const optionalText = (field: string, min: number, max: number) =>
  z.preprocess(
    blank,
    z
      .string({ error: usersMessage(`${field}_invalid`) })
      .trim()
      .min(min, usersMessage(`${field}_min`))
      .max(max, usersMessage(`${field}_max`))
      .optional(),
  );

/** ADM-9 / ADM-13: e-mail required and valid; stored trimmed and lower-cased. */
export const userEmailSchema = z.preprocess(
  blank,
  z
    .string({ error: usersMessage('email_required') })
    .trim()
    .toLowerCase()
    .max(191, usersMessage('email_max'))
    .email(usersMessage('email_invalid')),
);

/** ADR 055: the agent's PayPal e-mail for Send via PayPal; optional (empty = the login e-mail), valid when given. */
export const paypalEmailSchema = z.preprocess(
  blank,
  z
    .string({ error: usersMessage('paypal_email_invalid') })
    .trim()
    .toLowerCase()
    .max(191, usersMessage('email_max'))
    .email(usersMessage('paypal_email_invalid'))
    .optional(),
);

const idSchema = (field: string, required: boolean) => {
  const base = z
    .number({ error: (issue) => (issue.input === undefined ? usersMessage(`${field}_required`) : usersMessage(`${field}_invalid`)) })
    .int(usersMessage(`${field}_invalid`))
    .positive(usersMessage(`${field}_invalid`));
  return required ? z.preprocess(numeric, base) : z.preprocess(numeric, base.optional());
};

/** ADM-13: required, numeric, 0 to 100 (stored as DECIMAL(5,2)). */
export const commissionRateSchema = z.preprocess(
  numeric,
  z
    .number({
      error: (issue) => (issue.input === undefined ? usersMessage('commission_rate_required') : usersMessage('commission_rate_numeric')),
    })
    .min(0, usersMessage('commission_rate_range'))
    .max(100, usersMessage('commission_rate_range'))
    .refine((n) => Number.isFinite(n), usersMessage('commission_rate_numeric')),
);

/** ADM-9: the accountant (or any staff-created user) — e-mail and name; the user chooses the password (G-22). */
export const createAccountantSchema = z.object({
  email: userEmailSchema,
  name: requiredText('name', 3, 191),
});
export type CreateAccountantPayload = z.infer<typeof createAccountantSchema>;

/** ADM-11: the fields an admin may change on an accountant. */
export const updateAccountantSchema = z.object({
  email: userEmailSchema,
  name: requiredText('name', 3, 191),
  contact: optionalText('contact', 6, 32),
});
export type UpdateAccountantPayload = z.infer<typeof updateAccountantSchema>;

/**
 * ADM-12/13/16/17: the agent form. E-mail required and valid; name min 3; contact min 6; company
 * required, min 6; commission_rate required, numeric, 0–100; country required; meps_code, bank_name
 * and bank_acc min 3 (the agent may complete banking later, ACC banking form, so they are optional
 * here); preregister_agent_id links the pre-registration it was created from.
 */
export const agentSchema = z.object({
  email: userEmailSchema,
  name: requiredText('name', 3, 191),
  contact: optionalText('contact', 6, 32),
  company: requiredText('company', 6, 191),
  commission_rate: commissionRateSchema,
  country_id: idSchema('country_id', true),
  meps_code: optionalText('meps_code', 3, 64),
  bank_name: optionalText('bank_name', 3, 128),
  bank_acc: optionalText('bank_acc', 3, 64),
  paypal_email: paypalEmailSchema,
  preregister_agent_id: idSchema('preregister_agent_id', false),
});
export type AgentPayload = z.infer<typeof agentSchema>;
export const AGENT_FIELDS = [
  'email',
  'name',
  'contact',
  'company',
  'commission_rate',
  'country_id',
  'meps_code',
  'bank_name',
  'bank_acc',
  'paypal_email',
  'preregister_agent_id',
] as const;

/** The staff member's own profile in the console (name, contact, language; the e-mail is the login and stays). */
export const staffProfileSchema = z.object({
  name: requiredText('name', 3, 191),
  contact: optionalText('contact', 6, 32),
  language: z.preprocess(blank, z.enum(LANGUAGES, { error: usersMessage('language_invalid') }).optional()),
});
export type StaffProfilePayload = z.infer<typeof staffProfileSchema>;

/** Statuses a list can be filtered on (ADM-2 `status`). */
export const USER_STATUS_IDS = Object.values(USER_STATUS) as number[];

/** The list filter of the user tables (ADM-1/2): q searches name, e-mail and contact. `id` serves getMany. */
export const userListFilterSchema = z
  .object({
    q: z.preprocess(blank, z.string().trim().max(100).optional()),
    status_id: z.preprocess(numeric, z.number().int().refine((n) => USER_STATUS_IDS.includes(n)).optional()),
    type: z.preprocess(blank, z.enum(USER_TYPES).optional()),
    id: z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(z.preprocess(numeric, z.number().int().positive())).max(100).optional()),
  })
  .strict();
export type UserListFilter = z.infer<typeof userListFilterSchema>;

export const preRegistrationListFilterSchema = z
  .object({
    q: z.preprocess(blank, z.string().trim().max(100).optional()),
    id: z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(z.preprocess(numeric, z.number().int().positive())).max(100).optional()),
  })
  .strict();
export type PreRegistrationListFilter = z.infer<typeof preRegistrationListFilterSchema>;

/** Sortable columns (ADM-1): only these reach ORDER BY. */
export const USER_SORT_FIELDS = ['id', 'name', 'email', 'contact', 'company', 'type', 'status_id', 'created_at', 'last_login', 'commission_rate'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const PRE_REGISTRATION_SORT_FIELDS = ['id', 'name', 'email', 'contact', 'created_at'] as const;
export type PreRegistrationSortField = (typeof PRE_REGISTRATION_SORT_FIELDS)[number];

export const USER_PAGE_SIZES = PAGE_SIZES;
export const USER_DEFAULT_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The answer of the custom user actions (block, unblock, resend-password, impersonate). */
export const USER_ACTIONS = ['block', 'unblock', 'resend-password', 'impersonate'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];
