import { AppError } from '../../errors/index';
import { Settlement } from '../../models/settlement';
import { PROOF_FILE_TYPES, proofRemarksSchema } from '../../schemas/settlements';
import { getStorage } from '../../storage/index';
import { type ApplicationUpload, checkUpload, uploadMaxBytes } from '../application-files/index';
import { type Actor, type FieldErrors, inTransaction, type OperationOptions, orFail, runLogged, snapshot, validationError, writeAudit, diff } from '../kernel/index';
import { AFTER_UPLOAD } from './rules';
import { AUDITED, findSettlementFor, moveSettlement, SETTLEMENT_MESSAGE, settlementFileKey, settlementJson, type SettlementJson } from './shared';

export interface UploadSettlementProofInput {
  actor: Actor;
  settlementId: unknown;
  /** SET-10: the receipt. */
  proof: ApplicationUpload | null | undefined;
  /** SET-10: the company invoice. */
  proof2: ApplicationUpload | null | undefined;
  /** The agent's optional remarks. */
  remarks?: unknown;
}

const PROBLEM_KEY = {
  required: 'settlements:validation.proof_required',
  size: 'settlements:validation.proof_size',
  type: 'settlements:validation.proof_type',
} as const;

/**
 * SET-9..13, G-60 (ADR 047): the settlement's own agent uploads the receipt (proof) and the company
 * invoice (proof2), both required, png / jpeg / jpg / pdf / doc / docx by content, each up to the
 * configured upload size (ADR 036). Allowed while the proof is pending upload or pending reupload
 * (rules.ts `upload_proof`): → pending validation, validation_uploaded_at now. The files are stored
 * under new keys with the application files' storage (nothing is overwritten; a refused upload
 * removes what it stored). Another agent's settlement is 404, anyone else 403, any other state 409
 * — nothing changed. The change is audit-logged (G-65). 'Proof Upload Successful' / 'Fail to upload proof'.
 */
export async function uploadSettlementProof(input: UploadSettlementProofInput, options: OperationOptions = {}): Promise<{ message: string; settlement: SettlementJson }> {
  const storage = getStorage();
  const stored: string[] = [];
  try {
    return await orFail(SETTLEMENT_MESSAGE.uploadFail, () =>
      inTransaction(options, async (transaction) => {
        const settlement = await findSettlementFor(input.actor, input.settlementId, 'agent', SETTLEMENT_MESSAGE.uploadFail, transaction);
        const errors: FieldErrors = {};
        const remarks = proofRemarksSchema.safeParse(input.remarks);
        if (!remarks.success) errors.remarks = ['settlements:validation.remarks_long'];
        const maxBytes = await uploadMaxBytes(transaction);
        const files = { proof: checkUpload(input.proof, maxBytes, PROOF_FILE_TYPES), proof2: checkUpload(input.proof2, maxBytes, PROOF_FILE_TYPES) };
        for (const [field, checked] of Object.entries(files)) if ('problem' in checked) errors[field] = [PROBLEM_KEY[checked.problem]];
        if (Object.keys(errors).length || !remarks.success || 'problem' in files.proof || 'problem' in files.proof2) throw validationError(SETTLEMENT_MESSAGE.uploadFail, errors);

        const before = snapshot(settlement, AUDITED);
        const keys = { proof: settlementFileKey(String(settlement.id), files.proof.type), proof2: settlementFileKey(String(settlement.id), files.proof2.type) };
        for (const field of ['proof', 'proof2'] as const) {
          await storage.putFile(keys[field], Buffer.from(input[field]!.buffer));
          stored.push(keys[field]);
        }
        const moved = await moveSettlement(
          settlement.id,
          'upload_proof',
          { ...AFTER_UPLOAD, proof: keys.proof, proof2: keys.proof2, remarks: remarks.data ?? null, validation_uploaded_at: new Date() },
          transaction,
        );
        if (!moved) throw new AppError('CONFLICT', SETTLEMENT_MESSAGE.uploadFail);
        const after = await Settlement.findByPk(settlement.id, { transaction, rejectOnEmpty: true });
        await writeAudit(input.actor, { action: 'settlement.proof.upload', targetType: 'settlement', targetId: settlement.id, ...diff(before, snapshot(after, AUDITED)) }, transaction);
        return { message: SETTLEMENT_MESSAGE.uploadSuccess, settlement: await settlementJson(after, transaction) };
      }),
    );
  } catch (error) {
    for (const key of stored) await runLogged(`remove file ${key}`, () => storage.remove(key));
    throw error;
  }
}
