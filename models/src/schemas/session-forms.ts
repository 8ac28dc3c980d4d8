import { z } from 'zod';

/**
 * The navbar's one-button forms (ACC-15, ACC-68..70): Logout and Revert Impersonation post no field
 * of their own; the session says who signs out or goes back. Browser-safe. The body is bounded
 * before it is read (ADR 019); these schemas are what parseForm checks it against.
 */
export const logoutFormSchema = z.object({});

export const revertImpersonationFormSchema = z.object({});
