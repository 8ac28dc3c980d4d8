import { PAYPAL_PAYOUT_FEE_DEFAULTS, PAYPAL_PAYOUT_FEE_FIXED_KEY, PAYPAL_PAYOUT_FEE_PERCENT_KEY } from '../../src/schemas/settlements';
import { COUNTRY_ID } from './countries';

/**
 * Configuration defaults (table `configurations`: key, value = JSON-encoded, is_secret).
 * Seeded only when the key is missing: an edited value is never overwritten.
 */
export interface ConfigurationSeed {
  key: string;
  value: unknown;
  is_secret: boolean;
}

export const BANK_TRANSFER = {
  bank_name: 'Malayan Banking Berhad (Maybank)',
  account_name: 'IPRenew Sdn. Bhd.',
  account_no: '507012345678',
  swift_code: 'MBBEMYKL',
  note: 'Please use your order reference as the payment reference and upload the bank-in slip on the order page.',
} as const;

export const COMPANY_ADDRESS = {
  name: 'IPRenew Sdn. Bhd.',
  address_1: 'Level 8, Menara Boustead Penang',
  address_2: '39 Jalan Sultan Ahmad Shah',
  poscode: '10050',
  city: 'George Town',
  state: 'Pulau Pinang',
  country: 'Malaysia',
} as const;

export const CONFIGURATION_DEFAULTS: readonly ConfigurationSeed[] = [
  /** 'Stripe' | 'Paypal' (spec §2.25). */
  { key: 'payment_type', value: 'Stripe', is_secret: false },
  /** Provider keys per payment type; filled in the console, encrypted at rest. */
  { key: 'payment_inputs', value: {}, is_secret: true },
  /** Pay-later bank-transfer details shown to the customer (G-27). */
  { key: 'bank_transfer', value: BANK_TRANSFER, is_secret: false },
  /** Maintenance mode (G-40). */
  { key: 'maintenance', value: false, is_secret: false },
  /** Countries whose patent annuities run from the filing date (spec country id 42, G-62): China. */
  { key: 'patent_filing_date_country_ids', value: [COUNTRY_ID.CN], is_secret: false },
  /** Countries that require no_of_goods on trademark renewals (spec country id 110, G-62): Thailand. */
  { key: 'goods_count_country_ids', value: [COUNTRY_ID.TH], is_secret: false },
  /** Days before an unpaid pay-later order expires (G-23). */
  { key: 'paylater_expiry_days', value: 7, is_secret: false },
  /** Source of the currency rates (G-28); empty = use the stored rates. */
  { key: 'currency_rates_url', value: '', is_secret: false },
  { key: 'contact_email', value: 'support@iprenew.com.my', is_secret: false },
  { key: 'company_address', value: COMPANY_ADDRESS, is_secret: false },
  /** Uses of one voucher per customer (G-29); null = no limit. */
  { key: 'voucher_per_user_limit', value: null, is_secret: false },
  /** Contact-form human verification provider keys (G-41); empty = built-in check. */
  { key: 'human_verification', value: { site_key: '', secret_key: '' }, is_secret: true },
  /** I18N-3 / ⚑AMB-31: the interface languages each area offers (public site, customer/agent dashboard, console). */
  /** ADR 036: the upload size of application files (steps, extra files, SD), in MB. */
  { key: 'upload_max_mb', value: 10, is_secret: false },
  /** G-04, ADR 047: the PayPal payout fee deducted from a settlement paid by PayPal — percent of the total + fixed MYR. */
  { key: PAYPAL_PAYOUT_FEE_PERCENT_KEY, value: PAYPAL_PAYOUT_FEE_DEFAULTS.percent, is_secret: false },
  { key: PAYPAL_PAYOUT_FEE_FIXED_KEY, value: PAYPAL_PAYOUT_FEE_DEFAULTS.fixed, is_secret: false },
  /** Issue 18, ADR 077: staff must sign in with a second factor (off until a super admin turns it on). */
  { key: 'staff_two_factor_required', value: false, is_secret: false },
  { key: 'languages_offered', value: { site: ['en', 'bm', 'cn'], dashboard: ['en', 'bm', 'cn'], console: ['en', 'bm', 'cn'] }, is_secret: false },
];
