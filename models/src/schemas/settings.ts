import { z } from 'zod';
import { blank, numeric } from './preprocess';
import { LANGUAGES, PAYMENT_TYPES } from '../constants/index';
import { uploadMaxMbSchema } from './application-files';

/**
 * The console's settings (issue 4, ADM-63..70, CAT-23, DLV-17..21): configuration, bank-transfer
 * details, payment configuration, countries in service, whitelist and delivery prices. Shared by
 * the domain operations (models/src/domain/settings), the REST handlers and the console forms.
 * Browser-safe: no Node imports. Messages are i18n keys of the `settings` namespace.
 */

export const settingsMessage = (key: string): string => `settings:validation.${key}`;


/** A required trimmed text of at most `max` characters ('This field is required' otherwise). */
export const requiredSettingText = (max = 255) =>
  z.preprocess(blank, z.string({ error: settingsMessage('required') }).trim().max(max, settingsMessage('too_long')));
const optionalSettingText = (max = 255) =>
  z.preprocess(blank, z.string({ error: settingsMessage('invalid') }).trim().max(max, settingsMessage('too_long')).optional());

/** ADM-64, ACC-22: an e-mail, required and valid, stored lower-cased. */
export const settingEmailSchema = z.preprocess(
  blank,
  z.string({ error: settingsMessage('email_required') }).trim().toLowerCase().max(191, settingsMessage('too_long')).email(settingsMessage('email_invalid')),
);

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const countryIdList = z.preprocess(
  (v) => (v === null || v === undefined ? undefined : v),
  z
    .array(z.preprocess(numeric, z.number({ error: settingsMessage('country_invalid') }).int(settingsMessage('country_invalid')).positive(settingsMessage('country_invalid'))), {
      error: settingsMessage('required'),
    })
    .min(1, settingsMessage('required'))
    .max(300, settingsMessage('too_long'))
    .transform((ids) => [...new Set(ids)]),
);

/** G-27 (company letterhead on invoices and e-mails). address_2 is the only optional line. */
export const companyAddressSchema = z.object(
  {
    name: requiredSettingText(191),
    address_1: requiredSettingText(191),
    address_2: optionalSettingText(191),
    poscode: requiredSettingText(16),
    city: requiredSettingText(100),
    state: requiredSettingText(100),
    country: requiredSettingText(100),
  },
  { error: settingsMessage('required') },
);

/** I18N-3 with ⚑AMB-31: the areas that each offer their own list of interface languages. */
export const LANGUAGE_AREAS = ['site', 'dashboard', 'console'] as const;
export type LanguageArea = (typeof LANGUAGE_AREAS)[number];

/** One area's languages: en / bm / cn without repeats, English always among them (the spec's own words). */
const areaLanguages = z
  .array(z.enum(LANGUAGES, { error: settingsMessage('language_invalid') }), { error: settingsMessage('required') })
  .min(1, settingsMessage('required'))
  .max(LANGUAGES.length, settingsMessage('too_long'))
  .transform((list) => LANGUAGES.filter((lng) => list.includes(lng)))
  .refine((list) => list.includes('en'), settingsMessage('languages_need_english'));

/** `languages_offered`: {site, dashboard, console} → the languages each area offers (default: all three). */
export const languagesOfferedSchema = z.object(
  { site: areaLanguages, dashboard: areaLanguages, console: areaLanguages },
  { error: settingsMessage('invalid') },
);
export type LanguagesOffered = z.infer<typeof languagesOfferedSchema>;
export const ALL_LANGUAGES_OFFERED: LanguagesOffered = { site: [...LANGUAGES], dashboard: [...LANGUAGES], console: [...LANGUAGES] };

/**
 * ADM-66: the known general settings and their rules. Other (free-form) keys are validated by the
 * type of their current value (settingValueSchema).
 */
