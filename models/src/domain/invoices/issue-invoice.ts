import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import { renderInvoicePdf } from '@iprenew/templates';
import { DEFAULT_LANGUAGE, ORDER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { isLanguage } from '../../i18n/index';
import { mailTranslator } from '../../mail/index';
import { Payment } from '../../models/payment';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { getStorage, StorageKeyExistsError } from '../../storage/index';
import { assertAllowed, isSystemActor, type Actor, type OperationOptions, type SystemActor } from '../kernel/index';
import { canReadInvoice } from './rules';
import { invoiceData, invoiceKey, requireOrder, successfulPayment } from './shared';

export interface IssueInvoiceInput {
  /**
   * SYSTEM after a payment (fulfilment, the payment e-mail); a user who may read the order's invoice
   * (its owner or staff, invoices/rules); for `regenerate`, staff allowed to regenerate invoices.
   */
  actor: Actor | SystemActor;
  orderId: number;
  /** Regenerate Invoice (G-14): render again into a new versioned file, keeping the invoice number. */
  regenerate?: boolean;
}

export interface IssuedInvoice {
  invoice_no: string;
  key: string;
}

const INVOICE_NO = /^INV-(\d{4})-(\d{6})$/;
const MAX_ATTEMPTS = 20;

/** The next free number of a year: one more than the highest INV-yyyy-NNNNNN issued so far (fixed width, so the text order is the number order). */
async function nextInvoiceNo(year: string, transaction?: Transaction): Promise<string> {
  const last = await Payment.findOne({
    attributes: ['invoice_no'],
    where: { invoice_no: { [Op.like]: `INV-${year}-%` } },
    order: [['invoice_no', 'DESC']],
    transaction,
  });
  const match = INVOICE_NO.exec(last?.invoice_no ?? '');
  const highest = match && match[1] === year ? Number(match[2]) : 0;
  return `INV-${year}-${String(highest + 1).padStart(6, '0')}`;
}

/**
 * Gives the payment its invoice number once (G-26): a conditional UPDATE (`invoice_no IS NULL`)
 * so a number is never replaced, and the unique index on invoice_no so two payments never share
 * one — on a collision with a concurrent issue the next number is tried.
 */
async function assignInvoiceNo(payment: Payment, year: string, transaction?: Transaction): Promise<string> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (payment.invoice_no) return payment.invoice_no;
    const candidate = await nextInvoiceNo(year, transaction);
    try {
      await Payment.update({ invoice_no: candidate }, { where: { id: payment.id, invoice_no: null }, transaction });
    } catch (error) {
      if (!(error instanceof UniqueConstraintError)) throw error;
    }
    await payment.reload({ transaction });
  }
  if (payment.invoice_no) return payment.invoice_no;
  throw new AppError('CONFLICT', 'invoice:errors.number_failed');
}

/** Writes the PDF at the first free key from `version` on (an existing file is never overwritten). */
/**
 * The first version from `version` on whose key is free: the versions already taken are skipped by
 * galloping then bisecting on `exists` (O(log n) checks), so files left behind by earlier renders
 * (a regeneration whose transaction rolled back, a storage restored from a backup) never block it.
 */
async function firstFreeVersion(reference: string, version: number): Promise<number> {
  const storage = getStorage();
  let taken = version - 1;
  let free = version;
  for (let step = 1; await storage.exists(invoiceKey(reference, free)); step *= 2) {
    taken = free;
    free = version + step;
  }
  while (free - taken > 1) {
    const middle = Math.floor((taken + free) / 2);
    if (await storage.exists(invoiceKey(reference, middle))) taken = middle;
    else free = middle;
  }
  return free;
}

/** Stores the PDF at the first free version from `version` on; never replaces a file (a concurrent render takes the next one). */
async function storeNewFile(reference: string, version: number, pdf: Buffer): Promise<string> {
  const storage = getStorage();
  let next = version;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const key = invoiceKey(reference, (next = await firstFreeVersion(reference, next)));
    try {
      await storage.putFile(key, pdf);
      return key;
    } catch (error) {
      if (!(error instanceof StorageKeyExistsError)) throw error;
      next += 1;
    }
  }
  throw new AppError('CONFLICT', 'invoice:errors.store_failed');
}

/** The version number of a stored key (1 for the plain `{reference}-invoice.pdf`). */
function versionOf(key: string | null): number {
  if (!key) return 0;
  const match = /-invoice-v(\d+)\.pdf$/.exec(key);
  return match ? Number(match[1]) : 1;
}

/**
 * issueInvoice (G-26, G-14, G-48): the invoice of a paid order, rendered with pdfmake in the
 * customer's language and stored at `invoices/{reference}-invoice.pdf`; payments.invoice_path
 * points at it. Issuing again returns the stored invoice unchanged. `regenerate` renders it again
 * from the order snapshot into `invoices/{reference}-invoice-v{n}.pdf` (the old file is kept) and
 * repoints invoice_path; the invoice number never changes.
 */
export async function issueInvoice(input: IssueInvoiceInput, options: OperationOptions = {}): Promise<IssuedInvoice> {
  const { transaction } = options;
  const { actor } = input;
  if (!isSystemActor(actor) && input.regenerate) assertAllowed(actor, 'payments', 'regenerate-invoice', 'payments:not_allowed');
  const order = await requireOrder({ id: input.orderId }, transaction);
  if (!isSystemActor(actor) && !canReadInvoice(actor, order.user_id)) throw new AppError('NOT_FOUND', 'invoice:errors.not_found');
  const payment = successfulPayment(order);
  if (order.status !== ORDER_STATUS.PAID || !payment) throw new AppError('CONFLICT', 'invoice:errors.not_paid', { params: { reference: order.reference } });

  const storage = getStorage();
  if (!input.regenerate && payment.invoice_no && payment.invoice_path && (await storage.exists(payment.invoice_path))) {
    return { invoice_no: payment.invoice_no, key: payment.invoice_path };
  }

  const year = calendarDateInKualaLumpur(order.paid_at ?? new Date()).slice(0, 4);
  const invoiceNo = await assignInvoiceNo(payment, year, transaction);
  const language = isLanguage(order.user?.language) ? order.user.language : DEFAULT_LANGUAGE;
  const data = await invoiceData(order, payment, invoiceNo, language, transaction);
  const pdf = await renderInvoicePdf(data, { translate: mailTranslator(language), language });

  const key = await storeNewFile(order.reference, input.regenerate ? Math.max(2, versionOf(payment.invoice_path) + 1) : 1, pdf);
  await Payment.update({ invoice_path: key }, { where: { id: payment.id }, transaction });
  return { invoice_no: invoiceNo, key };
}
