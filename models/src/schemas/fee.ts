import { z } from 'zod';
import { YEAR_GRANTED_VALUES, type FeeType } from '../constants/index';
import { addCalendarMonths, isDateAfter, isDateBefore, isCalendarDate } from './patent-years';

/**
 * The fee calculation (CAT-25, CAT-26): its input, shared by the price checker, the renewal line
 * and the console, and the shape of its answer. Browser-safe. Messages are i18n keys of the
 * `pricing` namespace. The engine is `calculateFee` in models/src/domain/catalogue.
 *
 * Numbers arrive as numbers (Conform coerces form fields; the price checker converts its query);
 * empty fields arrive as undefined. Which optional fields a line needs depends on its service, type
 * and country; the engine checks that (field errors with the same keys).
 */

const key = (name: string) => `pricing:validation.${name}`;
const msg = (name: string) => ({ error: key(name) });

const calendarDate = (field: string) =>
  z.string(msg(`${field}_required`)).trim().min(1, msg(`${field}_required`)).refine(isCalendarDate, msg('date_invalid'));

const renewalYear = (field: string) =>
  z.string(msg(`${field}_required`)).refine((value) => YEAR_GRANTED_VALUES.includes(value), msg(`${field}_required`));

export const feeInputSchema = z.object({
  /** CAT-1: 1 search, 2 application, 3 renewal. */
  service_id: z.union([z.literal(1), z.literal(2), z.literal(3)], msg('service_id_required')),
  /** CAT-2: 1 trademark, 2 patent. */
  type_id: z.union([z.literal(1), z.literal(2)], msg('type_id_required')),
  country_id: z.number(msg('country_id_required')).int(msg('country_id_required')).positive(msg('country_id_required')),
  /** CAT-6, ORD-8: trademark classes, 1–45 (a product's validation_rules may lower the maximum). */
  multiclass_no: z.number(msg('multiclass_no_range')).int(msg('multiclass_no_range')).min(1, msg('multiclass_no_range')).max(45, msg('multiclass_no_range')).optional(),
  /** CAT-31: goods-count countries only, a whole number of at least 0. */
  no_of_goods: z.number(msg('no_of_goods_range')).int(msg('no_of_goods_range')).min(0, msg('no_of_goods_range')).max(9999, msg('no_of_goods_range')).optional(),
  /** Trademark renewal: the registration's expiry date. */
  expiry_date: calendarDate('expiry_date').optional(),
  /** Patent renewal (CAT-41..43). */
  grant_date: calendarDate('grant_date').optional(),
  filing_date: calendarDate('filing_date').optional(),
  /** Patent renewal: first and last year paid (CAT-34, CAT-35, CAT-40). */
  select_year: renewalYear('select_year').optional(),
  total_year: renewalYear('total_year').optional(),
});
export type FeeInput = z.infer<typeof feeInputSchema>;

/** One line of the breakdown (`detail`, G-56). Amounts are MYR money strings. */
export interface FeeLine {
  /** Stable name of the line (official_fee, service_fee, late_surcharge, charge_1, …), translated as pricing:lines.<key>. */
  key: string;
  /** The product's own label for it (child_label / charges label), English. */
  label: string;
  amount: string;
  kind: 'processing' | 'service' | 'charge' | 'surcharge';
}

/** CAT-26: the answer copied onto the cart line. */
export interface FeeResult {
  product: { id: number; country_id: number; country_name: string; country_iso2?: string | null };
  product_service_id: number;
  detail: FeeLine[];
  fee: string;
  fee_type: FeeType;
  agent_cost: string;
  /** The surcharges inside `fee` (late, restoration, goods, overdue, urgency). */
  additional_fee: string;
  /** ADR 047: the passed-through part of `fee` (official fees, their surcharges, charges). */
  processing_part: string;
  /** ADR 047: the firm's service part of `fee` (service lines and the urgency fee); processing_part + service_part = fee. */
  service_part: string;
  /** Patent renewal: the computed expiry date (CAT-38). */
  expiry_date?: string;
  /** Patent renewal: the years paid (CAT-40). */
  selected_years?: { year_granted: string }[];
}

export type TrademarkTier = 'tm_not_expired' | 'tm_expired_6m' | 'tm_expired_1y' | 'beyond';

/**
 * CAT-28, ⚑AMB-02: the trademark renewal tier on `today` (KL calendar). The expiry date itself is
 * still "not expired"; expired up to `grace_months` after it → 6m tier; up to `restoration_months`
 * → 1y tier; later → beyond (not sold, G-35).
 */
export function trademarkTier(expiryDate: string, today: string, rules: { grace_months: number; restoration_months: number }): TrademarkTier {
  if (!isDateBefore(expiryDate, today)) return 'tm_not_expired';
  if (!isDateAfter(today, addCalendarMonths(expiryDate, rules.grace_months))) return 'tm_expired_6m';
  if (rules.restoration_months > rules.grace_months && !isDateAfter(today, addCalendarMonths(expiryDate, rules.restoration_months))) return 'tm_expired_1y';
  return 'beyond';
}

/** A GET query or form (strings) → the fee input (numbers where numbers are due; empty → absent). */
export function feeInputFromParams(params: URLSearchParams): Record<string, unknown> {
  const numeric = ['service_id', 'type_id', 'country_id', 'multiclass_no', 'no_of_goods'];
  const text = ['expiry_date', 'grant_date', 'filing_date', 'select_year', 'total_year'];
  const out: Record<string, unknown> = {};
  for (const name of [...numeric, ...text]) {
    const raw = params.get(name)?.trim();
    if (!raw) continue;
    out[name] = numeric.includes(name) ? (/^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw) : raw;
  }
  return out;
}

export type FeeField = 'multiclass_no' | 'no_of_goods' | 'expiry_date' | 'grant_date' | 'filing_date' | 'select_year' | 'total_year';

/**
 * The fields a line asks for, in form order (CAT-25, CAT-31, CAT-41..43): trademarks the classes
 * (and for renewal the expiry date, plus the goods in goods-count countries); patent renewals the
 * grant or filing date (the other one optional) and the first and last years.
 */
export function feeFieldsFor(
  line: { service_id: number; type_id: number },
  country: { goodsCountry: boolean; filingDateBasis: boolean },
): { field: FeeField; required: boolean }[] {
  const renewal = line.service_id === 3;
  if (line.type_id === 1) {
    return [
      { field: 'multiclass_no', required: true },
      ...(renewal && country.goodsCountry ? [{ field: 'no_of_goods' as const, required: true }] : []),
      ...(renewal ? [{ field: 'expiry_date' as const, required: true }] : []),
    ];
  }
  if (!renewal) return [];
  const dates: { field: FeeField; required: boolean }[] = country.filingDateBasis
    ? [
        { field: 'filing_date', required: true },
        { field: 'grant_date', required: false },
      ]
    : [
        { field: 'grant_date', required: true },
        { field: 'filing_date', required: false },
      ];
  return [...dates, { field: 'select_year', required: true }, { field: 'total_year', required: true }];
}
