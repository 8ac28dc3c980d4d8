import { randomBytes } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Order } from '../../models/order';
import { Settlement } from '../../models/settlement';
import type { PayoutChannel } from '../../models/payout';
import type { FileType } from '../../storage/file-type';
import { placeId } from '../places/index';
import { type Actor, iso, isSystemActor } from '../kernel/index';
import { proofStatus, proofStatusKey, type ProofStatus } from './proof-status';
import { allows, moveWhere, type SettlementMove } from './rules';

/** The spec's messages (SET-12, SET-17, SET-18, SET-26, SET-28), word for word in the catalogue. */
export const SETTLEMENT_MESSAGE = {
  uploadSuccess: 'settlements:upload.success',
  uploadFail: 'settlements:upload.fail',
  validated: 'settlements:validate.success',
  validateFail: 'settlements:validate.fail',
  reuploadRequested: 'settlements:reupload.success',
  reuploadFail: 'settlements:reupload.fail',
  payOutcome: 'settlements:pay.outcome',
  payFail: 'settlements:pay.fail',
  notFound: 'settlements:not_found',
  paypalNotConfigured: 'settlements:paypal.not_configured',
  paypalSent: 'settlements:paypal.sent',
  paypalSendFail: 'settlements:paypal.send_fail',
  paypalPaid: 'settlements:paypal.paid',
  paypalReturned: 'settlements:paypal.returned',
  paypalPending: 'settlements:paypal.pending',
  paypalUnreachable: 'settlements:paypal.unreachable',
} as const;

/** A settlement as the pages and the console read it (SET-1), with its proof status (SET-6/7). */
export interface SettlementJson {
  id: number;
  application_id: number;
  agent_id: number;
  order_id: number | null;
  payment_id: number | null;
  processing_fee: string;
  service_fee: string;
  service_pay_agent: string;
  total: string;
  paypal_cost: string;
  net_total: string;
  allow_settle: boolean;
  is_settled: boolean;
  pending_upload: boolean;
  pending_validate: boolean;
  pending_reupload: boolean;
  pending_payment_verification: boolean;
  route: string | null;
  proof: string | null;
  proof2: string | null;
  validation_asset: string | null;
  validation_asset_2: string | null;
  remarks: string | null;
  validation_remarks: string | null;
  validation_uploaded_at: string | null;
  payout_id: number | null;
  paid_at: string | null;
  proof_status: ProofStatus;
  proof_status_key: string;
  /** The screens' buttons (SET-13, SET-19, SET-25), answered by the same rules the moves use (rules.ts). */
  can_upload_proof: boolean;
  can_validate: boolean;
  can_pay: boolean;
  /** ADR 055: a PayPal payout of it is in flight (Set To Paid refuses it; Check status asks PayPal). */
  paypal_in_flight: boolean;
  paypal_batch_id: string | null;
  /** ADR 055: why PayPal did not pay the last send, shown on Pending PayPal. */
  paypal_return_reason: string | null;
  can_send_paypal: boolean;
  can_check_paypal: boolean;
}

