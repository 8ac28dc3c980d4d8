import { Op, type Transaction } from 'sequelize';
import { Settlement } from '../../models/settlement';

/**
 * G-59, AGT-26: while the agent's settlement proof for an application is outstanding (pending
 * upload, pending validation or pending re-upload), the application's step actions are off
 * (`enabled_button` false) and the server refuses them. The settlements themselves come with the
 * settlements issue; this is the hook the workflow asks.
 */

/** What the rule reads of a settlement row. */
export interface ProofState {
  pending_upload?: boolean | number | null;
  pending_validate?: boolean | number | null;
  pending_reupload?: boolean | number | null;
}

/** True when the settlement still waits for the agent's proof or its validation. */
export const isProofOutstanding = (settlement: ProofState): boolean =>
  Boolean(settlement.pending_upload) || Boolean(settlement.pending_validate) || Boolean(settlement.pending_reupload);

/** The application's `enabled_button` (AGT-26): false while any of its settlements has an outstanding proof. */
export const stepsEnabled = (settlements: readonly ProofState[]): boolean => !settlements.some(isProofOutstanding);

/** True when the application has a settlement whose proof is outstanding. */
export async function hasOutstandingProof(applicationId: number, transaction?: Transaction): Promise<boolean> {
  const row = await Settlement.findOne({
    where: { application_id: applicationId, [Op.or]: [{ pending_upload: true }, { pending_validate: true }, { pending_reupload: true }] },
    attributes: ['id'],
    transaction,
  });
  return row !== null;
}
