import { PAYMENT_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Order } from '../../models/order';
import { PaymentSlip } from '../../models/payment-slip';
import { slipSchema, SLIP_MAX_BYTES } from '../../schemas/orders';
import { getStorage } from '../../storage/index';
import { moveOrderApplications } from '../applications/index';
import { expireCheckouts } from '../card-payments/expire-checkouts';
import { orderJson, type OrderJson } from './order-json';
import { canUploadSlip } from './rules';
import { FILE_MIME, fileTypeOf } from '../../storage/file-type';
import { slipKey } from './slip-file';
import { sendSlipReceivedEmail } from '../invoices/index';
import { assertCustomer, findOwnOrder, paymentOf, pendingSlipOf } from './shared';
import { type Actor, afterCommit, afterCommitLogged, fieldErrorsOf, inTransaction, type OperationOptions, orFail, runLogged, SYSTEM, validationError } from '../kernel/index';

export interface SubmitSlipInput {
  actor: Actor;
  reference: unknown;
  ref_no: unknown;
  amount_paid: unknown;
  file?: { buffer: Buffer | Uint8Array; filename?: string | null; mime?: string | null } | null;
}

const FAIL = 'orders:slip.submit_fail';

/**
 * ORD-53..57, G-23: the customer's bank-in slip for their own pending pay-later order. ref_no
 * required, amount_paid required and numeric, a file required ('Please upload a file.') that is a
 * jpg, png or pdf by its content. Stored at slips/{reference}/{random}.{ext}; the payment then waits
 * for verification (its applications move to Pending Verification) and no second slip is taken
 * until this one is reviewed, and the customer is mailed that it arrived. Any other failure:
 * 'Payment submission failed.'
 */
export async function submitSlip(input: SubmitSlipInput, options: OperationOptions = {}): Promise<{ message: string; order: OrderJson }> {
  assertCustomer(input.actor, FAIL);
  const fieldErrors: Record<string, string[]> = {};
  const parsed = slipSchema.safeParse({ ref_no: input.ref_no ?? undefined, amount_paid: input.amount_paid === undefined || input.amount_paid === null ? undefined : String(input.amount_paid) });
  if (!parsed.success) Object.assign(fieldErrors, fieldErrorsOf(parsed.error));
  const buffer = input.file?.buffer;
  const sniffed = buffer && buffer.byteLength > 0 ? fileTypeOf(buffer) : null;
  const type = sniffed === 'jpg' || sniffed === 'png' || sniffed === 'pdf' ? sniffed : null;
  if (!buffer || buffer.byteLength === 0) fieldErrors.file = ['orders:slip.file_required'];
  else if (buffer.byteLength > SLIP_MAX_BYTES) fieldErrors.file = ['orders:slip.file_size'];
  else if (!type) fieldErrors.file = ['orders:slip.file_type'];
  if (Object.keys(fieldErrors).length || !parsed.success || !type || !buffer) throw validationError(FAIL, fieldErrors);

  const storage = getStorage();
  let stored: string | null = null;
  let openSession: string | null = null;
  try {
    const order = await orFail(FAIL, () =>
      inTransaction(options, async (transaction) => {
        const own = await findOwnOrder(input.actor, input.reference, FAIL, transaction);
        const order = await Order.findByPk(own.id, { transaction, lock: transaction.LOCK.UPDATE, rejectOnEmpty: true });
        const payment = await paymentOf(order.id, transaction);
        const pendingSlip = payment ? await pendingSlipOf(payment.id, transaction) : null;
        if (!payment || Number(payment.status) === PAYMENT_STATUS.SUCCESS || !canUploadSlip(order, pendingSlip !== null)) throw new AppError('CONFLICT', FAIL);
        openSession = order.provider_session_id;
        stored = slipKey(order.reference, type);
        await storage.putFile(stored, Buffer.from(buffer));
        await PaymentSlip.create(
          { payment_id: payment!.id, ref_no: parsed.data.ref_no, amount_paid: parsed.data.amount_paid, file: stored, mime: FILE_MIME[type] },
          { transaction },
        );
        await payment!.update({ status: PAYMENT_STATUS.PENDING, is_read: false }, { transaction });
        await moveOrderApplications(order.id, { transition: 'slip_submitted', message: `Payment slip ${parsed.data.ref_no} submitted for order ${order.reference}: pending verification.`, text: { key: 'jobs:history.slip_submitted', params: { ref_no: parsed.data.ref_no, reference: order.reference } }, userId: input.actor.id }, transaction);
        return { json: await orderJson(order, transaction), paymentId: payment!.id };
      }),
    );
    // ADR 016: while the slip waits for review the order cannot be paid by card — close any card page.
    if (openSession) await afterCommit(options, () => expireCheckouts([{ reference: order.json.reference, payment_method: null, provider_session_id: openSession }]));

    await afterCommitLogged(options, `sendSlipReceivedEmail ${order.json.reference}`, () => sendSlipReceivedEmail({ actor: SYSTEM, paymentId: order.paymentId }));
    return { message: 'orders:slip.submit_success', order: order.json };
  } catch (error) {
    if (stored) await runLogged(`remove slip ${String(input.reference)}`, () => storage.remove(stored!));
    throw error;
  }
}
