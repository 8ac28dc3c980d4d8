import { z } from 'zod';
import { loginSchema } from './auth';
import { humanCheckFormFields } from './human-check-form';

/**
 * The sign-in form of the login pages (/login?role=…, /webadmin; ACC-10, G-66, ADR 020) as it is
 * posted: the login fields, and the human check's once the page asks for one. Browser-safe.
 */
export const loginFormSchema = loginSchema.extend({
  /** Longer than any password a person types: not one of ours (the body itself is bounded, ADR 019). */
  password: loginSchema.shape.password.pipe(z.string().max(1024, 'auth:invalid_credentials')),
  ...humanCheckFormFields,
});
export type LoginFormInput = z.infer<typeof loginFormSchema>;
