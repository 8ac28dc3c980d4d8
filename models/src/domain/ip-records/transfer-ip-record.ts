import { ROLE, USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { IpRecord } from '../../models/ip-record';
import { User } from '../../models/user';
import { type IpRecordRowJson, transferIpRecordSchema } from '../../schemas/ip-records';
import { issueSetPasswordToken, sendSetPasswordMail } from '../users/shared';
import { type Actor, afterCommitLogged, assertAllowed, inTransaction, type OperationOptions, orFail, parseInput, snapshot, validationError, writeAudit } from '../kernel/index';
import { canTransfer } from './rules';
import { findIpRecord, ipRecordRow, NOT_ALLOWED, READ_FAIL, TRANSFER_FAIL } from './shared';

export interface TransferIpRecordInput {
  actor: Actor;
  id: number;
  /** ADM-28: {user_id} of an existing client, or {email, name} of a new one. */
  data: Record<string, unknown>;
}

/**
 * ADM-28/29, ACL-56, G-22, G-65: staff move an active IP record to another owner — an existing client
 * (a customer account that is not blocked), or a new client from an e-mail and a name, created at
 * status 5 (Password Change Required) and sent the set-password e-mail (the same mail and link as
 * staff-created accounts). Only the record changes owner: its applications, orders and invoices stay
 * with who ordered and paid them. One audit row for the transfer (and one for a created client).
 * 'Record transferred successfully'.
 */
export async function transferIpRecord(
  input: TransferIpRecordInput,
  options: OperationOptions = {},
): Promise<{ message: string; record: IpRecordRowJson; createdUserId: number | null }> {
  assertAllowed(input.actor, 'ip-records', 'transfer', NOT_ALLOWED);
  const data = parseInput(transferIpRecordSchema, input.data, TRANSFER_FAIL);
  const result = await orFail(TRANSFER_FAIL, () =>
    inTransaction(options, async (transaction) => {
      const ip = await findIpRecord(input.id, transaction);
      if (!ip) throw new AppError('NOT_FOUND', READ_FAIL);
      if (!canTransfer({ ...ip.get({ plain: true }), status: Number(ip.status) })) throw new AppError('CONFLICT', TRANSFER_FAIL);
      let owner: User;
      let link: string | null = null;
      if ('user_id' in data) {
        const found = await User.findOne({ where: { id: data.user_id, role_id: ROLE.MEMBER }, transaction });
        if (!found || found.status_id === USER_STATUS.BLOCKED) throw validationError(TRANSFER_FAIL, { user_id: ['ip-records:validation.user_id_required'] });
        owner = found;
      } else {
        if (await User.findByEmail(data.email, { transaction })) throw validationError(TRANSFER_FAIL, { email: ['ip-records:validation.email_taken'] });
        owner = await User.create(
          { email: data.email, name: data.name, role_id: ROLE.MEMBER, status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED, password: null },
          { transaction },
        );
        link = await issueSetPasswordToken(owner, transaction);
        await writeAudit(input.actor, { action: 'user.create', targetType: 'user', targetId: owner.id, after: { ...snapshot(owner, ['email', 'name', 'role_id', 'status_id']), via: 'ip.transfer', ip_id: ip.id } }, transaction);
      }
      if (owner.id === ip.user_id) throw validationError(TRANSFER_FAIL, { user_id: ['ip-records:validation.same_owner'] });
      const [changed] = await IpRecord.update({ user_id: owner.id }, { where: { id: ip.id, user_id: ip.user_id }, transaction });
      if (changed !== 1) throw new AppError('CONFLICT', TRANSFER_FAIL);
      await writeAudit(input.actor, { action: 'ip.transfer', targetType: 'ip', targetId: ip.id, before: { user_id: ip.user_id }, after: { user_id: owner.id, new_client: link !== null } }, transaction);
      await ip.reload({ transaction });
      return { ip, owner, link };
    }),
  );
  if (result.link) {
    const { owner, link } = result;
    await afterCommitLogged(options, 'ip transfer set-password mail', () => sendSetPasswordMail(owner, link));
  }
  return {
    message: 'ip-records:transfer_success',
    record: await ipRecordRow(result.ip, input.actor, options.transaction),
    createdUserId: result.link ? result.owner.id : null,
  };
}
