import { Op, type Transaction, type WhereOptions } from 'sequelize';
import { APPLICATION_STATUS, SERVICE } from '../../constants/index';
import { Application, type ApplicationExtra } from '../../models/application';
import { Classification } from '../../models/classification';
import { Delivery } from '../../models/delivery';
import { IpRecord } from '../../models/ip-record';
import type { Order } from '../../models/order';
import { OrderItem } from '../../models/order-item';
import { Partner } from '../../models/partner';
import { Product } from '../../models/product';
import { ProductService } from '../../models/product-service';
import { addHistory, AWAITING_PAYMENT_STATUS, moveApplication, type HistoryText } from '../applications/index';
import { clearRenewalNotification } from '../ip-records/clear-renewal-notification';
import { isActiveAgent } from '../products/shared';
import { orderItems, todayInKualaLumpur } from './shared';

/**
 * G-32, G-30, G-33: turns an order's lines into work. Each line (other than a delivery) is linked to
 * the customer's own IP record with the same type + country + number (else a new record; search
 * requests become model_type 'search'), and gets an application `{order reference}-{n}`.
 *
 * `paid: false` (pay later): applications are created in Renewal Ordered ('Pending Payment').
 * `paid: true`: existing applications in Renewal Ordered / Pending Verification move on, new ones
 * are created; both go to In Progress with the product service's default agent, else Pending Assign.
 * Delivery lines (service 4) become a deliveries row for their application when paid. Answers the
 * applications given to a default agent, whom the caller mails after commit (job_assigned, G-30).
 */
export async function materialiseLines(order: Order, options: { paid: boolean; actorId: number | null; transaction: Transaction }): Promise<AutoAssignment[]> {
  const { transaction, paid, actorId } = options;
  const assigned: AutoAssignment[] = [];
  const items = await orderItems(order.id, transaction);
  const today = todayInKualaLumpur();
  let n = 0;
  for (const item of items) {
    if (item.service_id === SERVICE.DELIVERY) {
      if (paid) await recordDelivery(order, item, transaction);
      continue;
    }
    n += 1;
    const target = paid ? await paidTarget(item, transaction) : { status: AWAITING_PAYMENT_STATUS.ordered, agentId: null };
    const existing = item.application_id ? await Application.findByPk(item.application_id, { transaction }) : null;
    if (existing) {
      if (!paid) continue;
      const message = historyMessage(target.status, order.reference);
      const text = historyText(target.status, order.reference);
      await moveApplication(existing.id, { transition: 'order_paid', to: target.status, patch: { agent_id: target.agentId }, message, text, userId: actorId }, transaction);
      if (target.agentId) assigned.push({ applicationId: existing.id, agentId: target.agentId });
      if (item.ip_id) await keepQuote(item, item.ip_id, transaction);
      continue;
    }
    const ip = await linkIpRecord(order.user_id, item, transaction);
    // G-31: a new renewal of this IP is ordered — its Renewal Notification label clears.
    if (item.service_id === SERVICE.RENEWAL) await clearRenewalNotification(ip, transaction);
    const app = await Application.create(
      {
        reference: `${order.reference}-${n}`,
        application_date: today,
        service_id: item.service_id,
        type_id: item.type_id,
        status_id: target.status,
        user_id: order.user_id,
        agent_id: target.agentId,
        ip_id: ip.id,
        model_type: ip.model_type,
        extra: extraOf(item),
      },
      { transaction },
    );
    await copyRequest(item, ip.id, app.id, transaction);
    await addHistory(app.id, historyMessage(target.status, order.reference), actorId, transaction, { text: historyText(target.status, order.reference) });
    await OrderItem.update({ application_id: app.id, ip_id: ip.id }, { where: { id: item.id }, transaction });
    if (target.agentId) assigned.push({ applicationId: app.id, agentId: target.agentId });
  }
  return assigned;
}

/** A paid line's application given to its product's default agent (G-30): the agent is told by job_assigned. */
export interface AutoAssignment {
  applicationId: number;
  agentId: number;
}

function historyMessage(status: number, reference: string): string {
  if (status === AWAITING_PAYMENT_STATUS.ordered) return `Order ${reference} placed with pay later: pending payment.`;
  if (status === APPLICATION_STATUS.IN_PROGRESS) return `Payment for order ${reference} confirmed. Assigned to the default agent; work in progress.`;
  return `Payment for order ${reference} confirmed. Waiting for an agent to be assigned.`;
}

/** historyMessage's catalogue key (ADR 032). */
function historyText(status: number, reference: string): HistoryText {
  if (status === AWAITING_PAYMENT_STATUS.ordered) return { key: 'jobs:history.pay_later', params: { reference } };
  if (status === APPLICATION_STATUS.IN_PROGRESS) return { key: 'jobs:history.paid_assigned', params: { reference } };
  return { key: 'jobs:history.paid_pending_assign', params: { reference } };
}

