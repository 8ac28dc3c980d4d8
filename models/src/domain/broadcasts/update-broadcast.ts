import { Op, literal } from 'sequelize';
import { AppError } from '../../errors/index';
import { BroadcastDelivery } from '../../models/broadcast-delivery';
import { EmailBroadcast } from '../../models/email-broadcast';
import type { BroadcastDetailJson } from '../../schemas/broadcasts';
import { type Actor, afterCommitLogged, assertAllowed, diff, inTransaction, type OperationOptions, orFail, writeAudit } from '../kernel/index';
import { findBroadcast } from './get-broadcast';
import { isBroadcastSent } from './rules';
import { type BroadcastFormFields, checkBroadcastInput, removeFiles, storeAttachments } from './save-broadcast';
import { BROADCAST_MESSAGE, broadcastSnapshot, deliveryCountsOf, storedAttachments, toBroadcastDetail } from './shared';

export interface UpdateBroadcastInput extends BroadcastFormFields {
  actor: Actor;
  id: unknown;
  /** The ids of the stored attachments to keep (the others are removed); absent = keep all. */
  keep_attachments?: unknown;
}

/** SQL: nothing of this broadcast has started sending (G-09), checked by the UPDATE itself. */
export const NOTHING_STARTED = (table = 'emails') =>
  literal(`NOT EXISTS (SELECT 1 FROM broadcast_deliveries d WHERE d.broadcast_id = ${table}.id AND d.status <> 'pending')`);

const keepList = (value: unknown): string[] | null => {
  if (value === undefined || value === null) return null;
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      v = v === '' ? [] : [v];
    }
  }
  return Array.isArray(v) ? v.slice(0, 20).map(String) : [];
};

/**
 * ADM-60 (G-09, ADR 062): updates a broadcast not yet sent — every field of the form, attachments
 * kept, removed or added (at most 5). A sent broadcast (sent_at set, or any delivery started) is
 * refused with 409 and a clear message — checked again by the conditional UPDATE, so the job cannot
 * start in between unnoticed. Recipients the job had already written (none sent) are cleared and
 * written again from the new form. Audited with the changed fields (G-65). 'Email updated successful.'
 */
export async function updateBroadcast(input: UpdateBroadcastInput, options: OperationOptions = {}): Promise<{ broadcast: BroadcastDetailJson; message: string }> {
  assertAllowed(input.actor, 'emails', 'update', BROADCAST_MESSAGE.notAllowed);
  const stored: string[] = [];
  let dropped: string[] = [];
  try {
    const broadcast = await orFail(BROADCAST_MESSAGE.submitFail, () =>
      inTransaction(options, async (transaction) => {
        const current = await findBroadcast(input.id, transaction, true);
        if (isBroadcastSent(current, await deliveryCountsOf(current.id, transaction))) throw new AppError('CONFLICT', BROADCAST_MESSAGE.readOnly);
        const existing = storedAttachments(current);
        const keepIds = keepList(input.keep_attachments);
        const kept = keepIds === null ? existing : existing.filter((a) => keepIds.includes(a.id));
        const data = await checkBroadcastInput(input, kept.length, transaction);
        const before = broadcastSnapshot(current);
        const added = await storeAttachments(current.id, data.files, stored);
        const [changed] = await EmailBroadcast.update(
          { ...data.fields, html_file: data.fields.html_file ?? current.html_file ?? null, attachments: [...kept, ...added], recipients_ready_at: null },
          { where: { id: current.id, sent_at: { [Op.is]: null }, [Op.and]: [NOTHING_STARTED()] }, transaction },
        );
        if (changed === 0) throw new AppError('CONFLICT', BROADCAST_MESSAGE.readOnly);
        await BroadcastDelivery.destroy({ where: { broadcast_id: current.id, status: 'pending' }, transaction });
        dropped = existing.filter((a) => !kept.includes(a)).map((a) => a.path);
        const saved = (await EmailBroadcast.findByPk(current.id, { transaction }))!;
        const change = diff(before, broadcastSnapshot(saved));
        if (Object.keys(change.after).length) await writeAudit(input.actor, { action: 'broadcast.update', targetType: 'email', targetId: saved.id, ...change }, transaction);
        return saved;
      }),
    );
    await afterCommitLogged(options, `remove dropped attachments of email ${broadcast.id}`, () => removeFiles(dropped));
    return { broadcast: toBroadcastDetail(broadcast), message: BROADCAST_MESSAGE.updated };
  } catch (error) {
    await removeFiles(stored);
    throw error;
  }
}
