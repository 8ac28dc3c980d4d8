import { Op } from 'sequelize';
import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { IpRecord } from '../../models/ip-record';
import type { IpRecordRowJson } from '../../schemas/ip-records';
import { type Actor, assertRole, inTransaction, type OperationOptions, writeAudit } from '../kernel/index';
import { canSetRenewalNotification } from './rules';
import { renewalNotificationFacts } from './renewal-notification-state';
import { findIpRecord, ipRecordRow, READ_FAIL } from './shared';

/**
 * G-31: 'Set Renewal Notification' — a label on the IP record (not an application status) that the
 * customer's dashboard shows (POR-2). Staff (SA/AD) or the agent assigned to the IP's latest
 * application, on an active IP whose latest application is Completed and that has no label yet
 * (rules.ts), the agent not while their settlement proof is outstanding (G-59). An agent asking about an IP that is not theirs gets 404; a refused state 409. Audit row.
 */
export async function setRenewalNotification(input: { actor: Actor; id: number; now?: Date }, options: OperationOptions = {}): Promise<{ message: string; record: IpRecordRowJson }> {
  const { actor } = input;
  assertRole(actor, [ROLE.SUPER_ADMIN, ROLE.ADMIN, ROLE.AGENT], 'ip-records:not_allowed');
  return inTransaction(options, async (transaction) => {
    const ip = await findIpRecord(input.id, transaction);
    const found = ip ? await renewalNotificationFacts(ip, actor, transaction) : null;
    if (!ip || !found || (actor.role_id === ROLE.AGENT && found.latest?.agent_id !== actor.id)) throw new AppError('NOT_FOUND', READ_FAIL);
    if (!canSetRenewalNotification(found.ip, found.latestFacts, actor)) {
      throw new AppError('CONFLICT', 'ip-records:renewal_notification_fail');
    }
    const at = input.now ?? new Date();
    const [changed] = await IpRecord.update({ renewal_notification_at: at }, { where: { id: ip.id, renewal_notification_at: { [Op.is]: null } }, transaction });
    if (changed !== 1) throw new AppError('CONFLICT', 'ip-records:renewal_notification_fail');
    await writeAudit(actor, { action: 'ip.renewal_notification', targetType: 'ip', targetId: ip.id, before: { renewal_notification_at: null }, after: { renewal_notification_at: at.toISOString() } }, transaction);
    await ip.reload({ transaction });
    return { message: 'ip-records:renewal_notification_success', record: await ipRecordRow(ip, actor, transaction) };
  });
}
