import type { Transaction } from 'sequelize';
import { AppError } from '../../errors/index';
import { EmailBroadcast } from '../../models/email-broadcast';
import type { BroadcastDetailJson } from '../../schemas/broadcasts';
import { placeId } from '../places/index';
import { type Actor, assertAllowed, type OperationOptions } from '../kernel/index';
import { BROADCAST_MESSAGE, deliveryCountsOf, toBroadcastDetail } from './shared';

/** The broadcast of a route id, or 404 'Fail to retrieve record' (locked for the change when asked). */
export async function findBroadcast(rawId: unknown, transaction?: Transaction, lock = false): Promise<EmailBroadcast> {
  const id = placeId(rawId);
  const broadcast = id === null ? null : await EmailBroadcast.findByPk(id, { transaction, ...(lock && transaction ? { lock: transaction.LOCK.UPDATE } : {}) });
  if (!broadcast) throw new AppError('NOT_FOUND', BROADCAST_MESSAGE.retrieveFail);
  return broadcast;
}

/** ADM-61: one broadcast for the edit form or the read-only view (G-09), with its progress. */
export async function getBroadcast(input: { actor: Actor; id: unknown }, options: OperationOptions = {}): Promise<BroadcastDetailJson> {
  assertAllowed(input.actor, 'emails', 'read', BROADCAST_MESSAGE.notAllowed);
  const broadcast = await findBroadcast(input.id, options.transaction);
  return toBroadcastDetail(broadcast, await deliveryCountsOf(broadcast.id, options.transaction));
}
