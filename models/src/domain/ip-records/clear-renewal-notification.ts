import { Op, type Transaction } from 'sequelize';
import { IpRecord } from '../../models/ip-record';

/**
 * G-31: a new renewal of the IP was ordered — its Renewal Notification label clears. Called inside
 * the ordering transaction (orders/materialise-lines.ts), which has checked its own actor.
 */
export async function clearRenewalNotification(ipId: number, transaction: Transaction): Promise<boolean> {
  const [changed] = await IpRecord.update({ renewal_notification_at: null }, { where: { id: ipId, renewal_notification_at: { [Op.ne]: null } }, transaction });
  return changed > 0;
}
