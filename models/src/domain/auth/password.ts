import bcrypt from 'bcryptjs';

/** bcrypt cost factor (DESIGN §4). Hashes from the legacy system ($2y$) verify as well. */
export const BCRYPT_COST = 10;

/** A bcrypt hash of `plain` (cost 10). */
export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, BCRYPT_COST);
}

/**
 * A valid bcrypt hash of a random string: compared against when the account is unknown or has no
 * password yet, so that a refusal takes as long as a wrong password and does not reveal which
 * e-mails exist.
 */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= bcrypt.hash(`no-account-${Math.random()}`, BCRYPT_COST));

/** True when `plain` matches `hash`; false for a NULL hash (account awaiting its first password). */
export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  if (typeof plain !== 'string' || plain.length === 0) return false;
  if (!hash) {
    await bcrypt.compare(plain, await getDummyHash()).catch(() => false);
    return false;
  }
  // PHP writes $2y$; bcryptjs reads $2a$/$2b$ (the algorithms are identical).
  const normalised = hash.startsWith('$2y$') ? `$2b$${hash.slice(4)}` : hash;
  try {
    return await bcrypt.compare(plain, normalised);
  } catch {
    return false;
  }
}
