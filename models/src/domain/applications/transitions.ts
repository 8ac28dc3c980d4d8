import { Op, type Transaction } from 'sequelize';
import { Application } from '../../models/application';
import { OrderItem } from '../../models/order-item';
import { addHistory, type HistoryText } from './history';
import { APPLICATION_TRANSITIONS, AWAITING_PAYMENT_STATUS, AWAITING_PAYMENT_STATUSES, WORK_START_STATUSES, type ApplicationTransition } from './workflow';

/**
 * The system's payment moves (issue 12 §2, ADR 028): the order and payment operations move
 * applications by the named transitions of the workflow module (workflow.ts, ADR 031). Every move is
 * conditional on the current status (a concurrent move makes it a no-op) and writes one
 * application_histories row. The agent's steps, completion and cancel are operations of their own
 * (takeApplicationStep, completeApplication, cancelApplication).
 */
export { APPLICATION_TRANSITIONS, AWAITING_PAYMENT_STATUS, AWAITING_PAYMENT_STATUSES, WORK_START_STATUSES, type ApplicationTransition };

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
  /** The message's catalogue key and values (ADR 032); without one the message shows as written. */
  text?: HistoryText;
  userId: number | null;
}

function transitionTarget(input: MoveInput): number {
  const { to } = APPLICATION_TRANSITIONS[input.transition];
  const target = input.to ?? (to.length === 1 ? to[0] : undefined);
  if (target === undefined || !(to as readonly number[]).includes(target)) throw new Error(`application transition ${input.transition} cannot go to ${String(input.to)}`);
  return target;
}

/** Moves one application by `transition` if it is still in one of its source states. True when it moved. */
export async function moveApplication(applicationId: number, input: MoveInput, transaction: Transaction): Promise<boolean> {
  const status = transitionTarget(input);
  const { from } = APPLICATION_TRANSITIONS[input.transition];
  const [moved] = await Application.update({ status_id: status, ...input.patch }, { where: { id: applicationId, status_id: { [Op.in]: [...from] } }, transaction });
  if (moved) await addHistory(applicationId, input.message, input.userId, transaction, { text: input.text });
  return moved > 0;
}

/** Moves every application of an order that `transition` applies to. Returns how many moved. */
export async function moveOrderApplications(orderId: number, input: MoveInput, transaction: Transaction): Promise<number> {
  transitionTarget(input);
  const apps = await applicationsOfOrder(orderId, transaction, APPLICATION_TRANSITIONS[input.transition].from);
  let moved = 0;
  for (const app of apps) if (await moveApplication(app.id, input, transaction)) moved += 1;
  return moved;
}
