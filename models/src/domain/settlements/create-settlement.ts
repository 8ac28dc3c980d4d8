import { UniqueConstraintError, type Transaction } from 'sequelize';
import { APPLICATION_STATUS, ORDER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { getSequelize } from '../../db/database';
import { Application } from '../../models/application';
import { Order } from '../../models/order';
import { OrderItem } from '../../models/order-item';
import { Payment } from '../../models/payment';
import { Settlement } from '../../models/settlement';
import { User } from '../../models/user';
import { afterCommitLogged, assertSystemActor, inTransaction, type OperationOptions, type SystemActor, SYSTEM } from '../kernel/index';
import { sendSettlementEmail } from './settlement-mail';
import { settlementAmounts } from './settlement-amounts';

export interface CreateSettlementInput {
  /** Always SYSTEM: the settlement follows the completion, never a user's request. */
  actor: SystemActor;
  applicationId: number;
}

/** The order line the application was bought with: the paid one when several name it, else the latest. */
async function orderLineOf(applicationId: number, transaction: Transaction): Promise<{ line: OrderItem; order: Order } | null> {
  const lines = await OrderItem.findAll({ where: { application_id: applicationId }, include: [{ model: Order, as: 'order', required: true }], order: [['id', 'DESC']], transaction });
  const line = lines.find((l) => Number(l.order!.status) === ORDER_STATUS.PAID) ?? lines[0];
  return line ? { line, order: line.order! } : null;
}

/**
 * G-04 (ADR 047): the one settlement of a Completed application, for its assigned agent — called by
 * completeApplication inside its transaction. Amounts come from the order line's processing and
 * service parts and the agent's commission rate (settlementAmounts; routed nowhere yet, so no
 * PayPal cost). pending_upload is set, and pending_payment_verification while the order is not paid
 * (a pay-later order awaiting its transfer); order_id and payment_id link it (SET-3).
 *
 * Exactly one per application, safe to repeat and to race: the application's row is locked first,
 * so concurrent creates run one after the other, and the existing settlement is read with a locking
 * read (the latest committed row) and answered as it is (`created: false`). The unique index on
 * application_id is the last guard: the insert runs in a savepoint, and a writer that won it is read
 * back the same way.
 * An application that is not Completed is 409; one without an agent gets none (`settlement: null`).
 */
export async function createSettlement(input: CreateSettlementInput, options: OperationOptions = {}): Promise<{ settlement: Settlement | null; created: boolean }> {
  assertSystemActor(input.actor);
  const result = await inTransaction(options, async (transaction) => {
    // The application's row lock makes concurrent creates of one application wait for each other.
    const application = await Application.findByPk(input.applicationId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!application) throw new AppError('NOT_FOUND', 'settlements:not_found');
    if (Number(application.status_id) !== APPLICATION_STATUS.COMPLETED) throw new AppError('CONFLICT', 'settlements:create.not_completed');
    // A locking read sees the latest committed row (a plain one keeps this transaction's snapshot on MariaDB).
    const existing = await Settlement.findOne({ where: { application_id: application.id }, transaction, lock: transaction.LOCK.UPDATE });
    if (existing) return { settlement: existing, created: false };
    if (!application.agent_id) return { settlement: null, created: false };

    const agent = await User.findByPk(application.agent_id, { attributes: ['id', 'commission_rate'], transaction, rejectOnEmpty: true });
    const bought = await orderLineOf(application.id, transaction);
    const payment = bought ? await Payment.findOne({ where: { order_id: bought.order.id }, order: [['id', 'DESC']], attributes: ['id'], transaction }) : null;
    const amounts = settlementAmounts({
      processingPart: bought?.line.processing_part ?? '0.00',
      servicePart: bought?.line.service_part ?? '0.00',
      commissionRate: agent.commission_rate,
      paypal: false,
      paypalFee: { percent: '0', fixed: '0' },
    });
    try {
      const settlement = await getSequelize().transaction({ transaction }, (savepoint) =>
        Settlement.create(
          {
            application_id: application.id,
            agent_id: agent.id,
            order_id: bought?.order.id ?? null,
            payment_id: payment?.id ?? null,
            ...amounts,
            pending_upload: true,
            pending_payment_verification: bought ? Number(bought.order.status) !== ORDER_STATUS.PAID : false,
          },
          { transaction: savepoint },
        ),
      );
      return { settlement, created: true };
    } catch (error) {
      if (!(error instanceof UniqueConstraintError)) throw error;
      const winner = await Settlement.findOne({ where: { application_id: application.id }, transaction, lock: transaction.LOCK.UPDATE });
      if (!winner) throw error;
      return { settlement: winner, created: false };
    }
  });
  // settlement_created (issue 15): the agent is asked for the proof once the completion commits.
  const created = result.created ? result.settlement : null;
  if (created) await afterCommitLogged(options, `settlement_created mail ${created.id}`, () => sendSettlementEmail({ actor: SYSTEM, settlementId: created.id, kind: 'settlement_created' }));
  return result;
}
