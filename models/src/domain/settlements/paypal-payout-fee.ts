import type { Transaction } from 'sequelize';
import { Configuration } from '../../models/configuration';
import { PAYPAL_PAYOUT_FEE_DEFAULTS, PAYPAL_PAYOUT_FEE_FIXED_KEY, PAYPAL_PAYOUT_FEE_PERCENT_KEY } from '../../schemas/settlements';
import type { PaypalPayoutFee } from './settlement-amounts';

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** A stored value as a money string (numbers and strings are accepted), else the fallback. */
function moneyValue(value: unknown, fallback: string, max?: number): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !MONEY.test(text.trim())) return fallback;
  return max !== undefined && Number(text) > max ? fallback : text.trim();
}

/** The fee from the two stored configuration values (decoded JSON), each unreadable one replaced by its default. */
export function paypalPayoutFeeOf(percent: unknown, fixed: unknown): PaypalPayoutFee {
  return { percent: moneyValue(percent, PAYPAL_PAYOUT_FEE_DEFAULTS.percent, 100), fixed: moneyValue(fixed, PAYPAL_PAYOUT_FEE_DEFAULTS.fixed) };
}

/**
 * G-04: the PayPal payout fee from the configuration (`paypal_payout_fee_percent`, 0–100, and
 * `paypal_payout_fee_fixed`, MYR); a missing or unreadable value falls back to its default.
 */
export async function paypalPayoutFee(transaction?: Transaction): Promise<PaypalPayoutFee> {
  const percent = await Configuration.readValue<unknown>(PAYPAL_PAYOUT_FEE_PERCENT_KEY, null, { transaction });
  const fixed = await Configuration.readValue<unknown>(PAYPAL_PAYOUT_FEE_FIXED_KEY, null, { transaction });
  return paypalPayoutFeeOf(percent, fixed);
}
