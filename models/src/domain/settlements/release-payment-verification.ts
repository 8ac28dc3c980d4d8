import { Op } from 'sequelize';
import { Settlement } from '../../models/settlement';
import { assertSystemActor, inTransaction, type OperationOptions, type SystemActor } from '../kernel/index';
import { moveWhere } from './rules';

/**
 * G-04 (ADR 047), rules.ts `payment_verified`: the order's payment is confirmed (fulfilOrder, in its
 * transaction) — its settlements stop waiting for payment verification, and those already validated
 * (proof validated, route decided) become allowed to settle. Safe to repeat (conditional UPDATEs);
 * answers how many settlements changed. The system's own step: users are refused.
 */
export async function releasePaymentVerification(input: { actor: SystemActor; orderId: number }, options: OperationOptions = {}): Promise<number> {
  assertSystemActor(input.actor);
  return inTransaction(options, async (transaction) => {
    const waiting = { order_id: input.orderId, [Op.or]: moveWhere('payment_verified') };
    const [validated] = await Settlement.update(
      { pending_payment_verification: false, allow_settle: true },
      { where: { ...waiting, pending_upload: false, pending_validate: false, pending_reupload: false, route: { [Op.ne]: null } }, transaction },
    );
    const [others] = await Settlement.update({ pending_payment_verification: false }, { where: waiting, transaction });
    return validated + others;
  });
}
