import { getSequelize } from '../../db/database';
import { User } from '../../models/user';

/**
 * When the account of this e-mail last signed in (ISO), read before a sign-in overwrites it: the
 * dashboard shows the sign-in before the current one (ACC-16). Null for an unknown e-mail or a
 * first sign-in; it reveals nothing to the visitor (the login page never shows it).
 */
export async function previousSignIn(email: unknown): Promise<string | null> {
  if (typeof email !== 'string' || email.trim() === '') return null;
  getSequelize();
  const user = await User.findByEmail(email);
  return user?.last_login ? new Date(user.last_login).toISOString() : null;
}
