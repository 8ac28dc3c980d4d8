import { DEFAULT_LANGUAGE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { isLanguage } from '../../i18n/index';
import { sendMail, type SendMailResult } from '../../mail/index';
import { assertSystemActor, type SystemActor } from '../kernel/index';
import { deliveryMailFacts, findDeliveryForMail } from './delivery-mail';

/**
 * G-03 delivery_dispatched (DLV-7, issue 13): after a delivery moves Pending → Delivering, its
 * customer learns the courier and tracking number, in their language, with a link to their delivery
 * list; recorded as an audit mail by sendMail. The system's own step (SYSTEM only).
 */
export async function sendDeliveryDispatchedEmail({ actor, deliveryId }: { actor: SystemActor; deliveryId: number }): Promise<SendMailResult> {
  assertSystemActor(actor);
  const delivery = await findDeliveryForMail(deliveryId);
  const user = delivery?.application?.user;
  if (!delivery || !user || !delivery.tracking_no) throw new AppError('NOT_FOUND', 'deliveries:update.fail');
  const facts = deliveryMailFacts(delivery, delivery.application!);
  return sendMail({
    to: user.email,
    template: 'delivery-dispatched',
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
    reference: facts.reference,
    mailableType: 'delivery_dispatched',
    data: { name: user.name, ...facts.data },
  });
}
