/** Browser-safe form schemas of the shell (login, profile, password change). */
export { changePasswordSchema, loginSchema, PROFILE_FIELDS, profileSchema } from '@iprenew/models/browser';
