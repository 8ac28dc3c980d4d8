import type { Transaction } from 'sequelize';
import { Delivery } from '../../models/delivery';
import { openDeliveryCondition } from './rules';

/**
 * G-49, DLV-2: when an application is cancelled, its open deliveries (Pending or Delivering) are
 * cancelled with it, in the caller's transaction. A helper of cancelApplication, which has checked
 * its actor. Returns how many were cancelled.
 */
export async function cancelOpenDeliveries(applicationId: number, transaction: Transaction, now: Date = new Date()): Promise<number> {
  const [cancelled] = await Delivery.update(
    { cancelled_at: now },
    { where: { application_id: applicationId, ...openDeliveryCondition() }, transaction },
  );
  return cancelled;
}