export const GENERAL_SETTING_SCHEMAS = {
  contact_email: settingEmailSchema,
  paylater_expiry_days: z.preprocess(
    numeric,
    z
      .number({ error: settingsMessage('whole_number') })
      .int(settingsMessage('whole_number'))
      .min(1, settingsMessage('expiry_days_range'))
      .max(60, settingsMessage('expiry_days_range')),
  ),
  currency_rates_url: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string({ error: settingsMessage('url_invalid') })
      .trim()
      .max(500, settingsMessage('too_long'))
      .refine((v) => v === '' || isHttpUrl(v), settingsMessage('url_invalid')),
  ),
  patent_filing_date_country_ids: countryIdList,
  goods_count_country_ids: countryIdList,
  company_address: companyAddressSchema,
  /** G-29: uses of one voucher per customer (open and paid orders); empty = no limit. */
  voucher_per_user_limit: z.preprocess(
    (v) => (blank(v) === undefined ? null : numeric(v)),
    z
      .number({ error: settingsMessage('whole_number') })
      .int(settingsMessage('whole_number'))
      .min(1, settingsMessage('voucher_limit_range'))
      .max(1000, settingsMessage('voucher_limit_range'))
      .nullable(),
  ),
  languages_offered: languagesOfferedSchema,
  /** ADR 036: the upload size of step files, extra files and SD, in MB (1..20). */
  upload_max_mb: uploadMaxMbSchema,
  /** Issue 18, ADR 077: every staff member (super admin, admin, accountant) must sign in with a TOTP code. */
  staff_two_factor_required: z.boolean({ error: settingsMessage('required') }),
} as const;
export type KnownGeneralSetting = keyof typeof GENERAL_SETTING_SCHEMAS;
export const KNOWN_GENERAL_SETTINGS = Object.keys(GENERAL_SETTING_SCHEMAS) as KnownGeneralSetting[];
/** ADR 003: the country ids of the spec's id 42 (patent annuities counted from the filing date) and 110 (trademark renewals priced per item of goods). */
export const FILING_DATE_COUNTRIES_SETTING = 'patent_filing_date_country_ids';
export const GOODS_COUNT_COUNTRIES_SETTING = 'goods_count_country_ids';
/**
 * Settings whose value is a list of country ids (checked against the countries table on save): the
 * country rules every price reads (on SQLite their writes raise the catalogue's change counter,
 * migration 0075).
 */
export const COUNTRY_LIST_SETTINGS: readonly string[] = [FILING_DATE_COUNTRIES_SETTING, GOODS_COUNT_COUNTRIES_SETTING];

/** Configuration keys with their own section or switch: never in the general list. */
export const RESERVED_CONFIGURATION_KEYS: readonly string[] = [
  'payment_type',
  'payment_inputs',
  'bank_transfer',
  'maintenance',
  // ADR 055: the PayPal payout credentials and fee, edited in their own section.
  'paypal_payouts',
  'paypal_payout_fee_percent',
  'paypal_payout_fee_fixed',
];

export const isKnownGeneralSetting = (key: string): key is KnownGeneralSetting => Object.prototype.hasOwnProperty.call(GENERAL_SETTING_SCHEMAS, key);

/** The rule of one general setting: its own for known keys, else the type of its current value. */
export function settingValueSchema(key: string, current: unknown): z.ZodType {
  if (isKnownGeneralSetting(key)) return GENERAL_SETTING_SCHEMAS[key];
  if (typeof current === 'number') return z.preprocess(numeric, z.number({ error: settingsMessage('number') }).refine(Number.isFinite, settingsMessage('number')));
  if (typeof current === 'boolean') return z.boolean({ error: settingsMessage('required') });
  if (current !== null && typeof current === 'object') {
    return z.custom<object>((v) => v !== null && typeof v === 'object', { error: settingsMessage('required') });
  }
  return requiredSettingText(2000);
}

/** G-27: the pay-later bank-transfer details shown to the customer. All required. */
export const bankTransferSchema = z.object(
  {
    bank_name: requiredSettingText(191),
    account_name: requiredSettingText(191),
    account_no: z.preprocess(
      blank,
      z
        .string({ error: settingsMessage('required') })
        .trim()
        .regex(/^[0-9][0-9 -]{3,32}[0-9]$/, settingsMessage('account_no_invalid')),
    ),
    swift_code: z.preprocess(
      blank,
      z
        .string({ error: settingsMessage('required') })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, settingsMessage('swift_invalid')),
    ),
    note: requiredSettingText(1000),
  },
  { error: settingsMessage('required') },
);
export type BankTransfer = z.infer<typeof bankTransferSchema>;

/** PUT /api/admin/configuration: one or both sections; each given section is complete. */
export const configurationUpdateSchema = z
  .object({
    general: z.record(z.string().max(100), z.unknown()).optional(),
    bank_transfer: z.unknown().optional(),
  })
  .strict()
  .refine((v) => v.general !== undefined || v.bank_transfer !== undefined, settingsMessage('nothing_to_save'));

