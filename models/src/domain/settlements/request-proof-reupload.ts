import { AppError } from '../../errors/index';
import { Settlement } from '../../models/settlement';
import { reuploadRemarksSchema } from '../../schemas/settlements';
import { type Actor, afterCommitLogged, assertAllowed, diff, inTransaction, SYSTEM, type OperationOptions, orFail, snapshot, validationError, writeAudit } from '../kernel/index';
import { AFTER_REUPLOAD_REQUEST } from './rules';
import { AUDITED, findSettlementFor, moveSettlement, SETTLEMENT_MESSAGE, settlementJson, type SettlementJson } from './shared';
import { sendSettlementEmail } from './settlement-mail';

export interface RequestProofReuploadInput {
  actor: Actor;
  settlementId: unknown;
  /** SET-17: required. */
  remarks: unknown;
}

/**
 * SET-16 status 0, SET-17, G-04 (ADR 047): SA/AD send a proof pending validation back to the agent
 * with remarks (required: 'Remarks is required if you select reupload request'; kept as
 * validation_remarks) → pending reupload. Any other state (rules.ts `request_reupload`, SET-19) is
 * 409, a missing settlement 404, other roles 403 — nothing changed. Audit-logged (G-65).
 */
export async function requestProofReupload(input: RequestProofReuploadInput, options: OperationOptions = {}): Promise<{ message: string; settlement: SettlementJson }> {
  assertAllowed(input.actor, 'settlements', 'reupload', SETTLEMENT_MESSAGE.reuploadFail);
  const remarks = reuploadRemarksSchema.safeParse(input.remarks);
  if (!remarks.success) throw validationError(SETTLEMENT_MESSAGE.reuploadFail, { remarks: [remarks.error.issues[0]?.message ?? 'settlements:validation.remarks_required'] });
  const result = await orFail(SETTLEMENT_MESSAGE.reuploadFail, () =>
    inTransaction(options, async (transaction) => {
      const settlement = await findSettlementFor(input.actor, input.settlementId, 'staff', SETTLEMENT_MESSAGE.reuploadFail, transaction);
      const before = snapshot(settlement, AUDITED);
      if (!(await moveSettlement(settlement.id, 'request_reupload', { ...AFTER_REUPLOAD_REQUEST, validation_remarks: remarks.data }, transaction))) {
        throw new AppError('CONFLICT', SETTLEMENT_MESSAGE.reuploadFail);
      }
      const after = await Settlement.findByPk(settlement.id, { transaction, rejectOnEmpty: true });
      await writeAudit(input.actor, { action: 'settlement.proof.reupload', targetType: 'settlement', targetId: settlement.id, ...diff(before, snapshot(after, AUDITED)) }, transaction);
      return { message: SETTLEMENT_MESSAGE.reuploadRequested, settlement: await settlementJson(after, transaction) };
    }),
  );
  await afterCommitLogged(options, `proof_reupload_requested mail ${result.settlement.id}`, () => sendSettlementEmail({ actor: SYSTEM, settlementId: result.settlement.id, kind: 'proof_reupload_requested' }));
  return result;
}
