import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { User } from '../../models/user';
import { paypalEmailFormSchema } from '../../schemas/deliveries';
import { type Actor, assertRole, diff, inTransaction, type OperationOptions, orFail, parseInput, snapshot, writeAudit } from '../kernel/index';
import { BANKING_FAIL, BANKING_UPDATED, bankingDetailOf, type BankingDetail } from './banking-detail';

/**
 * ADR 055: the signed-in agent sets the PayPal e-mail that Send via PayPal pays (empty = the login
 * e-mail). Agents only (403). 422 with the field message for an invalid address, nothing changed.
 * Audit row with the change. 'Record update successful' / 'Fail to update record'.
 */
export async function updatePaypalEmail(input: { actor: Actor; paypal_email?: unknown }, options: OperationOptions = {}): Promise<{ message: string; banking: BankingDetail }> {
  const { actor } = input;
  assertRole(actor, [ROLE.AGENT], BANKING_FAIL);
  const data = parseInput(paypalEmailFormSchema, { paypal_email: input.paypal_email }, BANKING_FAIL);
  const banking = await orFail(BANKING_FAIL, () =>
    inTransaction(options, async (transaction) => {
      const user = await User.findOne({ where: { id: actor.id, role_id: ROLE.AGENT }, transaction, lock: transaction.LOCK.UPDATE });
      if (!user) throw new AppError('NOT_FOUND', BANKING_FAIL);
      const before = snapshot(user, ['paypal_email']);
      await user.update({ paypal_email: data.paypal_email ?? null }, { transaction });
      await writeAudit(actor, { action: 'agent.paypal_email', targetType: 'user', targetId: user.id, ...diff(before, snapshot(user, ['paypal_email'])) }, transaction);
      return bankingDetailOf(user);
    }),
  );
  return { message: BANKING_UPDATED, banking };
}
