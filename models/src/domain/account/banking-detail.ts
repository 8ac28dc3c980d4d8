import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { User } from '../../models/user';
import { type Actor, assertRole, type OperationOptions } from '../kernel/index';

/** AGT-36: the answers of the banking form ('Record update successful' / Fail_To_Update_Record). */
export const BANKING_UPDATED = 'agent-onboarding:banking.success';
export const BANKING_FAIL = 'agent-onboarding:banking.fail';

export interface BankingDetail {
  meps_code: string | null;
  bank_name: string | null;
  bank_acc: string | null;
  /** ADR 055: where Send via PayPal pays; null = `login_email`. */
  paypal_email: string | null;
  login_email: string;
}

export const bankingDetailOf = (user: User): BankingDetail => ({
  meps_code: user.meps_code ?? null,
  bank_name: user.bank_name ?? null,
  bank_acc: user.bank_acc ?? null,
  paypal_email: user.paypal_email ?? null,
  login_email: user.email,
});

/** The columns bankingDetailOf reads. */
export const BANKING_ATTRIBUTES = ['id', 'email', 'meps_code', 'bank_name', 'bank_acc', 'paypal_email'] as const;

/** AGT-35, ACL-49: the signed-in agent's banking detail (agents only; the page redirects others, ⚑AMB-21). */
export async function getBankingDetail({ actor }: { actor: Actor }, options: OperationOptions = {}): Promise<BankingDetail> {
  assertRole(actor, [ROLE.AGENT], BANKING_FAIL);
  const user = await User.findByPk(actor.id, { attributes: [...BANKING_ATTRIBUTES], transaction: options.transaction });
  if (!user) throw new AppError('NOT_FOUND', BANKING_FAIL);
  return bankingDetailOf(user);
}
