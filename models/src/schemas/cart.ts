import { z } from 'zod';
import { SERVICE, YEAR_GRANTED_VALUES } from '../constants/index';
import { LIST_MAX } from './form-shape';
import { isCalendarDate } from './patent-years';

/**
 * The customer's cart forms (ORD-1..20, ORD-25, POR-39..49, G-33), shared by the Remix pages (Conform
 * on both sides) and the cart operations (models/src/domain/cart). Browser-safe. Messages are i18n
 * keys: `orders:cart.validation.*` and `orders:request.validation.*` for the form rules,
 * `pricing:validation.*` where the pricing engine's rule is the same.
 *
 * Field names follow Conform's paths (`lines[0].filing_no`), so a server error lands on its field.
 * Rules that depend on the country (goods count CAT-31, filing-date basis CAT-42) or on the price
 * sheet are the engine's; the operations report them on the same fields.
 */

const cartKey = (name: string) => ({ error: `orders:cart.validation.${name}` });
const priceKey = (name: string) => ({ error: `pricing:validation.${name}` });
const requestKey = (name: string) => ({ error: `orders:request.validation.${name}` });

const text = (message: { error: string }, max = 191) => z.string(message).trim().min(1, message).max(max, cartKey('too_long'));
const optionalDate = z.string().trim().refine(isCalendarDate, priceKey('date_invalid')).optional();
const countryId = z.number(cartKey('country_required')).int(cartKey('country_required')).positive(cartKey('country_required'));

/** ORD-3, ORD-5..10: one trademark renewal line. no_of_goods is required only in goods-count countries (the operation checks). */
export const trademarkLineSchema = z.object({
  filing_no: text(cartKey('filing_no_required'), 64),
  country_id: countryId,
  application_name: text(cartKey('application_name_required')),
  expiry_date: z.string(priceKey('expiry_date_required')).trim().min(1, priceKey('expiry_date_required')).refine(isCalendarDate, priceKey('date_invalid')),
  multiclass_no: z.number(priceKey('multiclass_no_range')).int(priceKey('multiclass_no_range')).min(1, priceKey('multiclass_no_range')).max(45, priceKey('multiclass_no_range')),
  multiclass_name: text(cartKey('multiclass_name_required'), 2000),
  no_of_goods: z.number(priceKey('no_of_goods_range')).int(priceKey('no_of_goods_range')).min(0, priceKey('no_of_goods_range')).max(9999, priceKey('no_of_goods_range')).optional(),
});
export type TrademarkLineInput = z.infer<typeof trademarkLineSchema>;

const year = (field: string) => z.string(priceKey(`${field}_required`)).refine((value) => YEAR_GRANTED_VALUES.includes(value), priceKey(`${field}_required`));

/** ORD-4, ORD-11: one patent renewal line. Date and year rules (CAT-35..43) are the engine's. */
export const patentLineSchema = z.object({
  application_no: text(cartKey('application_no_required'), 64),
  grant_no: text(cartKey('grant_no_required'), 64),
  country_id: countryId,
  grant_date: optionalDate,
  filing_date: optionalDate,
  select_year: year('select_year'),
  total_year: year('total_year'),
});
export type PatentLineInput = z.infer<typeof patentLineSchema>;

/** ORD-15: 'Please insert at least 1 item'. `ip_id` opens the request-renewal mode (ORD-14). */
export const trademarkBundleSchema = z.object({
  lines: z.array(trademarkLineSchema, cartKey('min_one')).min(1, cartKey('min_one')).max(LIST_MAX.renewalLines, cartKey('max_lines')),
  ip_id: z.number().int().positive().optional(),
  /** ORD-16: the customer's acceptance flag sent with the bundle (the filing form's confirmation box). */
  acceptance: z.boolean().optional(),
});
export const patentBundleSchema = z.object({
  lines: z.array(patentLineSchema, cartKey('min_one')).min(1, cartKey('min_one')).max(LIST_MAX.renewalLines, cartKey('max_lines')),
  ip_id: z.number().int().positive().optional(),
  acceptance: z.boolean().optional(),
});
export type RenewalBundleInput = { lines: (TrademarkLineInput | PatentLineInput)[]; ip_id?: number };

/**
 * Issue 18, bulk renewal: the customer's own IP records whose renewals go to the cart at once (the
 * dashboard list's selection: at most a page of 50), with the filing form's acceptance flag (ORD-16).
 */
export const bulkRenewalSchema = z.object({
  ip_ids: z
    .array(z.coerce.number(cartKey('bulk_select_one')).int(cartKey('bulk_select_one')).positive(cartKey('bulk_select_one')), cartKey('bulk_select_one'))
    .min(1, cartKey('bulk_select_one'))
    .max(LIST_MAX.renewalLines, cartKey('bulk_too_many')),
  acceptance: z.boolean().optional(),
});
export type BulkRenewalInput = z.infer<typeof bulkRenewalSchema>;

/** The URL segment of the filing page (ORD-1) ↔ type id. */
export const FILING_TYPES = { trademark: 1, patent: 2 } as const;
export type FilingType = keyof typeof FILING_TYPES;
export const isFilingType = (value: unknown): value is FilingType => value === 'trademark' || value === 'patent';

