import { Op, type Order as SortOrder, type WhereOptions } from 'sequelize';
import { AppError } from '../../errors/index';
import { Payment } from '../../models/payment';
import { PAYMENT_SORT_FIELDS, paymentListFilterSchema, type PaymentRowJson, type PaymentSortField } from '../../schemas/payments';
import { NOT_ALLOWED, paymentRows, pendingVerificationQuery, RETRIEVE_FAIL } from './shared';
import { type Actor, assertAllowed, type ListResult, type OperationOptions, pageWindow, stableOrder, startsWithAny } from '../kernel/index';

export interface ListPaymentsInput {
  actor: Actor;
  /** {q: reference, status: 0 Fail | 1 Success | 2 Pending (the payment record's own status), queue: pending_verification | refund_due} */
  filter?: Record<string, unknown>;
  sort?: { field: PaymentSortField; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
}

/**
 * ORD-61..64, ORD-71, ORD-72: one page of payments (newest first by default), filtered on the
 * reference and the payment status, each with the order's customer e-mail, amount, method, the
 * display status (Pending PayLater / Pending Verification / Validated / Cancelled / Failed), the
 * latest slip and which actions apply (Review, Update To Success, Regenerate Invoice).
 */
export async function listPayments(input: ListPaymentsInput, options: OperationOptions = {}): Promise<ListResult<PaymentRowJson>> {
  assertAllowed(input.actor, 'payments', 'list', NOT_ALLOWED);
  const parsed = paymentListFilterSchema.safeParse(input.filter ?? {});
  const sort = input.sort ?? { field: 'created_at', order: 'DESC' };
  if (!parsed.success || !(PAYMENT_SORT_FIELDS as readonly string[]).includes(sort.field) || !['ASC', 'DESC'].includes(sort.order)) {
    throw new AppError('BAD_REQUEST', RETRIEVE_FAIL);
  }
  const { offset, limit } = pageWindow(input);
  const conditions: WhereOptions<Payment>[] = [];
  if (parsed.data.status !== undefined) conditions.push({ status: parsed.data.status });
  // ADR 066: the reference starts with the text (payments_reference_idx).
  if (parsed.data.q) conditions.push(startsWithAny(['Payment.reference'], parsed.data.q.toUpperCase()) as WhereOptions<Payment>);
  if (parsed.data.queue === 'refund_due') conditions.push({ refund_status: 'due' });
  if (parsed.data.queue === 'pending_verification') {
    // The admin's work queue (ORD-61): a submitted slip on a payment and order that still wait.
    const waiting = await Payment.findAll({ ...pendingVerificationQuery(), attributes: ['id'], group: ['Payment.id'], transaction: options.transaction });
    conditions.push({ id: { [Op.in]: waiting.map((p) => p.id) } });
  }
  const where = { [Op.and]: conditions } as WhereOptions<Payment>;
  const order: SortOrder = stableOrder(sort);
  const { transaction } = options;
  const [total, payments] = await Promise.all([Payment.count({ where, transaction }), Payment.findAll({ where, order, offset, limit, transaction })]);
  return { rows: await paymentRows(payments, input.actor, transaction), total, offset, limit };
}

/** One payment row (GET /api/admin/payments/:id). */
export async function getPayment(input: { actor: Actor; id: number }, options: OperationOptions = {}): Promise<PaymentRowJson> {
  assertAllowed(input.actor, 'payments', 'read', NOT_ALLOWED);
  const payment = Number.isInteger(input.id) && input.id > 0 ? await Payment.findByPk(input.id, { transaction: options.transaction }) : null;
  if (!payment) throw new AppError('NOT_FOUND', RETRIEVE_FAIL);
  return (await paymentRows([payment], input.actor, options.transaction))[0]!;
}
