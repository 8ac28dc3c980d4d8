import type { Transaction } from 'sequelize';
import { PasswordReset } from '../../models/password-reset';
import { normalizeEmail } from '../../models/user';
import { tokenLinkSchema } from '../../schemas/account';
import { hashLinkToken } from './shared';
import { type OperationOptions } from '../kernel/index';

/**
 * checkResetToken (ACC-50, ACC-51): whether the reset link (token from the route, e-mail from `q`)
 * is usable: issued for that e-mail, unused and not expired. Never throws for a bad link.
 */

export interface CheckResetTokenInput {
  token: string;
  email: string;
}

export async function findUsableReset(
  input: CheckResetTokenInput,
  transaction?: Transaction,
  now = new Date(),
): Promise<PasswordReset | null> {
  const parsed = tokenLinkSchema.safeParse({ token: input.token, email: input.email });
  if (!parsed.success) return null;
  const row = await PasswordReset.findOne({
    where: { token_hash: hashLinkToken(parsed.data.token), email: normalizeEmail(parsed.data.email) },
    transaction,
  });
  return row && row.isUsable(now) ? row : null;
}

export async function checkResetToken(input: CheckResetTokenInput, options: OperationOptions = {}): Promise<{ valid: boolean }> {
  return { valid: (await findUsableReset(input, options.transaction)) !== null };
}
