import type { SettlementState } from './rules';

/** SET-6, SET-7: a settlement's proof status, in the spec's precedence. */
export const PROOF_STATUSES = ['pending_upload', 'pending_validate', 'pending_reupload', 'pending_payment', 'pending_verification', 'validated'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

/**
 * SET-6/7: 1 proof pending upload; 2 proof pending validate; 3 proof pending reupload; 4 pending
 * payment verification — 'Pending Payment' for a pay-later order, else 'Pending Verification';
 * 5 otherwise proof validated.
 */
export function proofStatus(settlement: Pick<SettlementState, 'pending_upload' | 'pending_validate' | 'pending_reupload' | 'pending_payment_verification'>, order: { payLater: boolean }): ProofStatus {
  if (settlement.pending_upload) return 'pending_upload';
  if (settlement.pending_validate) return 'pending_validate';
  if (settlement.pending_reupload) return 'pending_reupload';
  if (settlement.pending_payment_verification) return order.payLater ? 'pending_payment' : 'pending_verification';
  return 'validated';
}

/** The catalogue key of a proof status label (settlements:proof_status.*, en/bm/cn). */
export const proofStatusKey = (status: ProofStatus): string => `settlements:proof_status.${status}`;
