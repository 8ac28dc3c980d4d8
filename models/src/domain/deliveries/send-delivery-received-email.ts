import { DEFAULT_LANGUAGE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { isLanguage } from '../../i18n/index';
import { sendMail, type SendMailResult } from '../../mail/index';
import { assertSystemActor, type SystemActor } from '../kernel/index';
import { deliveryMailFacts, findDeliveryForMail } from './delivery-mail';

/**
 * G-03 delivery_received (DLV-8, ADR 041): after the owning customer marks a delivery received, the
 * agent assigned to its application learns it, in the agent's language, with a link to their
 * delivery list; recorded as an audit mail by sendMail. An application without an agent mails no
 * one (null). The system's own step (SYSTEM only).
 */
export async function sendDeliveryReceivedEmail({ actor, deliveryId }: { actor: SystemActor; deliveryId: number }): Promise<SendMailResult | null> {
  assertSystemActor(actor);
  const delivery = await findDeliveryForMail(deliveryId);
  if (!delivery?.application || !delivery.is_delivered) throw new AppError('NOT_FOUND', 'deliveries:update.fail');
  const agent = delivery.application.agent;
  if (!agent) return null;
  const facts = deliveryMailFacts(delivery, delivery.application);
  return sendMail({
    to: agent.email,
    template: 'delivery-received',
    language: isLanguage(agent.language) ? agent.language : DEFAULT_LANGUAGE,
    reference: facts.reference,
    mailableType: 'delivery_received',
    data: {
      name: agent.name,
      customer: delivery.application.user?.name ?? '',
      ...facts.data,
    },
  });
}
