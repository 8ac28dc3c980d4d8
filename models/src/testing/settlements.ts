import { APPLICATION_STATUS, type PaymentMethod } from '../constants/index';
import type { Application } from '../models/application';
import type { Order } from '../models/order';
import { OrderItem } from '../models/order-item';
import type { Payment } from '../models/payment';
import { buildApplication } from './applications';
import { buildOrder } from './orders';
import { completeApplication } from '../domain/applications/complete-application';
import { uploadSettlementProof } from '../domain/settlements/upload-settlement-proof';
import { validateSettlement } from '../domain/settlements/validate-settlement';
import { Settlement } from '../models/settlement';
import type { Actor } from '../domain/kernel/index';
import { PDF, PNG } from './checks';

export interface SettlementJobOptions {
  /** The owning customer. */
  user: { id: number };
  /** The assigned agent. */
  agent: { id: number } | null;
  /** How the order is paid. Default 'stripe' (paid); 'paylater' leaves it awaiting its transfer. */
  method?: PaymentMethod;
  /** The order line's parts (ADR 047). Default a two-class Malaysian trademark renewal: 2100.00 + 550.00. */
  processingPart?: string;
  servicePart?: string;
}

/**
 * A job ready to complete with its order line (ADR 047): an order (buildOrder) whose first line
 * became the application — Certificate Ready, acknowledged and rated, so its owner completes it —
 * with the line's processing and service parts set.
 */
export async function buildSettlementJob(options: SettlementJobOptions): Promise<{ application: Application; order: Order; payment: Payment; line: OrderItem }> {
  const { order, payment } = await buildOrder({ user: options.user, method: options.method });
  const { application } = await buildApplication({
    user: options.user,
    agent: options.agent,
    status: APPLICATION_STATUS.CERTIFICATE_READY,
    columns: { acknowledge: true, rating: 5, certificate_ready_at: new Date(Date.now() - 20 * 86_400_000) },
  });
  const line = await OrderItem.findOne({ where: { order_id: order.id }, order: [['id', 'ASC']], rejectOnEmpty: true });
  await line.update({ application_id: application.id, processing_part: options.processingPart ?? '2100.00', service_part: options.servicePart ?? '550.00' });
  return { application, order, payment, line };
}

/**
 * A settlement ready for Set To Paid (Pending Settle): a job (buildSettlementJob) its owner
 * completes, the agent's two proofs uploaded and the admin's validation — each through its operation.
 */
export async function buildValidatedSettlement(options: { user: Actor; agent: Actor; admin: Actor }): Promise<Settlement> {
  const job = await buildSettlementJob({ user: options.user, agent: options.agent });
  await completeApplication({ actor: options.user, applicationId: job.application.id });
  const settlement = await Settlement.findOne({ where: { application_id: job.application.id }, rejectOnEmpty: true });
  await uploadSettlementProof({ actor: options.agent, settlementId: settlement.id, proof: { buffer: PDF }, proof2: { buffer: PNG } });
  await validateSettlement({ actor: options.admin, settlementId: settlement.id });
  return settlement.reload();
}
