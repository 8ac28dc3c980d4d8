import Decimal from 'decimal.js';
import { AppError } from '../../errors/index';
import { Payout, type PayoutChannel } from '../../models/payout';
import { Settlement } from '../../models/settlement';
import { User } from '../../models/user';
import { ROLE } from '../../constants/index';
import { payoutMessageSchema, PROOF_FILE_TYPES, settlementIdsSchema } from '../../schemas/settlements';
import { getStorage } from '../../storage/index';
import { type ApplicationUpload, checkUpload, uploadMaxBytes } from '../application-files/index';
import { placeId } from '../places/index';
import { type Actor, afterCommitLogged, assertAllowed, SYSTEM, type FieldErrors, inTransaction, type OperationOptions, orFail, runLogged, toMoney, validationError, writeAudit } from '../kernel/index';
import { sendSettlementPaidEmail } from './settlement-mail';
import { moveSettlement, SETTLEMENT_MESSAGE, settlementFileKey } from './shared';

export interface PaySettlementsInput {
  actor: Actor;
  /** SET-27: the one agent whose settlements are paid. */
  agentId: unknown;
  /** SET-27: settlements[i]. */
  settlementIds: unknown;
  /** SET-26: the payout proof (png / jpeg / jpg / pdf / doc / docx). */
  file?: ApplicationUpload | null;
  /** SET-26: required when no file is chosen. */
  message?: unknown;
  /** G-05: 'bank' (Pending Settle, the default) or 'paypal' (Pending PayPal's proof modal). */
  channel?: PayoutChannel;
}

export interface PaySettlementsResult {
  /** SET-28: '{n} record(s) paid success, {m} record(s) are fail to proceed'. */
  message: string;
  params: { n: number; m: number };
  /** SET-27: the ids paid by this call and those that failed (already paid, not validated, another agent's, another route). */
  success_record: number[];
  fail_record: number[];
  payout: { id: number; amount: string; channel: PayoutChannel };
}

const FILE_PROBLEM = { size: 'settlements:validation.proof_size', type: 'settlements:validation.proof_type' } as const;

/**
 * SET-25..30, G-04, G-05 (ADR 047): SA/AD/AC pay one agent's selected settlements with a proof
 * file and/or a message ('Message is required if no file selected'). Each settlement is paid by its
 * own conditional UPDATE (rules.ts `pay`: validated, allowed to settle, not settled, on the payout's
 * route, of that agent), in id order, so two payers of overlapping selections at once pay each
 * settlement once: the second sees zero rows for those and reports them failed. ONE payout row per
 * call (agent, file, message, channel, amount = Σ net_total of what this call paid, paid_by). When
 * nothing could be paid: 409 'Fail_To_Update_Record', nothing kept (no payout, the file removed).
 * Audit-logged (G-65).
 */
export async function paySettlements(input: PaySettlementsInput, options: OperationOptions = {}): Promise<PaySettlementsResult> {
  assertAllowed(input.actor, 'settlements', 'set-paid', SETTLEMENT_MESSAGE.payFail);
  const channel: PayoutChannel = input.channel ?? 'bank';
  if (channel !== 'bank' && channel !== 'paypal') throw new AppError('BAD_REQUEST', SETTLEMENT_MESSAGE.payFail);
  const errors: FieldErrors = {};
  const agentId = placeId(input.agentId);
  if (agentId === null) errors.agent_id = ['settlements:validation.agent_required'];
  const ids = settlementIdsSchema.safeParse(Array.isArray(input.settlementIds) ? input.settlementIds : input.settlementIds === undefined || input.settlementIds === null ? [] : [input.settlementIds]);
  if (!ids.success) errors.settlements = [ids.error.issues[0]?.message ?? 'settlements:validation.select_settlement'];
  const message = payoutMessageSchema.safeParse(input.message);
  if (!message.success) errors.message = ['settlements:validation.message_long'];
  const hasFile = Boolean(input.file?.buffer && input.file.buffer.byteLength > 0);
  if (!hasFile && message.success && !message.data) errors.message = ['settlements:validation.message_required'];

  const storage = getStorage();
  let stored: string | null = null;
  try {
    const result = await orFail(SETTLEMENT_MESSAGE.payFail, () =>
      inTransaction(options, async (transaction) => {
        const checked = hasFile ? checkUpload(input.file, await uploadMaxBytes(transaction), PROOF_FILE_TYPES) : null;
        if (checked && 'problem' in checked && checked.problem !== 'required') errors.file = [FILE_PROBLEM[checked.problem]];
        if (Object.keys(errors).length || !ids.success || agentId === null) throw validationError(SETTLEMENT_MESSAGE.payFail, errors);
        const agent = await User.findOne({ where: { id: agentId, role_id: ROLE.AGENT }, attributes: ['id'], transaction });
        if (!agent) throw new AppError('NOT_FOUND', SETTLEMENT_MESSAGE.payFail);

        if (checked && 'type' in checked) {
          stored = settlementFileKey(`payouts/${agent.id}`, checked.type);
          await storage.putFile(stored, Buffer.from(input.file!.buffer));
        }
        const payout = await Payout.create({ agent_id: agent.id, file: stored, message: message.data ?? null, channel, amount: '0.00', paid_by: input.actor.id }, { transaction });
        const paidAt = new Date();
        const success: number[] = [];
        const fail: number[] = [];
        for (const id of [...new Set(ids.data)].sort((a, b) => a - b)) {
          const paid = await moveSettlement(id, 'pay', { is_settled: true, payout_id: payout.id, paid_at: paidAt }, transaction, { route: channel, where: { agent_id: agent.id } });
          (paid ? success : fail).push(id);
        }
        if (success.length === 0) throw new AppError('CONFLICT', SETTLEMENT_MESSAGE.payFail, { params: { n: 0, m: fail.length } });
        const rows = await Settlement.findAll({ where: { payout_id: payout.id }, attributes: ['id', 'net_total'], transaction });
        const amount = toMoney(rows.reduce((sum, row) => sum.plus(row.net_total), new Decimal(0)));
        await payout.update({ amount }, { transaction });
        await writeAudit(
          input.actor,
          { action: 'settlement.pay', targetType: 'payout', targetId: payout.id, after: { agent_id: agent.id, channel, amount, paid: success, failed: fail, file: stored, message: message.data ?? null } },
          transaction,
        );
        return {
          message: SETTLEMENT_MESSAGE.payOutcome,
          params: { n: success.length, m: fail.length },
          success_record: success,
          fail_record: fail,
          payout: { id: payout.id, amount, channel },
        };
      }),
    );
    // settlement_paid (issue 15): one mail per payout to its agent, with the proof file attached.
    await afterCommitLogged(options, `settlement_paid mail ${result.payout.id}`, () => sendSettlementPaidEmail({ actor: SYSTEM, payoutId: result.payout.id }));
    return result;
  } catch (error) {
    if (stored) await runLogged(`remove file ${stored}`, () => storage.remove(stored!));
    throw error;
  }
}
