import { z } from 'zod';

/**
 * The public contact form (PUB-22..24). Browser-safe; messages are keys of the `site` namespace.
 * Empty fields arrive as `undefined` from Conform, so "required" is the type error of a missing value.
 */

const msg = (name: string) => ({ error: `site:contact.validation.${name}` });
/** A required check that stops the field's other checks (one message per field). */
const required = (name: string) => ({ ...msg(name), abort: true });

/** PUB-23: name required, min 3; email required and valid; message required, min 6. */
export const contactSchema = z.object({
  name: z.string(msg('name_required')).trim().min(1, required('name_required')).min(3, msg('name_min')).max(191, msg('name_max')),
  email: z
    .string(msg('email_required'))
    .trim()
    .min(1, msg('email_required'))
    .max(191, msg('email_invalid'))
    .pipe(z.email(msg('email_invalid'))),
  message: z
    .string(msg('message_required'))
    .trim()
    .min(1, required('message_required'))
    .min(6, msg('message_min'))
    .max(5000, msg('message_max')),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** PUB-23 (spec text): shown when the human verification has not passed. */
export const HUMAN_VERIFICATION_PENDING = 'site:contact.recaptcha_pending';

/**
 * The human-verification part of the form (G-41): a provider token (reCAPTCHA-compatible,
 * `g-recaptcha-response`), or the built-in challenge (signed token + answer) and its honeypot.
 */
export const humanCheckSchema = z.object({
  provider_token: z.string().max(4096).optional(),
  challenge_token: z.string().max(512).optional(),
  challenge_answer: z.string().max(16).optional(),
  honeypot: z.string().max(512).optional(),
});

export type HumanCheckInput = z.infer<typeof humanCheckSchema>;
