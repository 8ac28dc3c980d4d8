import { PUBLISH_STATUS } from '../../constants/index';
import { EmailBroadcast } from '../../models/email-broadcast';
import type { BroadcastDetailJson } from '../../schemas/broadcasts';
import { getStorage } from '../../storage/index';
import { type Actor, assertAllowed, inTransaction, type OperationOptions, orFail, writeAudit } from '../kernel/index';
import { findBroadcast } from './get-broadcast';
import { removeFiles } from './save-broadcast';
import { BROADCAST_MESSAGE, broadcastFileKey, broadcastSnapshot, newAttachmentId, storedAttachments, toBroadcastDetail } from './shared';

/**
 * G-09 (ADR 062): copies a broadcast — sent or not — as a new Inactive draft: title, message, HTML
 * file name, publish date, audience and recipients; each attachment copied to a new storage key (the
 * two never share a file). Staff then edit and activate it. Audited (G-65).
 */
export async function duplicateBroadcast(input: { actor: Actor; id: unknown }, options: OperationOptions = {}): Promise<{ broadcast: BroadcastDetailJson; message: string }> {
  assertAllowed(input.actor, 'emails', 'create', BROADCAST_MESSAGE.notAllowed);
  const stored: string[] = [];
  try {
    const copy = await orFail(BROADCAST_MESSAGE.submitFail, () =>
      inTransaction(options, async (transaction) => {
        const source = await findBroadcast(input.id, transaction);
        const created = await EmailBroadcast.create(
          {
            title: source.title,
            status: PUBLISH_STATUS.INACTIVE,
            publish_date: source.publish_date,
            audience: source.audience,
            receiver: source.receiver ?? null,
            message: source.message,
            html_file: source.html_file ?? null,
            attachments: [],
            created_by: input.actor.impersonator_id ?? input.actor.id,
          },
          { transaction },
        );
        const storage = getStorage();
        const attachments = [];
        for (const file of storedAttachments(source)) {
          const type = file.mime === 'image/png' ? 'png' : 'jpg';
          const key = broadcastFileKey(created.id, type);
          stored.push(key);
          await storage.putFile(key, await storage.getFile(file.path));
          attachments.push({ id: newAttachmentId(), path: key, name: file.name, mime: file.mime });
        }
        if (attachments.length) await created.update({ attachments }, { transaction });
        await writeAudit(input.actor, { action: 'broadcast.duplicate', targetType: 'email', targetId: created.id, after: { ...broadcastSnapshot(created), from: source.id } }, transaction);
        return created;
      }),
    );
    return { broadcast: toBroadcastDetail(copy), message: BROADCAST_MESSAGE.duplicated };
  } catch (error) {
    await removeFiles(stored);
    throw error;
  }
}
