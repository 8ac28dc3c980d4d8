import Decimal from 'decimal.js';
import { SERVICE } from '../../constants/index';
import type { FeeInput } from '../../schemas/fee';
import {
  expiryDateFor,
  offeredPatentYears,
  patentBaseDate,
  patentDateErrors,
  patentDueDate,
  patentDueStatus,
  selectedYears,
  yearNumber,
} from '../../schemas/patent-years';
import { assertNoFieldErrors, DetailBuilder } from './fee-detail';
import { need, notAvailable, optional, sum } from './money';
import type { PriceSheet } from './price-sheet';
import type { PricedLine } from './price-trademark';

/**
 * Patent lines (G-01, ADR 007).
 *   search / application: official base + service base; agent base.
 *   renewal (annuities, CAT-29..43): Σ official year_N over the years chosen + service per_year ×
 *   count; agent per_year × count. The first year's due date (base date + (N − 1) years) sets the
 *   tier: due within 14 days → pt_near_due (+ service near_due); due date passed, inside the
 *   6-month grace → pt_overdue (+ overdue_surcharge_percent of that year's annuity; not sold when
 *   late_enabled is false); passed more than 6 months ago → that year is not offered (CAT-37).
 */

const key = (name: string) => `pricing:validation.${name}`;

export function pricePatent(sheet: PriceSheet, input: FeeInput, today: string): PricedLine {
  const { processing_costs: processing, service_costs: service, agent_costs: agent, child_label: childLabel, charges } = sheet.service;
  if (input.service_id !== SERVICE.RENEWAL) {
    const detail = new DetailBuilder(['official_fee', 'service_fee'], childLabel)
      .add('official_fee', need(processing, 'base'), 'processing')
      .add('service_fee', need(service, 'base'), 'service')
      .charges(charges);
    return { detail: detail.lines, fee_type: input.service_id === SERVICE.SEARCH ? 'search' : 'application', agent_cost: optional(agent, 'base') };
  }

  const errors = patentDateErrors({ ...input, filingDateBasis: sheet.filingDateBasis, today });
  const first = yearNumber(input.select_year);
  const last = yearNumber(input.total_year);
  if (first === null) errors.select_year = [key('select_year_required')];
  if (last === null) errors.total_year = [key('total_year_required')];
  else if (first !== null && last < first) errors.total_year = [key('total_year_before_select')];
  else if (last > sheet.rules.patent_max_year) errors.total_year = [key('total_year_beyond_max')];
  assertNoFieldErrors(errors);

  const baseDate = patentBaseDate({ ...input, filingDateBasis: sheet.filingDateBasis })!;
  const offered = offeredPatentYears({ baseDate, today, maxYear: sheet.rules.patent_max_year });
  if (offered.length === 0) throw notAvailable();
  if (!offered.some((option) => option.year === first)) assertNoFieldErrors({ select_year: [key('select_year_not_offered')] });

  const status = patentDueStatus(patentDueDate(baseDate, first!), today);
  if (status === 'overdue' && !sheet.service.late_enabled) throw notAvailable();
  const years = Array.from({ length: last! - first! + 1 }, (_, i) => first! + i);
  const annuities = years.map((year) => need(processing, `year_${year}`));
  const count = new Decimal(years.length);
  const detail = new DetailBuilder(['official_annuity', 'overdue_surcharge', 'urgency_fee', 'service_fee'], childLabel).add('official_annuity', sum(annuities), 'processing');
  if (status === 'overdue') detail.add('overdue_surcharge', annuities[0]!.times(need(processing, 'overdue_surcharge_percent')).dividedBy(100), 'surcharge');
  if (status === 'near_due') detail.add('urgency_fee', need(service, 'near_due'), 'surcharge');
  detail.add('service_fee', need(service, 'per_year').times(count), 'service').charges(charges);
  return {
    detail: detail.lines,
    fee_type: status === 'overdue' ? 'pt_overdue' : status === 'near_due' ? 'pt_near_due' : 'pt_not_due',
    agent_cost: optional(agent, 'per_year').times(count),
    expiry_date: expiryDateFor(baseDate, input.select_year!),
    selected_years: selectedYears(input.select_year!, input.total_year!),
  };
}
