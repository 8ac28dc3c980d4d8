import { ORDER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Payment } from '../../models/payment';
import { getStorage, StorageNotFoundError } from '../../storage/index';
import { issueInvoice } from './issue-invoice';
import { canReadInvoice } from './rules';
import { invoiceFileName, loadOrder, successfulPayment, type OperationOptions } from './shared';
import { type Actor } from '../kernel/index';

const notFound = () => new AppError('NOT_FOUND', 'invoice:errors.not_found');

/**
 * readInvoice (ORD-69, G-45): the invoice PDF of an order for its owner (role 4) or staff (1, 2, 5).
 * Anyone else — another customer, an agent — gets NOT_FOUND exactly as for an order that does not
 * exist or is not paid, so the answer never reveals that a reference exists. A paid order whose
 * invoice file is missing (its post-payment step failed, or older data) gets it issued on this read.
 */
export async function readInvoice(
  { actor, reference }: { actor: Actor; reference: string },
  options: OperationOptions = {},
): Promise<{ buffer: Buffer; filename: string }> {
  if (!actor || typeof reference !== 'string' || !/^[A-Z0-9]{1,32}$/.test(reference)) throw notFound();
  const order = await loadOrder({ reference }, options.transaction);
  if (!order || !canReadInvoice(actor, order.user_id)) throw notFound();
  let payment = successfulPayment(order);
  if (!payment || order.status !== ORDER_STATUS.PAID) throw notFound();
  const storage = getStorage();
  if (!payment.invoice_path || !(await storage.exists(payment.invoice_path))) {
    await issueInvoice({ actor, orderId: order.id }, options);
    payment = await Payment.findByPk(payment.id, { transaction: options.transaction });
    if (!payment?.invoice_path) throw notFound();
  }
  try {
    return { buffer: await storage.getFile(payment.invoice_path), filename: invoiceFileName(order.reference) };
  } catch (error) {
    if (error instanceof StorageNotFoundError) throw notFound();
    throw error;
  }
}