/** G-30: the product service's default agent (an active agent) → In Progress; none → Pending Assign. */
async function paidTarget(item: OrderItem, transaction: Transaction): Promise<{ status: number; agentId: number | null }> {
  const service = await ProductService.findOne({
    where: { service_id: item.service_id, type_id: item.type_id, default_agent_id: { [Op.ne]: null } },
    include: [{ model: Product, as: 'product', where: { country_id: item.country_id }, attributes: ['id'], required: true }],
    order: [['id', 'ASC']],
    transaction,
  });
  const agentId = service?.default_agent_id ?? null;
  if (agentId && (await isActiveAgent(agentId, transaction))) return { status: APPLICATION_STATUS.IN_PROGRESS, agentId };
  return { status: APPLICATION_STATUS.PENDING_ASSIGN, agentId: null };
}

function extraOf(item: OrderItem): ApplicationExtra {
  const extra: ApplicationExtra = {};
  const years = item.selected_years ?? [];
  if (years.length) extra.year_granted = years[years.length - 1]!.year_granted;
  if (item.fee_type) extra.cost_type = item.fee_type;
  if (item.service_id === SERVICE.APPLICATION && item.address) extra.address = item.address;
  return extra;
}

/** Renewal lines: the IP keeps the last quoted fee, tier, agent cost and years (G-32). */
async function keepQuote(item: OrderItem, ipId: number, transaction: Transaction): Promise<void> {
  if (item.service_id !== SERVICE.RENEWAL) return;
  await IpRecord.update(
    { fee: item.fee, fee_type: item.fee_type ?? null, agent_cost: item.agent_cost, selected_years: item.selected_years ?? null },
    { where: { id: ipId }, transaction },
  );
}

/** The customer's own record with the same type + country + one of the line's numbers, else a new one. */
async function linkIpRecord(userId: number, item: OrderItem, transaction: Transaction): Promise<IpRecord> {
  const numbers: WhereOptions[] = [];
  if (item.filing_no) numbers.push({ filing_no: item.filing_no });
  if (item.application_no) numbers.push({ application_no: item.application_no });
  if (item.grant_no) numbers.push({ grant_no: item.grant_no });
  const search = item.service_id === SERVICE.SEARCH;
  if (numbers.length && !search) {
    const found = await IpRecord.findOne({
      where: { user_id: userId, type_id: item.type_id, country_id: item.country_id, model_type: 'ip', [Op.or]: numbers },
      order: [['id', 'ASC']],
      transaction,
    });
    if (found) {
      await keepQuote(item, found.id, transaction);
      return found;
    }
  }
  const request = item.request ?? null;
  const renewal = item.service_id === SERVICE.RENEWAL;
  return IpRecord.create(
    {
      user_id: userId,
      type_id: item.type_id,
      country_id: item.country_id,
      model_type: search ? 'search' : 'ip',
      filing_no: item.filing_no ?? null,
      application_no: item.application_no ?? null,
      grant_no: item.grant_no ?? null,
      filing_date: item.filing_date ?? null,
      grant_date: item.grant_date ?? null,
      expiry_date: item.expiry_date ?? null,
      application_name: item.application_name ?? null,
      multiclass_no: item.multiclass_no ?? null,
      multiclass_name: item.multiclass_name ?? null,
      path: request?.logo ?? null,
      description: request?.description ?? null,
      is_english_only: Boolean(request?.is_english_only),
      ...(renewal ? { fee: item.fee, fee_type: item.fee_type ?? null, agent_cost: item.agent_cost, selected_years: item.selected_years ?? null } : {}),
    },
    { transaction },
  );
}

/** Search / application requests (G-33): classifications on the IP and the application, partners on the application. */
async function copyRequest(item: OrderItem, ipId: number, applicationId: number, transaction: Transaction): Promise<void> {
  const request = item.request;
  if (!request) return;
  const classes = (request.classifications ?? []).filter((c) => c && c.term && c.goods);
  if (classes.length) {
    await Classification.bulkCreate(
      classes.map((c) => ({ ip_id: ipId, application_id: applicationId, class_no: c.class_no ?? null, term: c.term, goods: c.goods })),
      { transaction },
    );
  }
  const partners = (request.partners ?? []).map((p) => String(p).trim()).filter(Boolean);
  if (item.service_id === SERVICE.APPLICATION && partners.length) {
    await Partner.bulkCreate(partners.map((name) => ({ application_id: applicationId, name })), { transaction });
  }
}

/** A paid delivery line (G-37): the deliveries row of its application, once. */
async function recordDelivery(order: Order, item: OrderItem, transaction: Transaction): Promise<void> {
  if (!item.application_id) return;
  const existing = await Delivery.findOne({ where: { order_id: order.id, application_id: item.application_id }, transaction });
  if (existing) return;
  await Delivery.create(
    { order_id: order.id, application_id: item.application_id, address: item.address ?? null, fee: item.fee, fee_type: item.fee_type ?? 'delivery_fee', service_id: SERVICE.DELIVERY },
    { transaction },
  );
}
