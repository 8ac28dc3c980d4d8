import type { Transaction } from 'sequelize';
import { ORDER_STATUS, ROLE, SERVICE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { CartItem } from '../../models/cart-item';
import { Delivery } from '../../models/delivery';
import { IpRecord } from '../../models/ip-record';
import { Order } from '../../models/order';
import { OrderItem } from '../../models/order-item';
import { User } from '../../models/user';
import { placeId } from '../places/index';
import { type Actor, assertRole, type OperationOptions } from '../kernel/index';
import { countOf, countTogether } from '../kernel/counts';
import type { DeliveryRequestJson } from '../../schemas/deliveries';
import { ipNumberOf } from './delivery-mail';
import { deliveryRequestRefusal, openDeliveryCondition } from './rules';

export type { DeliveryRequestJson };

/** 'Fail to retrieve application' for a missing or someone else's application (ACL-52: as if missing). */
export const DELIVERY_REQUEST_FAIL = 'deliveries:customer.request.fail';


/** The owner's application (members only; anyone else's or a missing one: 404), with its IP. */
export async function ownedApplication(actor: Actor, applicationId: unknown, transaction?: Transaction): Promise<Application> {
  assertRole(actor, [ROLE.MEMBER], DELIVERY_REQUEST_FAIL);
  const id = placeId(applicationId);
  const application = id === null ? null : await Application.findOne({ where: { id, user_id: actor.id }, include: [{ model: IpRecord, as: 'ip' }], transaction });
  if (!application) throw new AppError('NOT_FOUND', DELIVERY_REQUEST_FAIL);
  return application;
}

/** G-37: whether the owner may request delivery of an application now, and why not (its open requests are counted only when its status allows one). */
export async function deliveryRequestState(application: Application, transaction?: Transaction): Promise<Pick<DeliveryRequestJson, 'can_request_delivery' | 'refusal'>> {
  // The status alone may refuse (no query); only an application in Certificate Ready / Completed counts its open requests.
  const byStatus = deliveryRequestRefusal(application, 0);
  const refusal = byStatus ?? deliveryRequestRefusal(application, await countOpenDeliveryRequests(application.id, transaction));
  return { can_request_delivery: refusal === null, refusal };
}

/**
 * G-37: the open delivery requests of an application — a delivery line in a cart, in an unpaid
 * (Pending) order, or a paid delivery not yet delivered or cancelled. Three counts in one statement.
 */
export async function countOpenDeliveryRequests(applicationId: number, transaction?: Transaction): Promise<number> {
  const { inCart, unpaid, open } = await countTogether(
    {
      inCart: countOf(CartItem, { where: { application_id: applicationId, service_id: SERVICE.DELIVERY } }),
      unpaid: countOf(OrderItem, {
        where: { application_id: applicationId, service_id: SERVICE.DELIVERY },
        include: [{ model: Order, as: 'order', attributes: [], where: { status: ORDER_STATUS.PENDING }, required: true }],
      }),
      open: countOf(Delivery, { where: { application_id: applicationId, ...openDeliveryCondition() } }),
    },
    { transaction },
  );
  return inCart + unpaid + open;
}

/**
 * DLV-11..16, G-37, ACL-52 (ADR 041): what the deliver request page and the customer's application
 * page need — whether the owner may request delivery (`can_request_delivery`: Certificate Ready or
 * Completed, no other open request) and the profile's address. Anyone but the owner: 404.
 */
export async function openDeliveryRequest(input: { actor: Actor; applicationId: unknown }, options: OperationOptions = {}): Promise<DeliveryRequestJson> {
  const { transaction } = options;
  const application = await ownedApplication(input.actor, input.applicationId, transaction);
  const [{ refusal }, user] = await Promise.all([
    deliveryRequestState(application, transaction),
    User.findByPk(input.actor.id, { attributes: ['id', 'address_1', 'address_2', 'poscode', 'city', 'country_id', 'state_id'], transaction }),
  ]);
  return {
    application: {
      id: application.id,
      reference: application.reference,
      type_id: Number(application.type_id),
      status_id: application.status_id === null ? null : Number(application.status_id),
      ip_name: application.ip?.application_name ?? null,
      ip_number: ipNumberOf(application.ip),
    },
    can_request_delivery: refusal === null,
    refusal,
    own_address: {
      address_1: user?.address_1 ?? null,
      address_2: user?.address_2 ?? null,
      poscode: user?.poscode ?? null,
      city: user?.city ?? null,
      country_id: user?.country_id ?? null,
      state_id: user?.state_id ?? null,
    },
  };
}
