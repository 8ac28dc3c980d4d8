import path from 'node:path';
import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Payout } from '../../models/payout';
import { getStorage } from '../../storage/index';
import { isSystemActor, type Actor, type OperationOptions } from '../kernel/index';
import { placeId } from '../places/index';
import { SETTLEMENT_MESSAGE } from './shared';

const MIME_BY_EXT: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const STAFF: readonly number[] = [ROLE.SUPER_ADMIN, ROLE.ADMIN, ROLE.ACCOUNTANT];

/**
 * AGT-38 View file, G-15, G-45: the proof file of a payout, for the payout's own agent and for staff
 * who pay settlements (SA, AD, AC). Anyone else, a missing payout or a payout without a file: 404 —
 * the same answer, so nobody learns which payouts exist.
 */
export async function readPayoutFile(input: { actor: Actor; payoutId: unknown }, options: OperationOptions = {}): Promise<{ buffer: Buffer; mime: string; filename: string }> {
  const { actor } = input;
  const id = placeId(input.payoutId);
  const role = actor && !isSystemActor(actor) ? Number(actor.role_id) : null;
  if (id === null || role === null || (role !== ROLE.AGENT && !STAFF.includes(role))) throw new AppError('NOT_FOUND', SETTLEMENT_MESSAGE.notFound);
  const payout = await Payout.findOne({ where: role === ROLE.AGENT ? { id, agent_id: actor.id } : { id }, attributes: ['id', 'file'], transaction: options.transaction });
  if (!payout?.file) throw new AppError('NOT_FOUND', SETTLEMENT_MESSAGE.notFound);
  let buffer: Buffer;
  try {
    buffer = await getStorage().getFile(payout.file);
  } catch {
    throw new AppError('NOT_FOUND', SETTLEMENT_MESSAGE.notFound);
  }
  const ext = path.extname(payout.file).toLowerCase();
  return { buffer, mime: MIME_BY_EXT[ext] ?? 'application/octet-stream', filename: `payout-${payout.id}${ext}` };
}
