import { Op, type Transaction } from 'sequelize';
import { APPLICATION_STATUS } from '../../constants/index';
import { Application } from '../../models/application';
import { OrderItem } from '../../models/order-item';
import { addHistory } from './history';

/**
 * Where an application may move (issue 12 §2, ADR 027). Today the order and payment operations move
 * applications; the agent workflow adds its stages here. Every move is conditional on the current
 * status (a concurrent move makes it a no-op) and writes one application_histories row.
 */

/** The two states of an application whose order waits for payment ('Pending Payment', G-64). */
export const AWAITING_PAYMENT_STATUS = { ordered: APPLICATION_STATUS.RENEWAL_ORDERED, verifying: APPLICATION_STATUS.PENDING_VERIFICATION } as const;
export const AWAITING_PAYMENT_STATUSES: number[] = [AWAITING_PAYMENT_STATUS.ordered, AWAITING_PAYMENT_STATUS.verifying];

/** The state a paid line's application starts work in (G-30): with the default agent, or waiting for one. */
export const WORK_START_STATUSES: number[] = [APPLICATION_STATUS.IN_PROGRESS, APPLICATION_STATUS.PENDING_ASSIGN];

export const APPLICATION_TRANSITIONS = {
  /** ORD-57: a payment slip was submitted. */
  slip_submitted: { from: [APPLICATION_STATUS.RENEWAL_ORDERED], to: [APPLICATION_STATUS.PENDING_VERIFICATION] },
  /** ORD-62: the slip was rejected; the customer may pay again. */
  slip_rejected: { from: [APPLICATION_STATUS.PENDING_VERIFICATION], to: [APPLICATION_STATUS.RENEWAL_ORDERED] },
  /** ORD-65, G-23, ADR 016: the unpaid order was cancelled, expired or superseded. */
  order_closed: { from: [APPLICATION_STATUS.RENEWAL_ORDERED], to: [APPLICATION_STATUS.CANCELLED] },
  /** G-30: the order was paid; work starts. */
  order_paid: { from: AWAITING_PAYMENT_STATUSES, to: WORK_START_STATUSES },
} as const satisfies Record<string, { from: readonly number[]; to: readonly number[] }>;

export type ApplicationTransition = keyof typeof APPLICATION_TRANSITIONS;

/** The applications of an order's lines (via order_items.application_id), optionally only those in `statuses`. */
export async function applicationsOfOrder(orderId: number, transaction: Transaction, statuses?: readonly number[]): Promise<Application[]> {
  const items = await OrderItem.findAll({ where: { order_id: orderId, application_id: { [Op.ne]: null } }, attributes: ['application_id'], transaction });
  const ids = [...new Set(items.map((i) => i.application_id!))];
  if (!ids.length) return [];
  return Application.findAll({
    where: { id: { [Op.in]: ids }, ...(statuses ? { status_id: { [Op.in]: [...statuses] } } : {}) },
    order: [['id', 'ASC']],
    transaction,
  });
}

export interface MoveInput {
  transition: ApplicationTransition;
  /** The target, when the transition has more than one. */
  to?: number;
  /** Other columns set with the move (e.g. the agent on payment). */
  patch?: { agent_id?: number | null };
  message: string;
  userId: number | null;
}

function targetOf(input: MoveInput): number {
  const { to } = APPLICATION_TRANSITIONS[input.transition];
  const target = input.to ?? (to.length === 1 ? to[0] : undefined);
  if (target === undefined || !(to as readonly number[]).includes(target)) throw new Error(`application transition ${input.transition} cannot go to ${String(input.to)}`);
  return target;
}

/** Moves one application by `transition` if it is still in one of its source states. True when it moved. */
export async function moveApplication(applicationId: number, input: MoveInput, transaction: Transaction): Promise<boolean> {
  const status = targetOf(input);
  const { from } = APPLICATION_TRANSITIONS[input.transition];
  const [moved] = await Application.update({ status_id: status, ...input.patch }, { where: { id: applicationId, status_id: { [Op.in]: [...from] } }, transaction });
  if (moved) await addHistory(applicationId, input.message, input.userId, transaction);
  return moved > 0;
}

/** Moves every application of an order that `transition` applies to. Returns how many moved. */
export async function moveOrderApplications(orderId: number, input: MoveInput, transaction: Transaction): Promise<number> {
  targetOf(input);
  const apps = await applicationsOfOrder(orderId, transaction, APPLICATION_TRANSITIONS[input.transition].from);
  let moved = 0;
  for (const app of apps) if (await moveApplication(app.id, input, transaction)) moved += 1;
  return moved;
}
