import { z } from 'zod';

/**
 * Settlements (SET-*, G-04, G-05, ADR 047): the inputs of the proof and payout forms, and the PayPal
 * payout fee configuration. Browser-safe. Messages are i18n keys of the `settlements` namespace.
 */

const key = (name: string) => `settlements:validation.${name}`;

/** Configuration keys of the PayPal payout fee (G-04): a percent of the settlement total plus a fixed amount, MYR. */
export const PAYPAL_PAYOUT_FEE_PERCENT_KEY = 'paypal_payout_fee_percent';
export const PAYPAL_PAYOUT_FEE_FIXED_KEY = 'paypal_payout_fee_fixed';
/** The defaults (PayPal's published international payout level): 2.90 % + RM 1.50. */
export const PAYPAL_PAYOUT_FEE_DEFAULTS = { percent: '2.90', fixed: '1.50' } as const;

/** SET-11: the proof file types (by content: jpg covers jpeg). */
export const PROOF_FILE_TYPES = ['png', 'jpg', 'pdf', 'doc', 'docx'] as const;
export const PROOF_FILE_ACCEPT = '.png,.jpeg,.jpg,.pdf,.doc,.docx,image/png,image/jpeg,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const REMARKS_MAX = 1000;
export const PAYOUT_MESSAGE_MAX = 2000;
/** One Set To Paid covers at most this many settlements. */
export const PAY_SELECTION_MAX = 100;

/** The agent's remarks with an upload (optional). */
export const proofRemarksSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value === null ? undefined : value),
  z.string(key('remarks_long')).max(REMARKS_MAX, key('remarks_long')).optional(),
);

/** SET-17: the remarks of a reupload request, required. */
export const reuploadRemarksSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.string(key('remarks_required')).min(1, key('remarks_required')).max(REMARKS_MAX, key('remarks_long')),
);

/** SET-26: the payout message (required when no file is chosen — checked with the file). */
export const payoutMessageSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value === null ? undefined : value),
  z.string(key('message_long')).max(PAYOUT_MESSAGE_MAX, key('message_long')).optional(),
);

/** SET-27: the selected settlements, 1..PAY_SELECTION_MAX positive ids. */
export const settlementIdsSchema = z
  .array(z.coerce.number(key('select_settlement')).int(key('select_settlement')).positive(key('select_settlement')), key('select_settlement'))
  .min(1, key('select_settlement'))
  .max(PAY_SELECTION_MAX, key('too_many_settlements'));
