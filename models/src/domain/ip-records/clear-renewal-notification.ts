import type { Transaction } from 'sequelize';
import type { IpRecord } from '../../models/ip-record';

/**
 * G-31: a new renewal of the IP was ordered — its Renewal Notification label clears. Called inside
 * the ordering transaction (orders/materialise-lines.ts) with the IP record it just read or created,
 * which has checked its own actor. Writes the one row by its primary key: a conditional UPDATE on the
 * label's column would let MariaDB scan that column's index and lock its gaps, blocking other
 * customers' checkouts inserting IPs.
 */
export async function clearRenewalNotification(ip: IpRecord, transaction: Transaction): Promise<boolean> {
  if (!ip.renewal_notification_at) return false;
  await ip.update({ renewal_notification_at: null }, { transaction });
  return true;
}
