import type { Includeable, Transaction, WhereOptions } from 'sequelize';
import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { Delivery } from '../../models/delivery';
import { IpRecord } from '../../models/ip-record';
import { Order } from '../../models/order';
import { type Actor, iso, isSystemActor } from '../kernel/index';
import type { DeliveryJson } from '../../schemas/deliveries';
import { getConfig } from '../../config/env';
import { deliveryFlagsFor, deliveryStateOf, type DeliveryViewer } from './rules';

export type { DeliveryJson };

/** DLV-6: the spec's answers to the tracking action (and to mark received, DLV-8). */
export const DELIVERY_UPDATED = 'deliveries:update.success';
export const DELIVERY_UPDATE_FAIL = 'deliveries:update.fail';
/** 'Fail to retrieve list' (D3 §8) for a list that cannot be read. */
export const DELIVERY_LIST_FAIL = 'deliveries:list.fail';

const STAFF: readonly number[] = [ROLE.SUPER_ADMIN, ROLE.ADMIN];
/** ACL-29: who may see deliveries at all (staff all, the agent their jobs', the customer their own). */
const READERS: readonly number[] = [...STAFF, ROLE.AGENT, ROLE.MEMBER];

export const deliveryRefused = (code: 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN' = 'CONFLICT') => new AppError(code, DELIVERY_UPDATE_FAIL);

/**
 * The applications an actor's deliveries belong to: the agent's assigned jobs (ACL-62: another
 * agent's is as if missing), the customer's own, everything for SA/AD. Anyone else is refused (403).
 */
export function applicationScopeOf(actor: Actor | null | undefined, failKey = DELIVERY_UPDATE_FAIL): { where: WhereOptions<Application>; viewer: DeliveryViewer } {
  if (!actor || isSystemActor(actor) || !READERS.includes(Number(actor.role_id))) throw new AppError('FORBIDDEN', failKey);
  const role = Number(actor.role_id);
  if (role === ROLE.AGENT) return { where: { agent_id: actor.id }, viewer: 'worker' };
  if (role === ROLE.MEMBER) return { where: { user_id: actor.id }, viewer: 'owner' };
  return { where: {}, viewer: 'worker' };
}

/** One query for a page of deliveries with what a row shows (DLV-3): the order, the application and its IP. */
export function deliveryIncludes(applicationWhere: WhereOptions<Application>): Includeable[] {
  return [
    { model: Order, as: 'order', attributes: ['id', 'reference'], required: false },
    {
      model: Application,
      as: 'application',
      attributes: ['id', 'reference', 'service_id', 'type_id', 'status_id', 'user_id', 'agent_id', 'ip_id'],
      where: applicationWhere,
      required: true,
      include: [{ model: IpRecord, as: 'ip', attributes: ['id', 'type_id', 'filing_no', 'application_no', 'grant_no', 'application_name'] }],
    },
  ];
}

export function toDeliveryJson(delivery: Delivery, viewer: DeliveryViewer): DeliveryJson {
  const state = deliveryStateOf(delivery);
  const application = delivery.application!;
  const ip = application.ip;
  return {
    id: delivery.id,
    state,
    courier: delivery.courier ?? null,
    tracking_no: delivery.tracking_no ?? null,
    tracking_url: trackingUrlOf(delivery.courier ?? null, delivery.tracking_no ?? null),
    is_delivered: Boolean(delivery.is_delivered),
    address: delivery.address ?? null,
    fee: String(delivery.fee),
    fee_type: delivery.fee_type,
    service_id: Number(delivery.service_id),
    created_at: iso(delivery.created_at),
    updated_at: iso(delivery.updated_at),
    delivered_at: iso(delivery.delivered_at),
    cancelled_at: iso(delivery.cancelled_at),
    order: delivery.order ? { id: delivery.order.id, reference: delivery.order.reference } : null,
    application: {
      id: application.id,
      reference: application.reference,
      service_id: Number(application.service_id),
      type_id: Number(application.type_id),
      status_id: application.status_id === null ? null : Number(application.status_id),
      ip: ip
        ? { id: ip.id, type_id: Number(ip.type_id), filing_no: ip.filing_no ?? null, application_no: ip.application_no ?? null, grant_no: ip.grant_no ?? null, application_name: ip.application_name ?? null }
        : null,
    },
    ...deliveryFlagsFor(state, viewer),
  };
}

/** DLV-4, ADR 041: COURIER_TRACKING_URL filled with the (URL-encoded) tracking number and courier; null without either. */
export function trackingUrlOf(courier: string | null, trackingNo: string | null, template = getConfig().courierTrackingUrl): string | null {
  if (!trackingNo || !template) return null;
  return template.replaceAll('{tracking_no}', encodeURIComponent(trackingNo)).replaceAll('{courier}', encodeURIComponent(courier ?? ''));
}

/** The delivery `id` as `actor` may see it (someone else's: 404, like a missing one), with its rows. */
export async function findDeliveryFor(
  actor: Actor | null | undefined,
  id: number,
  transaction?: Transaction,
  failKey = DELIVERY_UPDATE_FAIL,
): Promise<{ delivery: Delivery; viewer: DeliveryViewer }> {
  const { where, viewer } = applicationScopeOf(actor, failKey);
  const delivery = await Delivery.findOne({ where: { id }, include: deliveryIncludes(where), transaction });
  if (!delivery) throw new AppError('NOT_FOUND', failKey);
  return { delivery, viewer };
}
