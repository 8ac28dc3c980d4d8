import { placeId } from '../places/index';
import { type Actor, type OperationOptions } from '../kernel/index';
import { DELIVERY_LIST_FAIL, type DeliveryJson, findDeliveryFor, toDeliveryJson } from './shared';

/** One delivery as the actor may see it (ACL-29, ACL-62): another agent's or customer's is 404. */
export async function getDelivery(input: { actor: Actor; id: unknown }, options: OperationOptions = {}): Promise<DeliveryJson> {
  const id = placeId(input.id);
  const { delivery, viewer } = await findDeliveryFor(input.actor, id ?? 0, options.transaction, DELIVERY_LIST_FAIL);
  return toDeliveryJson(delivery, viewer);
}
