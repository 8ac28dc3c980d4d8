import { APPLICATION_STATUS, type PaymentMethod } from '../constants/index';
import type { Application } from '../models/application';
import type { Order } from '../models/order';
import { OrderItem } from '../models/order-item';
import type { Payment } from '../models/payment';
import { buildApplication } from './applications';
import { buildOrder } from './orders';

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
