import { Op } from 'sequelize';
import { AppError } from '../../errors/index';
import { EmailBroadcast } from '../../models/email-broadcast';
import { type Actor, afterCommitLogged, assertAllowed, inTransaction, type OperationOptions, orFail, writeAudit } from '../kernel/index';
import { findBroadcast } from './get-broadcast';
import { isBroadcastSent } from './rules';
import { removeFiles } from './save-broadcast';
import { BROADCAST_MESSAGE, broadcastSnapshot, deliveryCountsOf, storedAttachments } from './shared';
import { NOTHING_STARTED } from './update-broadcast';

/**
 * ADM-57 (G-09): deletes a broadcast not yet sent (the console asks 'Are you sure you want to delete
 * this email?' first); a sent one is refused with 409 and a clear message. Its attachment files are
 * removed after the commit. Audited (G-65).
 */
export async function deleteBroadcast(input: { actor: Actor; id: unknown }, options: OperationOptions = {}): Promise<{ id: number; message: string }> {
  assertAllowed(input.actor, 'emails', 'delete', BROADCAST_MESSAGE.notAllowed);
  const broadcast = await orFail(BROADCAST_MESSAGE.deleteFail, () =>
    inTransaction(options, async (transaction) => {
      const current = await findBroadcast(input.id, transaction, true);
      if (isBroadcastSent(current, await deliveryCountsOf(current.id, transaction))) throw new AppError('CONFLICT', BROADCAST_MESSAGE.readOnly);
      const removed = await EmailBroadcast.destroy({ where: { id: current.id, sent_at: { [Op.is]: null }, [Op.and]: [NOTHING_STARTED()] }, transaction });
      if (removed === 0) throw new AppError('CONFLICT', BROADCAST_MESSAGE.readOnly);
      await writeAudit(input.actor, { action: 'broadcast.delete', targetType: 'email', targetId: current.id, before: broadcastSnapshot(current) }, transaction);
      return current;
    }),
  );
  await afterCommitLogged(options, `remove attachments of deleted email ${broadcast.id}`, () => removeFiles(storedAttachments(broadcast).map((a) => a.path)));
  return { id: broadcast.id, message: BROADCAST_MESSAGE.deleted };
}
