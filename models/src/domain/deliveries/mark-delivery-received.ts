import { ROLE } from '../../constants/index';
import { Application } from '../../models/application';
import { Delivery } from '../../models/delivery';
import { placeId } from '../places/index';
import { type Actor, afterCommitLogged, inTransaction, type OperationOptions, orFail, SYSTEM } from '../kernel/index';
import { deliveryStateOf, deliveryTargetOf, openDeliveryCondition } from './rules';
import { sendDeliveryReceivedEmail } from './send-delivery-received-email';
import { DELIVERY_UPDATE_FAIL, DELIVERY_UPDATED, deliveryRefused, type DeliveryJson, findDeliveryFor, toDeliveryJson } from './shared';

/**
 * DLV-8/9 (ACL-52, G-36, ADR 041): the owning customer marks a delivery received — Delivering →
 * Delivered (is_delivered, delivered_at on the delivery and on its application, where the 14-day
 * timers then start). Only the owner (another customer's is 404; agents and staff 403); Pending has
 * no parcel on its way and Delivered/Cancelled are final (409). The change is conditional on the
 * state it was read in, so two clicks mark (and mail) once: after commit the assigned agent is
 * mailed `delivery_received` in their language.
 */
export async function markDeliveryReceived(input: { actor: Actor; id: unknown; now?: Date }, options: OperationOptions = {}): Promise<{ message: string; delivery: DeliveryJson }> {
  const { actor } = input;
  if (!actor || Number(actor.role_id) !== ROLE.MEMBER) throw deliveryRefused('FORBIDDEN');
  const id = placeId(input.id);
  const now = input.now ?? new Date();
  const delivery = await orFail(DELIVERY_UPDATE_FAIL, () =>
    inTransaction(options, async (transaction) => {
      const { delivery, viewer } = await findDeliveryFor(actor, id ?? 0, transaction);
      if (deliveryTargetOf(deliveryStateOf(delivery), 'receive') === null) throw deliveryRefused();
      const [changed] = await Delivery.update({ is_delivered: true, delivered_at: now }, { where: { id: delivery.id, ...openDeliveryCondition() }, transaction });
      if (changed === 0) throw deliveryRefused();
      await Application.update({ delivered_at: now }, { where: { id: delivery.application_id }, transaction });
      await delivery.reload({ transaction });
      return toDeliveryJson(delivery, viewer);
    }),
  );
  await afterCommitLogged(options, `sendDeliveryReceivedEmail ${delivery.id}`, () => sendDeliveryReceivedEmail({ actor: SYSTEM, deliveryId: delivery.id }));
  return { message: DELIVERY_UPDATED, delivery };
}
