import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Settlement } from '../../models/settlement';
import { isSystemActor, type Actor, type OperationOptions } from '../kernel/index';
import { placeId } from '../places/index';
import { SETTLEMENT_MESSAGE, settlementJson, type SettlementJson } from './shared';

/**
 * AGT-12, SET-8, G-60: the settlement of one of the agent's jobs as the job page's payment table
 * shows it — its amounts, its proof status (SET-6/7) and `can_upload_proof` (SET-13) — or null while
 * there is none (it is made at Completed). Only the settlement's own agent reads it here: another
 * agent's (or any other role) gets null, so the page shows no payment table. Proof file keys are
 * never sent to the page; `has_proof` / `has_proof2` say whether there is a file to view.
 */
export type JobSettlementJson = Omit<SettlementJson, 'proof' | 'proof2' | 'validation_asset' | 'validation_asset_2'> & { has_proof: boolean; has_proof2: boolean };

export async function settlementOfJob(input: { actor: Actor; applicationId: unknown }, options: OperationOptions = {}): Promise<JobSettlementJson | null> {
  const { actor } = input;
  if (!actor || isSystemActor(actor) || Number(actor.role_id) !== ROLE.AGENT) return null;
  const applicationId = placeId(input.applicationId);
  if (applicationId === null) throw new AppError('NOT_FOUND', SETTLEMENT_MESSAGE.notFound);
  const settlement = await Settlement.findOne({ where: { application_id: applicationId, agent_id: actor.id }, transaction: options.transaction });
  if (!settlement) return null;
  const { proof, proof2, validation_asset: _a, validation_asset_2: _b, ...rest } = await settlementJson(settlement, options.transaction);
  return { ...rest, has_proof: proof !== null, has_proof2: proof2 !== null };
}
