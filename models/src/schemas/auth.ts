import { z } from 'zod';
import { humanCheckSchema } from './contact';

/**
 * The login form (ACC-10): email required and valid; password required, at least 6 characters.
 * Browser-safe. Messages are i18n keys of the `auth` namespace.
 */
export const loginSchema = z.object({
  email: z
    .string({ error: 'auth:email_required' })
    .trim()
    .min(1, { error: 'auth:email_required', abort: true })
    .pipe(z.email('auth:email_invalid').max(191, 'auth:email_invalid')),
  password: z.string({ error: 'auth:password_required' }).min(1, { error: 'auth:password_required', abort: true }).min(6, 'auth:password_min'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/admin/auth/login: the login form plus the console variant (staff = webadmin). */
export const consoleLoginSchema = loginSchema.extend({
  role_hint: z.enum(['staff', 'accountant']).catch('staff'),
  /** The human check's answer, asked for after repeated failures (G-66, ADR 020). */
  human: humanCheckSchema.optional(),
  /** The second factor (issue 18, ADR 077): a 6-digit code of the authenticator, or a recovery code. */
  code: z.string().max(32).optional().catch(undefined),
  recovery_code: z.string().max(32).optional().catch(undefined),
});
export type ConsoleLoginInput = z.infer<typeof consoleLoginSchema>;

/** PUT /api/admin/maintenance. */
export const maintenanceSchema = z.object({ enabled: z.boolean({ error: 'auth:invalid_payload' }) });
