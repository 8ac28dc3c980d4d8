import type { PayoutChannel } from '../../models/payout';

/**
 * The settlement's small state machine (G-04, G-05, SET-13, SET-19, ADR 047), pure: which move a
 * settlement in a given state allows, and what the move sets. The operations make each move as a
 * conditional UPDATE whose WHERE is the same condition (`moveWhere`), so a move raced by another
 * changes nothing (zero rows) and is refused with 409; screens ask `allows` for their buttons.
 *
 *   created            pending_upload (+ pending_payment_verification while the order is unpaid)
 *   upload_proof       pending_upload | pending_reupload → pending_validate          (the settlement's agent)
 *   request_reupload   pending_validate → pending_reupload, validation_remarks      (SA/AD, remarks required)
 *   validate           pending_validate → validated: route bank | paypal (G-05), paypal_cost / net_total,
 *                      allow_settle unless the payment is still being verified       (SA/AD)
 *   payment_verified   pending_payment_verification → off; a validated one becomes allow_settle (system)
 *   pay                allow_settle, not settled, on the payout's route, no PayPal payout in flight
 *                      → is_settled, payout_id, paid_at                                               (SA/AD/AC)
 *   paypal_send        allow_settle, not settled, route paypal, none in flight → paypal_in_flight,
 *                      a new paypal_sender_batch_id (the claim made before PayPal is called, ADR 055) (SA/AD/AC)
 *   paypal_paid        in flight → is_settled, payout_id, paid_at, not in flight   (the item's SUCCESS)
 *   paypal_returned    in flight → not in flight, paypal_return_reason   (FAILED / UNCLAIMED / refused)
 */

export interface SettlementState {
  pending_upload: boolean | number | null;
  pending_validate: boolean | number | null;
  pending_reupload: boolean | number | null;
  pending_payment_verification: boolean | number | null;
  allow_settle: boolean | number | null;
  is_settled: boolean | number | null;
  route?: string | null;
  paypal_in_flight?: boolean | number | null;
}

type Flag = 'pending_upload' | 'pending_validate' | 'pending_reupload' | 'pending_payment_verification' | 'allow_settle' | 'is_settled' | 'paypal_in_flight';
/** One condition: every named flag has the given value (and the route, when named). */
export type StateCondition = Partial<Record<Flag, boolean>> & { route?: PayoutChannel };

export type SettlementMove = 'upload_proof' | 'request_reupload' | 'validate' | 'payment_verified' | 'pay' | 'paypal_send' | 'paypal_paid' | 'paypal_returned';

const open = { pending_validate: false, allow_settle: false, is_settled: false } as const;
const validating = { pending_validate: true, allow_settle: false, is_settled: false } as const;

/** The states each move starts from (any of them). `pay` also names the payout's route (`payOn`). */
export const MOVE_FROM: Record<Exclude<SettlementMove, 'pay'>, readonly StateCondition[]> = {
  upload_proof: [
    { ...open, pending_upload: true },
    { ...open, pending_reupload: true },
  ],
  request_reupload: [validating],
  validate: [validating],
  payment_verified: [{ pending_payment_verification: true, is_settled: false }],
  paypal_send: [{ allow_settle: true, is_settled: false, route: 'paypal', paypal_in_flight: false }],
  paypal_paid: [{ allow_settle: true, is_settled: false, route: 'paypal', paypal_in_flight: true }],
  paypal_returned: [{ allow_settle: true, is_settled: false, route: 'paypal', paypal_in_flight: true }],
};

/** Pending PayPal's list (SET-21, G-05): validated, not settled, on PayPal — with or without a payout in flight (ADR 055). */
export const PENDING_PAYPAL_LIST: StateCondition = { allow_settle: true, is_settled: false, route: 'paypal' };

/** SET-29/30: a validated settlement on `route` that is not settled yet, with no PayPal payout in flight (ADR 055). */
export const payOn = (route: PayoutChannel): StateCondition[] => [{ allow_settle: true, is_settled: false, route, paypal_in_flight: false }];

const conditionsOf = (move: SettlementMove, route?: PayoutChannel): readonly StateCondition[] =>
  move === 'pay' ? (route ? payOn(route) : (['bank', 'paypal'] as const).flatMap(payOn)) : MOVE_FROM[move];

const matches = (state: SettlementState, condition: StateCondition): boolean =>
  Object.entries(condition).every(([field, value]) => (field === 'route' ? state.route === value : Boolean(state[field as Flag]) === value));

/** Whether `state` allows `move` (for `pay`, on `route` when given). */
export const allows = (state: SettlementState, move: SettlementMove, route?: PayoutChannel): boolean => conditionsOf(move, route).some((c) => matches(state, c));

/** The WHERE of the conditional UPDATE that makes `move`: the same conditions as `allows`. */
export const moveWhere = (move: SettlementMove, route?: PayoutChannel): StateCondition[] => [...conditionsOf(move, route)];

/** G-05: an agent with Malaysian bank details (MEPS code, bank name and account) is paid by bank transfer, else by PayPal. */
export function routeFor(agent: { meps_code?: string | null; bank_name?: string | null; bank_acc?: string | null }): PayoutChannel {
  const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim().length > 0;
  return filled(agent.meps_code) && filled(agent.bank_name) && filled(agent.bank_acc) ? 'bank' : 'paypal';
}

/** The flags once a proof is uploaded (or uploaded again). */
export const AFTER_UPLOAD = { pending_upload: false, pending_reupload: false, pending_validate: true } as const;
/** The flags once a reupload is requested. */
export const AFTER_REUPLOAD_REQUEST = { pending_validate: false, pending_reupload: true } as const;
/** The flags once validated: allowed to settle unless the order's payment is still being verified. */
export const afterValidation = (state: Pick<SettlementState, 'pending_payment_verification'>) =>
  ({ pending_validate: false, allow_settle: !state.pending_payment_verification }) as const;
