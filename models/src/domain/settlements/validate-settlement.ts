import { AppError } from '../../errors/index';
import { Settlement } from '../../models/settlement';
import { User } from '../../models/user';
import { type Actor, afterCommitLogged, assertAllowed, diff, inTransaction, SYSTEM, type OperationOptions, orFail, snapshot, writeAudit } from '../kernel/index';
import { paypalPayoutFee } from './paypal-payout-fee';
import { afterValidation, routeFor } from './rules';
import { payoutAmounts } from './settlement-amounts';
import { AUDITED, findSettlementFor, moveSettlement, SETTLEMENT_MESSAGE, settlementJson, type SettlementJson } from './shared';
import { sendSettlementEmail } from './settlement-mail';

export interface ValidateSettlementInput {
  actor: Actor;
  settlementId: unknown;
}

/**
 * SET-16 status 1, SET-18, G-04, G-05 (ADR 047): SA/AD validate a proof pending validation. The
 * route is decided now: an agent with Malaysian bank details (meps_code, bank_name, bank_acc) is
 * paid by bank transfer (Pending Settle), any other by PayPal (Pending PayPal), whose payout fee
 * (configuration) is computed now into paypal_cost and net_total. The settlement is allowed to
 * settle unless its order's payment is still being verified. Any other state (rules.ts `validate`,
 * SET-19) is 409, a missing settlement 404, other roles 403 — nothing changed. Audit-logged (G-65).
 * 'Record set to validated'.
 */
export async function validateSettlement(input: ValidateSettlementInput, options: OperationOptions = {}): Promise<{ message: string; settlement: SettlementJson }> {
  assertAllowed(input.actor, 'settlements', 'validate-proof', SETTLEMENT_MESSAGE.validateFail);
  const result = await orFail(SETTLEMENT_MESSAGE.validateFail, () =>
    inTransaction(options, async (transaction) => {
      const settlement = await findSettlementFor(input.actor, input.settlementId, 'staff', SETTLEMENT_MESSAGE.validateFail, transaction);
      const agent = await User.findByPk(settlement.agent_id, { attributes: ['id', 'meps_code', 'bank_name', 'bank_acc'], transaction, rejectOnEmpty: true });
      const route = routeFor(agent);
      // The processing and service fees stay as created; the route sets the PayPal cost and the net total.
      const payout = payoutAmounts(settlement.total, route === 'paypal', await paypalPayoutFee(transaction));
      const before = snapshot(settlement, AUDITED);
      const moved = await moveSettlement(
        settlement.id,
        'validate',
        { ...afterValidation(settlement), route, ...payout },
        transaction,
        { where: { pending_payment_verification: Boolean(settlement.pending_payment_verification) } },
      );
      if (!moved) throw new AppError('CONFLICT', SETTLEMENT_MESSAGE.validateFail);
      const after = await Settlement.findByPk(settlement.id, { transaction, rejectOnEmpty: true });
      await writeAudit(input.actor, { action: 'settlement.proof.validate', targetType: 'settlement', targetId: settlement.id, ...diff(before, snapshot(after, AUDITED)) }, transaction);
      return { message: SETTLEMENT_MESSAGE.validated, settlement: await settlementJson(after, transaction) };
    }),
  );
  await afterCommitLogged(options, `proof_validated mail ${result.settlement.id}`, () => sendSettlementEmail({ actor: SYSTEM, settlementId: result.settlement.id, kind: 'proof_validated' }));
  return result;
}
