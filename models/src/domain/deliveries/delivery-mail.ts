import { Application } from '../../models/application';
import { Delivery } from '../../models/delivery';
import { IpRecord } from '../../models/ip-record';
import { Order } from '../../models/order';
import { User } from '../../models/user';
import { appLink } from '../kernel/index';

/** The first of the record's filing, application and grant numbers that is filled in (null: none). */
export const ipNumberOf = (ip: IpRecord | null | undefined): string | null =>
  [ip?.filing_no, ip?.application_no, ip?.grant_no].find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? null;

/** A delivery with what its e-mails tell (order, application, customer, agent, IP record), or null. */
export function findDeliveryForMail(deliveryId: number): Promise<Delivery | null> {
  const person = ['id', 'name', 'email', 'language'];
  return Delivery.findByPk(deliveryId, {
    include: [
      { model: Order, as: 'order', attributes: ['id', 'reference'] },
      {
        model: Application,
        as: 'application',
        attributes: ['id', 'reference', 'user_id', 'agent_id'],
        include: [
          { model: User, as: 'user', attributes: person },
          { model: User, as: 'agent', attributes: person },
          { model: IpRecord, as: 'ip', attributes: ['id', 'filing_no', 'application_no', 'grant_no', 'application_name'] },
        ],
      },
    ],
  });
}

/** The delivery's audit reference (its order's, else its application's) and the facts every delivery mail shows. */
export function deliveryMailFacts(delivery: Delivery, application: Application) {
  return {
    reference: delivery.order?.reference ?? application.reference,
    data: {
      reference: application.reference,
      ipName: application.ip?.application_name ?? '',
      ipNumber: ipNumberOf(application.ip) ?? '',
      courier: delivery.courier ?? '',
      trackingNo: delivery.tracking_no ?? '',
      url: appLink('/dashboard/delivery'),
    },
  };
}
