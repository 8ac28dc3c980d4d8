import { z } from 'zod';
import { humanCheckFormFields } from './human-check-form';

/**
 * Two-factor sign-in forms (issue 18, ADR 077). Browser-safe. A code is a 6-digit TOTP code or a
 * recovery code ("xxxxx-xxxxx"); spaces are allowed (people copy "123 456"). Longer than any code:
 * not one of ours.
 */
const codeField = z
  .string({ error: 'auth:two_factor.code_required' })
  .trim()
  .min(1, { error: 'auth:two_factor.code_required', abort: true })
  .max(32, 'auth:two_factor.code_invalid');

/** The sign-in's second step (/login/two-factor): the code, and the human check once asked for (ADR 020). */
export const twoFactorCodeFormSchema = z.object({ code: codeField, ...humanCheckFormFields });
export type TwoFactorCodeFormInput = z.infer<typeof twoFactorCodeFormSchema>;

/** Confirming an enrolment with the first code of the authenticator. */
export const twoFactorConfirmSchema = z.object({ intent: z.literal('confirm'), code: codeField });

/** The signed-in page (/account/two-factor): start, confirm, new recovery codes, turn off. */
export const twoFactorManageSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('start') }),
  twoFactorConfirmSchema,
  z.object({ intent: z.literal('regenerate'), code: codeField }),
  z.object({ intent: z.literal('disable'), code: codeField }),
]);
export type TwoFactorManageInput = z.infer<typeof twoFactorManageSchema>;
