import { ROLE } from '../../constants/index';
import { Delivery } from '../../models/delivery';
import { placeId } from '../places/index';
import { type Actor, inTransaction, type OperationOptions, orFail } from '../kernel/index';
import { deliveryStateOf, deliveryTargetOf, openDeliveryCondition } from './rules';
import { DELIVERY_UPDATE_FAIL, DELIVERY_UPDATED, deliveryRefused, type DeliveryJson, findDeliveryFor, toDeliveryJson } from './shared';

/**
 * DLV-8/9: the owning customer marks a delivery received — Delivering → Delivered (is_delivered,
 * delivered_at). Only the owner (another customer's is 404; agents and staff 403); Pending has no
 * parcel on its way and Delivered/Cancelled are final (409). The customer's page and its
 * `delivery_received` mail come with the portfolio issue.
 */
export async function markDeliveryReceived(input: { actor: Actor; id: unknown; now?: Date }, options: OperationOptions = {}): Promise<{ message: string; delivery: DeliveryJson }> {
  const { actor } = input;
  if (!actor || Number(actor.role_id) !== ROLE.MEMBER) throw deliveryRefused('FORBIDDEN');
  const id = placeId(input.id);
  const delivery = await orFail(DELIVERY_UPDATE_FAIL, () =>
    inTransaction(options, async (transaction) => {
      const { delivery, viewer } = await findDeliveryFor(actor, id ?? 0, transaction);
      if (deliveryTargetOf(deliveryStateOf(delivery), 'receive') === null) throw deliveryRefused();
      const [changed] = await Delivery.update(
        { is_delivered: true, delivered_at: input.now ?? new Date() },
        { where: { id: delivery.id, ...openDeliveryCondition() }, transaction },
      );
      if (changed === 0) throw deliveryRefused();
      await delivery.reload({ transaction });
      return toDeliveryJson(delivery, viewer);
    }),
  );
  return { message: DELIVERY_UPDATED, delivery };
}
