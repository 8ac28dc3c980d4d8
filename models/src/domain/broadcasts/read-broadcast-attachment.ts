import { AppError } from '../../errors/index';
import { getStorage } from '../../storage/index';
import { type Actor, assertAllowed, type OperationOptions } from '../kernel/index';
import { findBroadcast } from './get-broadcast';
import { BROADCAST_MESSAGE, storedAttachments } from './shared';

/** G-45: a broadcast's attachment for staff (the `emails` read right), from storage; unknown: 404. */
export async function readBroadcastAttachment(
  input: { actor: Actor; id: unknown; attachmentId: unknown },
  options: OperationOptions = {},
): Promise<{ buffer: Buffer; filename: string; contentType: string }> {
  assertAllowed(input.actor, 'emails', 'read', BROADCAST_MESSAGE.attachmentFail);
  const broadcast = await findBroadcast(input.id, options.transaction).catch(() => null);
  const file = broadcast ? storedAttachments(broadcast).find((a) => a.id === String(input.attachmentId)) : undefined;
  const buffer = file ? await getStorage().getFile(file.path).catch(() => null) : null;
  if (!file || !buffer) throw new AppError('NOT_FOUND', BROADCAST_MESSAGE.attachmentFail);
  return { buffer, filename: file.name, contentType: file.mime };
}
