import { SERVICE, IP_TYPE } from '../../constants/index';
import type { FeeInput } from '../../schemas/fee';
import { calculateFee } from '../catalogue/calculate-fee';
import type { CartOptions } from './shared';

/** The stored columns a line is priced from (a cart_items or order_items row, or a line being built). */
export interface PriceableLine {
  service_id: number;
  type_id: number;
  country_id: number;
  multiclass_no?: number | null;
  no_of_goods?: number | null;
  expiry_date?: string | null;
  grant_date?: string | null;
  filing_date?: string | null;
  selected_years?: { year_granted: string }[] | null;
  request?: { classifications?: unknown[] } | null;
  fee?: string;
  fee_type?: string | null;
  agent_cost?: string;
  additional_fee?: string;
  processing_part?: string;
  service_part?: string;
}

export interface LinePrice {
  fee: string;
  fee_type: string | null;
  agent_cost: string;
  additional_fee: string;
  /** ADR 047: the settlement's inputs, snapshot with the price. */
  processing_part: string;
  service_part: string;
  expiry_date?: string;
  selected_years?: { year_granted: string }[];
}

const present = <T>(value: T | null | undefined): T | undefined => (value === null || value === undefined || value === '' ? undefined : value);

/** The engine's input for a stored line (CAT-25): search/application requests count their classification rows as classes (G-33). */
export function feeInputOf(line: PriceableLine): FeeInput {
  const base = { service_id: line.service_id, type_id: line.type_id, country_id: line.country_id } as FeeInput;
  if (line.service_id !== SERVICE.RENEWAL) {
    return line.type_id === IP_TYPE.TRADEMARK ? { ...base, multiclass_no: line.request?.classifications?.length ?? present(line.multiclass_no) ?? undefined } : base;
  }
  if (line.type_id === IP_TYPE.TRADEMARK) {
    return { ...base, multiclass_no: present(line.multiclass_no), no_of_goods: present(line.no_of_goods), expiry_date: present(line.expiry_date) };
  }
  const years = line.selected_years ?? [];
  return {
    ...base,
    grant_date: present(line.grant_date),
    filing_date: present(line.filing_date),
    select_year: years[0]?.year_granted,
    total_year: years[years.length - 1]?.year_granted,
  };
}

/**
 * priceCartLine (ORD-13, CAT-26, ORD-35): the price of a stored line by the engine — what is copied
 * onto the cart line, and what checkout compares against. Delivery lines (service 4) are priced by
 * the delivery price table when they are added and keep their stored amounts here.
 * Throws the engine's AppError ('pricing:service_not_available' or field errors).
 */
export async function priceCartLine(line: PriceableLine, options: CartOptions = {}): Promise<LinePrice> {
  if (line.service_id === SERVICE.DELIVERY) {
    // Delivery lines are never settled (ADR 047): no processing or service part.
    return {
      fee: line.fee ?? '0.00',
      fee_type: line.fee_type ?? 'delivery_fee',
      agent_cost: line.agent_cost ?? '0.00',
      additional_fee: line.additional_fee ?? '0.00',
      processing_part: '0.00',
      service_part: '0.00',
    };
  }
  const result = await calculateFee(feeInputOf(line), { transaction: options.transaction, today: options.today });
  return {
    fee: result.fee,
    fee_type: result.fee_type,
    agent_cost: result.agent_cost,
    additional_fee: result.additional_fee,
    processing_part: result.processing_part,
    service_part: result.service_part,
    ...(result.expiry_date ? { expiry_date: result.expiry_date } : {}),
    ...(result.selected_years ? { selected_years: result.selected_years } : {}),
  };
}