// ---- payment configuration (ADM-68) ---------------------------------------------------------------

export const PAYPAL_MODES = ['sandbox', 'live'] as const;
export type PaypalMode = (typeof PAYPAL_MODES)[number];
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The secret fields of each provider: stored encrypted, never sent back, an empty value keeps the old one. */
export const PAYMENT_SECRET_FIELDS = {
  Stripe: ['secret_key', 'webhook_secret'],
  Paypal: ['client_secret'],
} as const satisfies Record<PaymentType, readonly string[]>;

const prefixed = (prefixes: readonly string[], messageKey: string, required: boolean) => {
  const base = z
    .string({ error: settingsMessage('required') })
    .trim()
    .max(255, settingsMessage('too_long'))
    .refine((v) => prefixes.some((p) => v.startsWith(p)) && v.length > 12 && !/\s/.test(v), settingsMessage(messageKey));
  return z.preprocess(blank, required ? base : base.optional());
};

/** Stripe: publishable key pk_…, secret key sk_… or rk_…, webhook signing secret whsec_…. */
export const stripeInputSchema = z.object({
  publishable_key: prefixed(['pk_'], 'stripe_publishable_invalid', true),
  secret_key: prefixed(['sk_', 'rk_'], 'stripe_secret_invalid', false),
  webhook_secret: prefixed(['whsec_'], 'stripe_webhook_invalid', false),
});

/** PayPal (paypal-rest-sdk): mode sandbox or live, client id, client secret, webhook id. */
export const paypalInputSchema = z.object({
  mode: z.preprocess(blank, z.enum(PAYPAL_MODES, { error: settingsMessage('paypal_mode_invalid') })),
  client_id: z.preprocess(blank, z.string({ error: settingsMessage('required') }).trim().min(10, settingsMessage('paypal_id_invalid')).max(255, settingsMessage('too_long'))),
  client_secret: z.preprocess(blank, z.string({ error: settingsMessage('required') }).trim().min(10, settingsMessage('paypal_secret_invalid')).max(255, settingsMessage('too_long')).optional()),
  webhook_id: z.preprocess(blank, z.string({ error: settingsMessage('required') }).trim().regex(/^[A-Za-z0-9-]{6,64}$/, settingsMessage('paypal_webhook_invalid'))),
});

/**
 * ADR 055: the PayPal Payouts credentials (their own, separate from checkout's) and the payout fee
 * (G-04): mode, client id, client secret (empty keeps the stored one), the fee's percent (0–100) and
 * fixed part (MYR), each with at most 2 decimals.
 */
const feeText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : blank(value)),
    z
      .string({ error: settingsMessage('fee_required') })
      .trim()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, settingsMessage('fee_invalid'))
      .refine((v) => !/^\d{1,7}(\.\d{1,2})?$/.test(v) || Number(v) <= max, settingsMessage('payout_fee_percent_range')),
  );
export const payoutConfigurationSchema = z.object({
  mode: paypalInputSchema.shape.mode,
  client_id: paypalInputSchema.shape.client_id,
  client_secret: paypalInputSchema.shape.client_secret,
  fee_percent: feeText(100),
  fee_fixed: feeText(9_999_999),
});

/** The payout section as the console sees it: the secret only as set / not set. */
export interface PayoutConfigurationView {
  mode: PaypalMode;
  client_id: string;
  client_secret_set: boolean;
  /** Whether Send via PayPal can be used (mode, id and secret all stored). */
  configured: boolean;
  fee_percent: string;
  fee_fixed: string;
}

export const paymentTypeSchema = z.preprocess(blank, z.enum(PAYMENT_TYPES, { error: settingsMessage('payment_type_invalid') }));

/** PUT /api/admin/payment-configuration {payment_type, input}: the input of the chosen provider. */
export const paymentConfigurationUpdateSchema = z.object({
  payment_type: paymentTypeSchema,
  input: z.record(z.string(), z.unknown(), { error: settingsMessage('required') }),
});

/** The inputs of a provider as the console sees them: plain fields in clear, secrets only as "set". */
export interface PaymentConfigurationView {
  payment_type: PaymentType;
  input: {
    Stripe: { publishable_key: string; secret_key_set: boolean; webhook_secret_set: boolean };
    Paypal: { mode: PaypalMode; client_id: string; webhook_id: string; client_secret_set: boolean };
  };
}

