import { IP_TYPE } from '../../constants/index';
import { feeInputSchema, type FeeInput, type FeeResult } from '../../schemas/fee';
import { fieldErrorsOf } from '../kernel/index';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { assertNoFieldErrors, linePartsOf } from './fee-detail';
import { notAvailable, toMoney, totalOf } from './money';
import { pricePatent } from './price-patent';
import { loadPriceSheet, type CatalogueOptions, type PriceSheet } from './price-sheet';
import { priceTrademark, type PricedLine } from './price-trademark';

/**
 * calculateFee (CAT-24..43, G-01, G-35, G-55, G-56): the price of one line — the public price
 * checker, the renewal line of the cart and the checkout pre-check all call it.
 *
 * Bad input → AppError VALIDATION with field errors (pricing:validation.*); nothing sold for the
 * line, beyond the late tiers, or a price missing from the sheet → AppError
 * 'pricing:service_not_available' ('Current service is not available'). `today` is the KL
 * calendar date the tiers are measured against (SYS-17).
 */
export interface FeeOptions extends CatalogueOptions {
  /** 'yyyy-MM-dd' in Kuala Lumpur; default today. */
  today?: string;
}

export async function calculateFee(input: FeeInput, options: FeeOptions = {}): Promise<FeeResult> {
  const parsed = feeInputSchema.safeParse(input);
  if (!parsed.success) assertNoFieldErrors(fieldErrorsOf(parsed.error));
  const line = parsed.data!;
  const today = options.today ?? calendarDateInKualaLumpur();
  const sheet = await loadPriceSheet(line, options);
  if (!sheet) throw notAvailable();
  return presentFee(sheet, priceLine(sheet, line, today));
}

/** Prices a parsed line on a loaded sheet (pure). */
export function priceLine(sheet: PriceSheet, line: FeeInput, today: string): PricedLine {
  return line.type_id === IP_TYPE.TRADEMARK ? priceTrademark(sheet, line, today) : pricePatent(sheet, line, today);
}

export function presentFee(sheet: PriceSheet, priced: PricedLine): FeeResult {
  return {
    product: { id: sheet.product.id, country_id: sheet.country.id, country_name: sheet.country.name, country_iso2: sheet.country.iso2 },
    product_service_id: sheet.service.id,
    detail: priced.detail,
    fee: totalOf(priced.detail),
    fee_type: priced.fee_type,
    agent_cost: toMoney(priced.agent_cost),
    additional_fee: totalOf(priced.detail, ['surcharge']),
    ...linePartsOf(priced.detail),
    ...(priced.expiry_date ? { expiry_date: priced.expiry_date } : {}),
    ...(priced.selected_years ? { selected_years: priced.selected_years } : {}),
  };
}
