import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { User } from '../../models/user';
import { bankingDetailSchema } from '../../schemas/deliveries';
import { type Actor, assertRole, diff, inTransaction, type OperationOptions, orFail, parseInput, snapshot, writeAudit } from '../kernel/index';
import { BANKING_FAIL, BANKING_UPDATED, bankingDetailOf, type BankingDetail } from './banking-detail';

const BANKING_COLUMNS = ['meps_code', 'bank_name', 'bank_acc'] as const;

/**
 * AGT-35/36, ACL-49: the signed-in agent saves their own banking detail — meps_code, bank_name and
 * bank_acc, each required, min 3 (422 with the field messages, nothing changed). Agents only (403;
 * the page sends any other role to its dashboard, ⚑AMB-21). Audit row with the changed fields (an
 * impersonating staff member is recorded). 'Record update successful' / 'Fail to update record'.
 */
export async function updateBankingDetail(input: { actor: Actor; meps_code?: unknown; bank_name?: unknown; bank_acc?: unknown }, options: OperationOptions = {}): Promise<{ message: string; banking: BankingDetail }> {
  const { actor } = input;
  assertRole(actor, [ROLE.AGENT], BANKING_FAIL);
  const data = parseInput(bankingDetailSchema, { meps_code: input.meps_code, bank_name: input.bank_name, bank_acc: input.bank_acc }, BANKING_FAIL);
  const banking = await orFail(BANKING_FAIL, () =>
    inTransaction(options, async (transaction) => {
      const user = await User.findOne({ where: { id: actor.id, role_id: ROLE.AGENT }, transaction, lock: transaction.LOCK.UPDATE });
      if (!user) throw new AppError('NOT_FOUND', BANKING_FAIL);
      const before = snapshot(user, BANKING_COLUMNS);
      await user.update(data, { transaction });
      await writeAudit(actor, { action: 'agent.banking', targetType: 'user', targetId: user.id, ...diff(before, snapshot(user, BANKING_COLUMNS)) }, transaction);
      return bankingDetailOf(user);
    }),
  );
  return { message: BANKING_UPDATED, banking };
}