// ---- countries in service (CAT-23, ADM-69) --------------------------------------------------------

const idList = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || Array.isArray(v) ? v : [v]),
    z.array(z.preprocess(numeric, z.number().int().positive())).max(max).optional(),
  );

/** POST /api/admin/countries/set-in-service {country: number[]} — the whole in-service set. */
export const countriesInServiceSchema = z.object({
  country: z
    .array(z.preprocess(numeric, z.number({ error: settingsMessage('country_invalid') }).int(settingsMessage('country_invalid')).positive(settingsMessage('country_invalid'))), {
      error: settingsMessage('country_list_required'),
    })
    .max(300, settingsMessage('too_long'))
    .transform((ids) => [...new Set(ids)]),
});

const booleanish = z.preprocess((v) => (v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v), z.boolean().optional());

export const countryListFilterSchema = z
  .object({
    q: z.preprocess(blank, z.string().trim().max(100).optional()),
    in_service: booleanish,
    id: idList(300),
  })
  .strict();
export type CountryListFilter = z.infer<typeof countryListFilterSchema>;
export const COUNTRY_SORT_FIELDS = ['id', 'name', 'iso2', 'in_service'] as const;
export type CountrySortField = (typeof COUNTRY_SORT_FIELDS)[number];

export const stateListFilterSchema = z
  .object({
    q: z.preprocess(blank, z.string().trim().max(100).optional()),
    country_id: z.preprocess(numeric, z.number().int().positive().optional()),
    id: idList(300),
  })
  .strict();
export type StateListFilter = z.infer<typeof stateListFilterSchema>;

/** Lists the editors load whole (countries, states, whitelist, delivery prices): at most this many rows. */
export const EDITOR_MAX_ROWS = 1000;

// ---- whitelist (ADM-63..65, G-11) -----------------------------------------------------------------

/** POST /api/admin/whitelists {email: string[]}: the whole list; each required and valid, no duplicates. */
export const whitelistSchema = z.object({
  email: z
    .array(settingEmailSchema, { error: settingsMessage('email_list_required') })
    .max(EDITOR_MAX_ROWS, settingsMessage('too_many_rows'))
    .superRefine((emails, ctx) => {
      const seen = new Set<string>();
      emails.forEach((email, index) => {
        if (seen.has(email)) ctx.addIssue({ code: 'custom', path: [index], message: settingsMessage('email_duplicate') });
        seen.add(email);
      });
    }),
});

// ---- delivery prices (DLV-17..21, ⚑AMB-23) --------------------------------------------------------

/** A money amount in MYR as a string with at most two decimals, at least 0 (DLV-19, DLV-20). */
export const deliveryFeeSchema = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : blank(v)),
  z
    .string({ error: settingsMessage('fee_required') })
    .trim()
    .refine((v) => !v.startsWith('-'), settingsMessage('fee_min'))
    .refine((v) => v.startsWith('-') || /^\d{1,10}(\.\d{1,2})?$/.test(v), settingsMessage('fee_invalid')),
);

export const deliveryPriceRowSchema = z.object({
  country_id: z.preprocess(
    numeric,
    z.number({ error: settingsMessage('country_required') }).int(settingsMessage('country_required')).positive(settingsMessage('country_required')),
  ),
  state_id: z.preprocess(numeric, z.number({ error: settingsMessage('state_invalid') }).int(settingsMessage('state_invalid')).positive(settingsMessage('state_invalid')).nullable().optional()),
  fee: deliveryFeeSchema,
});
export type DeliveryPriceRow = z.infer<typeof deliveryPriceRowSchema>;

/** POST /api/admin/delivery-prices {prices: [...]}: the whole table; one row per (country, state). */
export const deliveryPricesSchema = z.object({
  prices: z
    .array(deliveryPriceRowSchema, { error: settingsMessage('required') })
    .max(EDITOR_MAX_ROWS, settingsMessage('too_many_rows'))
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const key = `${row.country_id}:${row.state_id ?? ''}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'country_id'], message: settingsMessage('delivery_duplicate') });
        seen.add(key);
      });
    }),
});

/** DLV-13: the coverage check of an address. */
export const deliveryCoverageSchema = z.object({
  country_id: z.preprocess(numeric, z.number().int().positive()),
  state_id: z.preprocess(numeric, z.number().int().positive().nullable().optional()),
});
