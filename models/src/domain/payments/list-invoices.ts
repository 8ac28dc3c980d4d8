import { Op, type Order as SortOrder, type WhereOptions } from 'sequelize';
import { PAYMENT_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Order } from '../../models/order';
import { Payment } from '../../models/payment';
import { User } from '../../models/user';
import { INVOICE_SORT_FIELDS, invoiceListFilterSchema, invoiceUrlOf, type InvoiceRowJson, type InvoiceSortField } from '../../schemas/payments';
import { NOT_ALLOWED, RETRIEVE_FAIL } from './shared';
import { countMostlyEqual } from '../kernel/counts';
import { type Actor, assertAllowed, iso, klDay, klDayEnd, klDayStart, type ListResult, type OperationOptions, pageWindow, stableOrder, startsWithAny, userEmailStartsWith } from '../kernel/index';

export interface ListInvoicesInput {
  actor: Actor;
  /** {q: reference, provider reference or customer e-mail; from / to: the payment day, YYYY-MM-DD (Kuala Lumpur)} */
  filter?: Record<string, unknown>;
  sort?: { field: InvoiceSortField; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
}

/**
 * ORD-70 (invoice list and payment transaction list; SA, AD, AC): the successful payments, newest
 * first — reference, paypal_ref, customer e-mail, total, created_at, invoice number — with the
 * authorised PDF route of ORD-69.
 */
export async function listInvoices(input: ListInvoicesInput, options: OperationOptions = {}): Promise<ListResult<InvoiceRowJson>> {
  assertAllowed(input.actor, 'invoices', 'list', NOT_ALLOWED);
  return invoicePage(input, options);
}

/** One invoice row by payment id (GET /api/admin/invoices/:id); 404 'Fail to retrieve data'. */
export async function getInvoice(input: { actor: Actor; id: number }, options: OperationOptions = {}): Promise<InvoiceRowJson> {
  assertAllowed(input.actor, 'invoices', 'read', NOT_ALLOWED);
  const id = Number.isInteger(input.id) && input.id > 0 ? input.id : 0;
  const [row] = (await invoicePage({ actor: input.actor, limit: 1 }, options, id)).rows;
  if (!row) throw new AppError('NOT_FOUND', RETRIEVE_FAIL);
  return row;
}

async function invoicePage(input: ListInvoicesInput, options: OperationOptions, id?: number): Promise<ListResult<InvoiceRowJson>> {
  const parsed = invoiceListFilterSchema.safeParse(input.filter ?? {});
  const sort = input.sort ?? { field: 'created_at', order: 'DESC' };
  if (!parsed.success || !(INVOICE_SORT_FIELDS as readonly string[]).includes(sort.field) || !['ASC', 'DESC'].includes(sort.order)) {
    throw new AppError('BAD_REQUEST', RETRIEVE_FAIL);
  }
  const { offset, limit } = pageWindow(input);
  const { from, to } = parsed.data;
  if ((from && !klDay(from)) || (to && !klDay(to)) || (from && to && to < from)) throw new AppError('BAD_REQUEST', RETRIEVE_FAIL);
  const conditions: WhereOptions<Payment>[] = [{ status: PAYMENT_STATUS.SUCCESS }];
  if (from) conditions.push({ created_at: { [Op.gte]: klDayStart(from) } });
  if (to) conditions.push({ created_at: { [Op.lt]: klDayEnd(to) } });
  if (id !== undefined) conditions.push({ id });
  const q = parsed.data.q;
  if (q) {
    conditions.push({
      // ADR 066: the reference, invoice number or provider reference starts with the text, or the customer's e-mail does.
      [Op.or]: [startsWithAny(['Payment.reference', 'Payment.invoice_no'], q.toUpperCase()), startsWithAny(['Payment.paypal_ref'], q), userEmailStartsWith('order.user_id', q)],
    } as WhereOptions<Payment>);
  }
  const where = { [Op.and]: conditions } as WhereOptions<Payment>;
  const include = [{ model: Order, as: 'order', attributes: ['id', 'total', 'user_id'], required: true, include: [{ model: User, as: 'user', attributes: ['id', 'email'] }] }];
  const order: SortOrder = stableOrder(sort);
  const { transaction } = options;
  const [total, payments] = await Promise.all([
    // Every payment has its order and customer (NOT NULL foreign keys): the count joins them only for
    // the search, and one payment is one row, so it needs no DISTINCT (issue 17). Unfiltered, nearly
    // every payment is a success: counted as all payments less the others (ADR 081).
    q ? Payment.count({ where, include, transaction }) : conditions.length === 1 ? countMostlyEqual(Payment, 'status', PAYMENT_STATUS.SUCCESS, { transaction }) : Payment.count({ where, transaction }),
    Payment.findAll({ where, include, order, offset, limit, subQuery: false, transaction }),
  ]);
  const rows = payments.map((p) => ({
    id: p.id,
    reference: p.reference,
    paypal_ref: p.paypal_ref ?? null,
    email: p.order?.user?.email ?? null,
    total: String(p.order?.total ?? '0.00'),
    paid_amount: String(p.paid_amount),
    invoice_no: p.invoice_no ?? null,
    created_at: iso(p.created_at),
    download_url: invoiceUrlOf(p.reference),
  }));
  return { rows, total, offset, limit };
}
