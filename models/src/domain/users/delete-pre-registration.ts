import { AppError } from '../../errors/index';
import { PreRegistration } from '../../models/pre-registration';
import { User } from '../../models/user';
import { toPreRegistrationJson, type PreRegistrationJson } from './list-pre-registrations';
import { type Actor, assertAllowed, inTransaction, type OperationOptions, writeAudit } from '../kernel/index';

/**
 * ADM-20: removes a pre-registration ('Record remove successfully' / 'Fail to remove record'). An
 * agent created from it keeps its account; its preregister_agent_id link is cleared.
 */
export async function deletePreRegistration(
  input: { actor: Actor; id: number },
  options: OperationOptions = {},
): Promise<{ message: string; data: PreRegistrationJson }> {
  assertAllowed(input.actor, 'preregistered-agents', 'delete');
  const data = await inTransaction(options, async (transaction) => {
    const row = Number.isInteger(input.id) && input.id > 0 ? await PreRegistration.findByPk(input.id, { transaction, lock: transaction.LOCK.UPDATE }) : null;
    if (!row) throw new AppError('NOT_FOUND', 'users:remove_record_fail');
    const [json] = await toPreRegistrationJson([row], { transaction });
    await User.update({ preregister_agent_id: null }, { where: { preregister_agent_id: row.id }, transaction });
    await row.destroy({ transaction });
    await writeAudit(input.actor, { action: 'pre_registration.delete', targetType: 'pre_registration', targetId: row.id, before: { ...json } }, transaction);
    return json!;
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    throw new AppError('INTERNAL', 'users:remove_record_fail', { cause: error });
  });
  return { message: 'users:remove_record_success', data };
}