export const renewalLineSchemaFor = (typeId: number) => (typeId === FILING_TYPES.patent ? patentLineSchema : trademarkLineSchema);
export const renewalBundleSchemaFor = (typeId: number) => (typeId === FILING_TYPES.patent ? patentBundleSchema : trademarkBundleSchema);

const min3 = (required: string, min: string, max = 191) => z.string(requestKey(required)).trim().min(1, requestKey(required)).min(3, requestKey(min)).max(max, cartKey('too_long'));

/** POR-44: a classification row needs a term ('Term is required') and goods ('Good is required'). */
export const classificationRowSchema = z.object({
  term: z.string(requestKey('term_required')).trim().min(1, requestKey('term_required')).max(255, cartKey('too_long')),
  goods: z.string(requestKey('goods_required')).trim().min(1, requestKey('goods_required')).max(5000, cartKey('too_long')),
});

/** POR-39, POR-43, POR-44: a new trademark search request (service 1). */
export const searchRequestSchema = z.object({
  country_id: countryId,
  description: min3('description_required', 'description_min', 5000),
  classifications: z.array(classificationRowSchema, requestKey('classification_min_one')).min(1, requestKey('classification_min_one')).max(LIST_MAX.classifications, requestKey('classification_max')),
});
export type SearchRequestInput = z.infer<typeof searchRequestSchema>;

/** POR-46, POR-47: the applicant's address; the state is required once a country is chosen. */
export const requestAddressSchema = z.object({
  address_1: min3('address_1_required', 'address_1_min'),
  address_2: z.string().trim().min(3, requestKey('address_2_min')).max(191, cartKey('too_long')).optional(),
  poscode: min3('poscode_required', 'poscode_min', 16),
  city: min3('city_required', 'city_min', 100),
  country_id: z.number(requestKey('address_country_required')).int(requestKey('address_country_required')).positive(requestKey('address_country_required')),
  state_id: z.number(requestKey('state_required')).int(requestKey('state_required')).positive(requestKey('state_required')),
});

/** POR-41, POR-42, POR-45, POR-48: a new trademark application request (service 2). */
export const applyRequestSchema = searchRequestSchema.extend({
  name: z.string(requestKey('name_required')).trim().min(1, requestKey('name_required')).max(191, cartKey('too_long')),
  address: requestAddressSchema,
  partners: z
    .array(z.object({ name: z.string(requestKey('partner_required')).trim().min(1, requestKey('partner_required')).max(191, cartKey('too_long')) }))
    .max(LIST_MAX.partners, requestKey('partner_max'))
    .optional(),
  is_english_only: z.boolean().optional(),
});
export type ApplyRequestInput = z.infer<typeof applyRequestSchema>;

/** POR-18, POR-49: the logo rule. Content is checked on the server (magic bytes). */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;

/** ORD-29..34: the voucher code entry on the cart page. */
export const voucherCodeSchema = z.object({
  code: z.string(cartKey('voucher_required')).trim().min(1, cartKey('voucher_required')).max(32, cartKey('voucher_required')),
});

/**
 * G-34 (proposal): whether a date lies within `days` working days (Monday–Friday) from `today`,
 * both 'yyyy-MM-dd'. A past date counts as within.
 */
export function isWithinWorkingDays(date: string, today: string, days = 14): boolean {
  if (!isCalendarDate(date) || !isCalendarDate(today)) return false;
  if (date <= today) return true;
  const cursor = new Date(`${today}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    const weekday = cursor.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
    if (cursor.toISOString().slice(0, 10) >= date) return true;
  }
  return false;
}

/** G-34: the ids of the renewal lines whose expiry date is within 14 working days of `today`. */
export function expiryWarningLineIds(lines: readonly { id: number; service_id: number; expiry_date?: string | null }[], today: string): number[] {
  return lines.filter((line) => line.service_id === SERVICE.RENEWAL && line.expiry_date && isWithinWorkingDays(line.expiry_date, today)).map((line) => line.id);
}

/** G-34: the ids of the renewal lines whose expiry date has already passed (their own, overdue warning). */
export function overdueLineIds(lines: readonly { id: number; service_id: number; expiry_date?: string | null }[], today: string): number[] {
  return lines.filter((line) => line.service_id === SERVICE.RENEWAL && line.expiry_date && isCalendarDate(line.expiry_date) && line.expiry_date < today).map((line) => line.id);
}

/** Money strings ("12.50") in whole sen, never floats. */
function toSen(value: string): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return 0;
  const sen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -sen : sen;
}

const senText = (sen: number): string => {
  const abs = Math.abs(sen);
  return `${sen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** ORD-23: the total of the selected cart lines, as a money string (browser-safe: the cart updates it live). */
export function selectedCartTotal(lines: readonly { id: number; fee: string }[], selected: readonly number[]): string {
  return senText(lines.filter((line) => selected.includes(line.id)).reduce((sum, line) => sum + toSen(line.fee), 0));
}

/**
 * The surcharges (overdue / late, per-goods: `additional_fee`) held in `lines`' fees, as a money
 * string. A part of the fees, shown as a line of the breakdown — never added to the total.
 */
export function surchargesOf(lines: readonly { additional_fee?: string | null }[]): string {
  return senText(lines.reduce((sum, line) => sum + toSen(line.additional_fee ?? '0'), 0));
}

