import type { Transaction } from 'sequelize';
import { IpRecord } from '../../models/ip-record';

/**
 * G-31: a new renewal of the IP was ordered — its Renewal Notification label clears. Called inside
 * the ordering transaction (orders/materialise-lines.ts), which has checked its own actor. Reads and
 * writes the one row by its primary key: a conditional UPDATE on the label's column would let MariaDB
 * scan that column's index and lock its gaps, blocking other customers' checkouts inserting IPs.
 */
export async function clearRenewalNotification(ipId: number, transaction: Transaction): Promise<boolean> {
  const ip = await IpRecord.findByPk(ipId, { attributes: ['id', 'renewal_notification_at'], transaction });
  if (!ip?.renewal_notification_at) return false;
  await IpRecord.update({ renewal_notification_at: null }, { where: { id: ipId }, transaction });
  return true;
}
