import path from 'node:path';
import { AppError } from '../../errors/index';
import { PaymentSlip } from '../../models/payment-slip';
import { getStorage } from '../../storage/index';
import { NOT_ALLOWED } from './shared';
import { type Actor, assertAllowed, type OperationOptions } from '../kernel/index';

const MIME_BY_EXT: Record<string, string> = { '.pdf': 'application/pdf', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

/**
 * ORD-64, G-15, G-45: the staff open a payment's slip (the latest, or `slipId` of that payment),
 * read from storage — never from a public folder. Answers the bytes, content type and file name.
 */
export async function readPaymentSlip(
  input: { actor: Actor; paymentId: number; slipId?: number | null },
  options: OperationOptions = {},
): Promise<{ buffer: Buffer; mime: string; filename: string }> {
  assertAllowed(input.actor, 'payments', 'slip', NOT_ALLOWED);
  const valid = (id: unknown) => typeof id === 'number' && Number.isInteger(id) && id > 0;
  if (!valid(input.paymentId) || (input.slipId !== undefined && input.slipId !== null && !valid(input.slipId))) throw new AppError('NOT_FOUND', 'payments:slip_not_found');
  const slip = await PaymentSlip.findOne({
    where: { payment_id: input.paymentId, ...(input.slipId ? { id: input.slipId } : {}) },
    order: [['id', 'DESC']],
    transaction: options.transaction,
  });
  if (!slip) throw new AppError('NOT_FOUND', 'payments:slip_not_found');
  let buffer: Buffer;
  try {
    buffer = await getStorage().getFile(slip.file);
  } catch {
    throw new AppError('NOT_FOUND', 'payments:slip_not_found');
  }
  const ext = path.extname(slip.file).toLowerCase();
  const mime = MIME_BY_EXT[ext] ?? slip.mime ?? 'application/octet-stream';
  return { buffer, mime, filename: `${slip.ref_no.replace(/[^A-Za-z0-9._-]/g, '_') || 'slip'}${ext}` };
}
