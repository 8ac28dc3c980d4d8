import { Application } from '../../models/application';
import { Delivery } from '../../models/delivery';
import { AppError } from '../../errors/index';
import { placeId } from '../places/index';
import { type Actor, type OperationOptions } from '../kernel/index';
import { applicationScopeOf, DELIVERY_LIST_FAIL, deliveryIncludes, type DeliveryJson, toDeliveryJson } from './shared';

/**
 * AGT-13, DLV-16: the deliver request of one job, for its page — the deliveries of the application
 * (oldest first) with their state and flags. The assigned agent, the owning customer and SA/AD only:
 * another agent's job answers 404 like a missing one (ACL-62).
 */
export async function deliveriesOfApplication(input: { actor: Actor; applicationId: unknown }, options: OperationOptions = {}): Promise<DeliveryJson[]> {
  const { where, viewer } = applicationScopeOf(input.actor, DELIVERY_LIST_FAIL);
  const applicationId = placeId(input.applicationId);
  if (applicationId === null) throw new AppError('NOT_FOUND', DELIVERY_LIST_FAIL);
  const visible = await Application.count({ where: { ...(where as object), id: applicationId }, transaction: options.transaction });
  if (!visible) throw new AppError('NOT_FOUND', DELIVERY_LIST_FAIL);
  const rows = await Delivery.findAll({
    where: { application_id: applicationId },
    include: deliveryIncludes({ ...(where as object), id: applicationId }),
    order: [['created_at', 'ASC'], ['id', 'ASC']],
    limit: 50,
    transaction: options.transaction,
  });
  return rows.map((row) => toDeliveryJson(row, viewer));
}
