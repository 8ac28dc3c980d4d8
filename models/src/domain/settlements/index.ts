/** Settlements (SET-*, G-04, G-05, G-59, G-60, ADR 047): amounts, the one settlement per completed application, proof status, the proof and payout moves. */
export { settlementAmounts, payoutAmounts, type PaypalPayoutFee, type SettlementAmounts, type SettlementAmountsInput } from './settlement-amounts';
export { paypalPayoutFee, paypalPayoutFeeOf } from './paypal-payout-fee';
export { allows as settlementAllows, routeFor, type SettlementMove, type SettlementState } from './rules';
export { PROOF_STATUSES, proofStatus, proofStatusKey, type ProofStatus } from './proof-status';
export { SETTLEMENT_MESSAGE, type SettlementJson } from './shared';
export { createSettlement, type CreateSettlementInput } from './create-settlement';
export { uploadSettlementProof, type UploadSettlementProofInput } from './upload-settlement-proof';
export { requestProofReupload, type RequestProofReuploadInput } from './request-proof-reupload';
export { validateSettlement, type ValidateSettlementInput } from './validate-settlement';
export { releasePaymentVerification } from './release-payment-verification';
export { paySettlements, type PaySettlementsInput, type PaySettlementsResult } from './pay-settlements';
export { settlementOfJob, type JobSettlementJson } from './settlement-of-job';
export { AGENT_PAYMENTS_FAIL, listAgentSettlements, type AgentSettlementRow } from './list-agent-settlements';
export { listAgentPayouts, type AgentPayoutRow } from './list-agent-payouts';
export { readPayoutFile } from './read-payout-file';
export {
  getSettlement,
  listSettlementAgents,
  listSettlements,
  readSettlementFile,
  SETTLEMENT_SCOPES,
  SETTLEMENT_SORT_FIELDS,
  type ListSettlementsInput,
  type SettlementRowJson,
  type SettlementScope,
  type SettlementSortField,
} from './list-settlements';
export { getSettlementDetail, type SettlementDetailJson } from './settlement-detail';
export { settlementsPaidByMonth, summariseSettlements } from './summarise-settlements';
export { sendViaPaypal, type PaypalActionResult } from './send-via-paypal';
export { checkPaypalPayout, checkPaypalPayouts, PAYPAL_CHECK_BATCH, type PaypalCheckCounts } from './check-paypal-payouts';
