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
 * G-03 delivery_received (DLV-8, ADR 041): after the owning customer marks a delivery received, the
 * agent assigned to its application learns it, in the agent's language, with a link to their
 * delivery list; recorded as an audit mail by sendMail. An application without an agent mails no
 * one (null). The system's own step (SYSTEM only).
 */
export async function sendDeliveryReceivedEmail({ actor, deliveryId }: { actor: SystemActor; deliveryId: number }): Promise<SendMailResult | null> {
  assertSystemActor(actor);
  const delivery = await Delivery.findByPk(deliveryId, {
    include: [
      { model: Order, as: 'order', attributes: ['id', 'reference'] },
      {
        model: Application,
        as: 'application',
        attributes: ['id', 'reference', 'user_id', 'agent_id'],
        include: [
          { model: User, as: 'user', attributes: ['id', 'name'] },
          { model: User, as: 'agent', attributes: ['id', 'name', 'email', 'language'] },
          { model: IpRecord, as: 'ip', attributes: ['id', 'filing_no', 'application_no', 'grant_no', 'application_name'] },
        ],
      },
    ],
  });
  if (!delivery?.application || !delivery.is_delivered) throw new AppError('NOT_FOUND', 'deliveries:update.fail');
  const agent = delivery.application.agent;
  if (!agent) return null;
  const ip = delivery.application.ip;
  const number = [ip?.filing_no, ip?.application_no, ip?.grant_no].find((v) => typeof v === 'string' && v.trim() !== '') ?? '';
  return sendMail({
    to: agent.email,
    template: 'delivery-received',
    language: isLanguage(agent.language) ? agent.language : DEFAULT_LANGUAGE,
    reference: delivery.order?.reference ?? delivery.application.reference,
    mailableType: 'delivery_received',
    data: {
      name: agent.name,
      customer: delivery.application.user?.name ?? '',
      reference: delivery.application.reference,
      ipName: ip?.application_name ?? '',
      ipNumber: number,
      courier: delivery.courier ?? '',
      trackingNo: delivery.tracking_no ?? '',
      url: appLink('/dashboard/delivery'),
    },
  });
}
