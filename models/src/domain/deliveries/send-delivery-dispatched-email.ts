import { DEFAULT_LANGUAGE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { isLanguage } from '../../i18n/index';
import { sendMail, type SendMailResult } from '../../mail/index';
import { Application } from '../../models/application';
import { Delivery } from '../../models/delivery';
import { IpRecord } from '../../models/ip-record';
import { Order } from '../../models/order';
import { User } from '../../models/user';
import { appLink, assertSystemActor, type SystemActor } from '../kernel/index';

/**
 * G-03 delivery_dispatched (DLV-7, issue 13): after a delivery moves Pending → Delivering, its
 * customer learns the courier and tracking number, in their language, with a link to their delivery
 * list; recorded as an audit mail by sendMail. The system's own step (SYSTEM only).
 */
export async function sendDeliveryDispatchedEmail({ actor, deliveryId }: { actor: SystemActor; deliveryId: number }): Promise<SendMailResult> {
  assertSystemActor(actor);
  const delivery = await Delivery.findByPk(deliveryId, {
    include: [
      { model: Order, as: 'order', attributes: ['id', 'reference'] },
      {
        model: Application,
        as: 'application',
        attributes: ['id', 'reference', 'user_id'],
        include: [
          { model: User, as: 'user', attributes: ['id', 'name', 'email', 'language'] },
          { model: IpRecord, as: 'ip', attributes: ['id', 'filing_no', 'application_no', 'grant_no', 'application_name'] },
        ],
      },
    ],
  });
  const user = delivery?.application?.user;
  if (!delivery || !user || !delivery.tracking_no) throw new AppError('NOT_FOUND', 'deliveries:update.fail');
  const ip = delivery.application!.ip;
  const number = [ip?.filing_no, ip?.application_no, ip?.grant_no].find((v) => typeof v === 'string' && v.trim() !== '') ?? '';
  return sendMail({
    to: user.email,
    template: 'delivery-dispatched',
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
    reference: delivery.order?.reference ?? delivery.application!.reference,
    mailableType: 'delivery_dispatched',
    data: {
      name: user.name,
      reference: delivery.application!.reference,
      ipName: ip?.application_name ?? '',
      ipNumber: number,
      courier: delivery.courier ?? '',
      trackingNo: delivery.tracking_no,
      url: appLink('/dashboard/delivery'),
    },
  });
}
