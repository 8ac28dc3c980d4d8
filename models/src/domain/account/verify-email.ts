import { Op } from 'sequelize';
import { USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { normalizeEmail, User } from '../../models/user';
import { VerificationToken } from '../../models/verification-token';
import { tokenLinkSchema } from '../../schemas/account';
import { hashLinkToken } from './shared';
import { inTransaction, type OperationOptions } from '../kernel/index';

/**
 * verifyEmail (ACC-38..40, G-21): the link of the verification e-mail. A usable token (unused,
 * not expired, issued for this e-mail) is spent once; an unverified account (status 0 or 2) then
 * becomes active (1) with email_verified_at set. Anything else is 'The request is invalid.'
 */

export interface VerifyEmailInput {
  token: string;
  email: string;
}

export interface VerifyEmailResult {
  user: User;
  /** 'account:verify.success' */
  messageKey: string;
}

export const invalidVerification = () => new AppError('BAD_REQUEST', 'account:verify.invalid');

export async function verifyEmail(input: VerifyEmailInput, options: OperationOptions = {}): Promise<VerifyEmailResult> {
  const parsed = tokenLinkSchema.safeParse({ token: input.token, email: input.email });
  if (!parsed.success) throw invalidVerification();
  const email = normalizeEmail(parsed.data.email);
  const hash = hashLinkToken(parsed.data.token);

  return inTransaction(options, async (transaction) => {
    const now = new Date();
    const row = await VerificationToken.findOne({ where: { token_hash: hash, email }, transaction });
    if (!row || !row.isUsable(now)) throw invalidVerification();
    // Spend it with a conditional update, so two clicks at once verify once.
    const [spent] = await VerificationToken.update(
      { used_at: now },
      { where: { id: row.id, used_at: { [Op.is]: null } }, transaction },
    );
    if (spent !== 1) throw invalidVerification();
    const user = await User.findByPk(row.user_id, { transaction });
    if (!user || normalizeEmail(user.email) !== email) throw invalidVerification();
    const unverified: number[] = [USER_STATUS.UNVERIFIED, USER_STATUS.UNVERIFIED_LEGACY];
    await user.update(
      {
        email_verified_at: user.email_verified_at ?? now,
        ...(unverified.includes(user.status_id) ? { status_id: USER_STATUS.ACTIVE } : {}),
      },
      { transaction },
    );
    return { user, messageKey: 'account:verify.success' };
  });
}
