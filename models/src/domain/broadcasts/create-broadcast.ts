import { EmailBroadcast } from '../../models/email-broadcast';
import type { BroadcastDetailJson } from '../../schemas/broadcasts';
import { type Actor, assertAllowed, inTransaction, type OperationOptions, orFail, writeAudit } from '../kernel/index';
import { type BroadcastFormFields, checkBroadcastInput, removeFiles, storeAttachments } from './save-broadcast';
import { BROADCAST_MESSAGE, broadcastSnapshot, toBroadcastDetail } from './shared';

export interface CreateBroadcastInput extends BroadcastFormFields {
  actor: Actor;
}

/**
 * ADM-58..60 (ADR 062): stores a broadcast — title, status, publish date (KL), the recipients (selected
 * active users as [{id, email}], or all customers / all agents), the sanitised message (or the HTML
 * file's), the attachments under new storage keys — and audits it (G-65). The job sends it when it is
 * Active and due. 'Email Submit Successful.'; refused input: 422 'Fail to submit email' with the field
 * messages; files already stored are removed when the transaction fails.
 */
export async function createBroadcast(input: CreateBroadcastInput, options: OperationOptions = {}): Promise<{ broadcast: BroadcastDetailJson; message: string }> {
  assertAllowed(input.actor, 'emails', 'create', BROADCAST_MESSAGE.notAllowed);
  const stored: string[] = [];
  try {
    const broadcast = await orFail(BROADCAST_MESSAGE.submitFail, () =>
      inTransaction(options, async (transaction) => {
        const data = await checkBroadcastInput(input, 0, transaction);
        const created = await EmailBroadcast.create(
          { ...data.fields, attachments: [], created_by: input.actor.impersonator_id ?? input.actor.id },
          { transaction },
        );
        const attachments = await storeAttachments(created.id, data.files, stored);
        if (attachments.length) await created.update({ attachments }, { transaction });
        await writeAudit(input.actor, { action: 'broadcast.create', targetType: 'email', targetId: created.id, after: broadcastSnapshot(created) }, transaction);
        return created;
      }),
    );
    return { broadcast: toBroadcastDetail(broadcast), message: BROADCAST_MESSAGE.created };
  } catch (error) {
    await removeFiles(stored);
    throw error;
  }
}
