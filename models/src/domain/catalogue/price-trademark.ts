import Decimal from 'decimal.js';
import { SERVICE, type FeeType } from '../../constants/index';
import { trademarkTier, type FeeInput, type FeeLine } from '../../schemas/fee';
import { addCalendarYears, isDateAfter } from '../../schemas/patent-years';
import { assertNoFieldErrors, DetailBuilder } from './fee-detail';
import { need, notAvailable, optional } from './money';
import type { PriceSheet } from './price-sheet';

/**
 * Trademark lines (G-01, ADR 007). Per class = × multiclass_no.
 *   search / application: official per_class + service base + service per_class.
 *   renewal: official per_class (+ per_goods × no_of_goods in goods-count countries, CAT-31)
 *            + service base + per_class + charges + the tier's surcharge (CAT-28, ⚑AMB-02):
 *            tm_expired_6m adds late_6m_per_class, tm_expired_1y adds late_1y_per_class;
 *            beyond the tiers, or expired when late_enabled is false: not available (G-35, G-56).
 * Agent: agent base + agent per_class.
 */

export interface PricedLine {
  detail: FeeLine[];
  fee_type: FeeType;
  agent_cost: Decimal;
  expiry_date?: string;
  selected_years?: { year_granted: string }[];
}

const key = (name: string) => `pricing:validation.${name}`;

function trademarkFieldErrors(sheet: PriceSheet, input: FeeInput, today: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (input.multiclass_no === undefined) errors.multiclass_no = [key('multiclass_no_required')];
  else if (input.multiclass_no > sheet.rules.max_classes) errors.multiclass_no = [key('multiclass_no_max')];
  if (input.service_id !== SERVICE.RENEWAL) return errors;
  if (sheet.goodsCountry && input.no_of_goods === undefined) errors.no_of_goods = [key('no_of_goods_required')];
  if (!input.expiry_date) errors.expiry_date = [key('expiry_date_required')];
  else if (isDateAfter(input.expiry_date, addCalendarYears(today, sheet.rules.renewal_term_years))) errors.expiry_date = [key('expiry_date_too_far')];
  return errors;
}

export function priceTrademark(sheet: PriceSheet, input: FeeInput, today: string): PricedLine {
  assertNoFieldErrors(trademarkFieldErrors(sheet, input, today));
  const { processing_costs: processing, service_costs: service, agent_costs: agent, child_label: childLabel, charges } = sheet.service;
  const classes = new Decimal(input.multiclass_no!);
  const agentCost = optional(agent, 'base').plus(optional(agent, 'per_class').times(classes));
  const serviceFee = need(service, 'base').plus(need(service, 'per_class').times(classes));

  if (input.service_id !== SERVICE.RENEWAL) {
    const detail = new DetailBuilder(['official_fee', 'service_fee'], childLabel)
      .add('official_fee', need(processing, 'per_class').times(classes), 'processing')
      .add('service_fee', serviceFee, 'service')
      .charges(charges);
    return { detail: detail.lines, fee_type: input.service_id === SERVICE.SEARCH ? 'search' : 'application', agent_cost: agentCost };
  }

  const tier = trademarkTier(input.expiry_date!, today, sheet.rules);
  if (tier === 'beyond' || (tier !== 'tm_not_expired' && !sheet.service.late_enabled)) throw notAvailable();
  const order = ['official_fee', ...(sheet.goodsCountry ? ['goods_fee'] : []), 'late_surcharge', 'restoration_fee', 'service_fee'];
  const detail = new DetailBuilder(order, childLabel).add('official_fee', need(processing, 'per_class').times(classes), 'processing');
  if (sheet.goodsCountry) detail.add('goods_fee', need(processing, 'per_goods').times(input.no_of_goods ?? 0), 'surcharge');
  if (tier === 'tm_expired_6m') detail.add('late_surcharge', need(processing, 'late_6m_per_class').times(classes), 'surcharge');
  if (tier === 'tm_expired_1y') detail.add('restoration_fee', need(processing, 'late_1y_per_class').times(classes), 'surcharge');
  detail.add('service_fee', serviceFee, 'service').charges(charges);
  return { detail: detail.lines, fee_type: tier, agent_cost: agentCost };
}
