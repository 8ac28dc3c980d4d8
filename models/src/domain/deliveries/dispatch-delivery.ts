import { Op } from 'sequelize';
import { ROLE } from '../../constants/index';
import { Delivery } from '../../models/delivery';
import { deliveryTrackingSchema } from '../../schemas/deliveries';
import { placeId } from '../places/index';
import { type Actor, afterCommitLogged, fieldErrorsOf, inTransaction, type OperationOptions, orFail, SYSTEM, validationError, writeAudit } from '../kernel/index';
import { deliveryStateOf, deliveryTargetOf, openDeliveryCondition } from './rules';
import { sendDeliveryDispatchedEmail } from './send-delivery-dispatched-email';
import { DELIVERY_UPDATE_FAIL, DELIVERY_UPDATED, deliveryRefused, type DeliveryJson, findDeliveryFor, toDeliveryJson } from './shared';

export interface DispatchDeliveryInput {
  actor: Actor;
  id: unknown;
  courier: unknown;
  tracking_no: unknown;
}

/**
 * DLV-5..7 (AGT-13, ACL-60): the tracking action. The assigned agent (another agent's delivery is
 * 404) or SA/AD set the courier and tracking number (each required, min 3): Pending → Delivering,
 * and the customer is mailed `delivery-dispatched` in their language after commit. In Delivering
 * the same action corrects them (no second mail). Delivered and Cancelled are final (409). The
 * change is conditional on the state it was read in, so two dispatches of one delivery mail once.
 * 'Record update successful' / 'Failed_Update_Please_Try_Again'; staff's writes are audit-logged (G-65).
 */
export async function dispatchDelivery(input: DispatchDeliveryInput, options: OperationOptions = {}): Promise<{ message: string; delivery: DeliveryJson }> {
  const { actor } = input;
  const id = placeId(input.id);
  const parsed = deliveryTrackingSchema.safeParse({ courier: input.courier ?? undefined, tracking_no: input.tracking_no ?? undefined });

  const result = await orFail(DELIVERY_UPDATE_FAIL, () =>
    inTransaction(options, async (transaction) => {
      if (actor && Number(actor.role_id) === ROLE.MEMBER) throw deliveryRefused('FORBIDDEN');
      const { delivery, viewer } = await findDeliveryFor(actor, id ?? 0, transaction);
      const from = deliveryStateOf(delivery);
      const to = deliveryTargetOf(from, 'dispatch');
      if (to === null) throw deliveryRefused();
      if (!parsed.success) throw validationError(DELIVERY_UPDATE_FAIL, fieldErrorsOf(parsed.error));
      const { courier, tracking_no } = parsed.data;
      const still = from === 'pending' ? { tracking_no: null } : { tracking_no: { [Op.ne]: null } };
      const [changed] = await Delivery.update(
        { courier, tracking_no },
        { where: { id: delivery.id, ...openDeliveryCondition(), ...still }, transaction },
      );
      if (changed === 0) throw deliveryRefused();
      if (Number(actor.role_id) !== ROLE.AGENT) {
        await writeAudit(
          actor,
          { action: 'delivery.dispatch', targetType: 'delivery', targetId: delivery.id, before: { courier: delivery.courier, tracking_no: delivery.tracking_no }, after: { courier, tracking_no } },
          transaction,
        );
      }
      await delivery.reload({ transaction });
      return { json: toDeliveryJson(delivery, viewer), dispatched: from === 'pending' };
    }),
  );
  if (result.dispatched) {
    await afterCommitLogged(options, `sendDeliveryDispatchedEmail ${result.json.id}`, () => sendDeliveryDispatchedEmail({ actor: SYSTEM, deliveryId: result.json.id }));
  }
  return { message: DELIVERY_UPDATED, delivery: result.json };
}