export function toSettlementJson(s: Settlement, order: { payLater: boolean }): SettlementJson {
  const status = proofStatus(s, order);
  return {
    id: s.id,
    application_id: s.application_id,
    agent_id: s.agent_id,
    order_id: s.order_id ?? null,
    payment_id: s.payment_id ?? null,
    processing_fee: String(s.processing_fee),
    service_fee: String(s.service_fee),
    service_pay_agent: String(s.service_fee),
    total: String(s.total),
    paypal_cost: String(s.paypal_cost),
    net_total: String(s.net_total),
    allow_settle: Boolean(s.allow_settle),
    is_settled: Boolean(s.is_settled),
    pending_upload: Boolean(s.pending_upload),
    pending_validate: Boolean(s.pending_validate),
    pending_reupload: Boolean(s.pending_reupload),
    pending_payment_verification: Boolean(s.pending_payment_verification),
    route: s.route ?? null,
    proof: s.proof ?? null,
    proof2: s.proof2 ?? null,
    validation_asset: s.proof ?? null,
    validation_asset_2: s.proof2 ?? null,
    remarks: s.remarks ?? null,
    validation_remarks: s.validation_remarks ?? null,
    validation_uploaded_at: iso(s.validation_uploaded_at),
    payout_id: s.payout_id ?? null,
    paid_at: iso(s.paid_at),
    proof_status: status,
    proof_status_key: proofStatusKey(status),
    can_upload_proof: allows(s, 'upload_proof'),
    can_validate: allows(s, 'validate'),
    can_pay: allows(s, 'pay'),
    paypal_in_flight: Boolean(s.paypal_in_flight),
    paypal_batch_id: s.paypal_batch_id ?? null,
    paypal_return_reason: s.paypal_return_reason ?? null,
    can_send_paypal: allows(s, 'paypal_send'),
    can_check_paypal: allows(s, 'paypal_paid'),
  };
}

/** Whether the settlement's order is paid later (SET-7). */
export async function isPayLater(settlement: Pick<Settlement, 'order_id'>, transaction?: Transaction): Promise<boolean> {
  if (!settlement.order_id) return false;
  const order = await Order.findByPk(settlement.order_id, { attributes: ['id', 'payment_method'], transaction });
  return order?.payment_method === 'paylater';
}

export async function settlementJson(settlement: Settlement, transaction?: Transaction): Promise<SettlementJson> {
  return toSettlementJson(settlement, { payLater: await isPayLater(settlement, transaction) });
}

/**
 * The settlement `actor` may act on as `who`: 'agent' — the settlement's own agent (another agent's,
 * or a missing one, is 404); 'staff' — any settlement, for the roles the caller checked. Everyone
 * else: 403 with `fail`.
 */
export async function findSettlementFor(actor: Actor, settlementId: unknown, who: 'agent' | 'staff', fail: string, transaction: Transaction): Promise<Settlement> {
  if (!actor || isSystemActor(actor)) throw new AppError('FORBIDDEN', fail);
  if (who === 'agent' && Number(actor.role_id) !== ROLE.AGENT) throw new AppError('FORBIDDEN', fail);
  const id = placeId(settlementId);
  if (id === null) throw new AppError('NOT_FOUND', fail);
  const settlement = await Settlement.findOne({ where: who === 'agent' ? { id, agent_id: actor.id } : { id }, transaction });
  if (!settlement) throw new AppError('NOT_FOUND', fail);
  return settlement;
}

/** A new storage key for a proof or payout file: every upload gets its own, nothing is overwritten. */
export const settlementFileKey = (folder: string, type: FileType): string => `settlements/${folder}/${randomBytes(16).toString('hex')}.${type}`;

/** The audited fields of a settlement (G-65). */
export const AUDITED = [
  'pending_upload',
  'pending_validate',
  'pending_reupload',
  'pending_payment_verification',
  'allow_settle',
  'is_settled',
  'route',
  'paypal_cost',
  'net_total',
  'proof',
  'proof2',
  'validation_remarks',
  'payout_id',
  'paypal_in_flight',
  'paypal_batch_id',
  'paypal_return_reason',
] as const;

/**
 * Makes `move` on one settlement as a conditional UPDATE (rules.ts): true when this caller's move
 * applied, false when the settlement is no longer in a state the move starts from (someone else
 * moved it first) — nothing changed then.
 */
export async function moveSettlement(
  settlementId: number,
  move: SettlementMove,
  patch: Record<string, unknown>,
  transaction: Transaction,
  extra: { route?: PayoutChannel; where?: Record<string, unknown> } = {},
): Promise<boolean> {
  const [count] = await Settlement.update(patch, { where: { id: settlementId, ...extra.where, [Op.or]: moveWhere(move, extra.route) }, transaction });
  return count === 1;
}
