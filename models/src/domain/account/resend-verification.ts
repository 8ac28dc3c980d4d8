import { USER_STATUS } from '../../constants/index';
import { User } from '../../models/user';
import { accountEmailSchema } from '../../schemas/account';
import { issueVerificationToken, limitAttempt, sendVerificationMail } from './shared';
import { afterCommit, inTransaction, type OperationOptions, validationError } from '../kernel/index';

/**
 * resendVerification (ACC-37, G-21, G-66): a new verification e-mail for an unverified account;
 * earlier tokens stop working. The answer is the same whether or not the e-mail belongs to an
 * unverified account, so the form tells nobody which addresses are registered.
 */

export interface ResendVerificationInput {
  email: string;
  ip?: string;
}

export interface ResendVerificationResult {
  /** 'account:verify.resent' — 'Verification had been send to your email. Please check your email again' */
  messageKey: string;
}

export async function resendVerification(input: ResendVerificationInput, options: OperationOptions = {}): Promise<ResendVerificationResult> {
  const parsed = accountEmailSchema.safeParse(input.email);
  if (!parsed.success) {
    throw validationError('account:validation.email_invalid', { email: [parsed.error.issues[0]!.message] });
  }
  const email = parsed.data;
  await limitAttempt('resend', email, input.ip);

  const issued = await inTransaction(options, async (transaction) => {
    const user = await User.findByEmail(email, { transaction });
    const unverified: number[] = [USER_STATUS.UNVERIFIED, USER_STATUS.UNVERIFIED_LEGACY];
    if (!user || !unverified.includes(user.status_id)) return null;
    return { user, token: await issueVerificationToken(user, transaction) };
  });
  if (issued) await afterCommit(options, () => sendVerificationMail(issued.user, issued.token), 'sendVerificationMail');
  return { messageKey: 'account:verify.resent' };
}
