import { z } from 'zod';
import { accountEmailSchema, registrationFieldsSchema } from './account';
import { mismatchIssue, passwordsMatch } from './confirmation';

/**
 * The account pages' forms as the pages post and check them (ACC.b, ACC.c). Browser-safe; messages
 * are keys of the `account` namespace.
 */

/**
 * ACC-30: the registration form as the browser checks it. The terms are accepted in the dialog
 * after every other field is valid, so here they are optional (the server's registrationSchema
 * requires them).
 */
export const registrationFormSchema = registrationFieldsSchema
  .extend({ terms: z.boolean().optional() })
  .refine(passwordsMatch, mismatchIssue('account:validation.password_confirmation_mismatch'));

/**
 * ACC-36, ACC-40: Resend Verification Email. The e-mail is the page's (a hidden field) or typed;
 * without one the page's `?email=` is used (the operation checks that one).
 */
export const resendVerificationFormSchema = z.object({
  intent: z.literal('resend', { error: 'auth:request.invalid_form' }).optional(),
  email: accountEmailSchema.optional(),
});
