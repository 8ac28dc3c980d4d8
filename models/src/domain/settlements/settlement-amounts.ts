import Decimal from 'decimal.js';
import { toMoney } from '../kernel/index';

/** The PayPal payout fee (G-04): `percent` of the total plus `fixed`, MYR money strings. */
export interface PaypalPayoutFee {
  percent: string;
  fixed: string;
}

export interface SettlementAmountsInput {
  /** The order line's processing part (ADR 047): passed through to the agent in full. */
  processingPart: Decimal.Value;
  /** The order line's service part (ADR 047): the agent earns `commissionRate` % of it. */
  servicePart: Decimal.Value;
  /** The agent's commission_rate, 0–100 (SET-34); null or unreadable counts as 0. */
  commissionRate: Decimal.Value | null | undefined;
  /** Routed to PayPal (G-05): the payout fee is deducted. */
  paypal: boolean;
  /** The configured PayPal payout fee; only read when `paypal`. */
  paypalFee: PaypalPayoutFee;
}

export interface SettlementAmounts {
  processing_fee: string;
  service_fee: string;
  total: string;
  paypal_cost: string;
  net_total: string;
}

const rateOf = (value: SettlementAmountsInput['commissionRate']): Decimal => {
  try {
    const rate = new Decimal(value ?? 0);
    return rate.isFinite() ? Decimal.min(Decimal.max(rate, 0), 100) : new Decimal(0);
  } catch {
    return new Decimal(0);
  }
};

/**
 * What an agent is paid for one completed application (G-04, ADR 047), pure:
 *   processing_fee = the processing part;
 *   service_fee    = the service part × commission rate / 100;
 *   total          = processing_fee + service_fee;
 *   paypal_cost    = total × percent / 100 + fixed when routed to PayPal (never more than the total), else 0;
 *   net_total      = total − paypal_cost.
 * Each amount is rounded half-up to two decimals as it is made, and the later ones are computed
 * from the rounded earlier ones, so the shown amounts always add up to the cent.
 */
export function settlementAmounts(input: SettlementAmountsInput): SettlementAmounts {
  const processing = new Decimal(toMoney(input.processingPart));
  const service = new Decimal(toMoney(new Decimal(input.servicePart).times(rateOf(input.commissionRate)).dividedBy(100)));
  const total = processing.plus(service);
  return { processing_fee: toMoney(processing), service_fee: toMoney(service), total: toMoney(total), ...payoutAmounts(total, input.paypal, input.paypalFee) };
}

/** The PayPal cost and net total of a settlement `total` (G-04, G-05): the fee when routed to PayPal, at most the total; else 0. */
export function payoutAmounts(total: Decimal.Value, paypal: boolean, paypalFee: PaypalPayoutFee): Pick<SettlementAmounts, 'paypal_cost' | 'net_total'> {
  const amount = new Decimal(toMoney(total));
  const fee = paypal ? new Decimal(paypalFee.percent).times(amount).dividedBy(100).plus(paypalFee.fixed) : new Decimal(0);
  const cost = new Decimal(toMoney(Decimal.min(fee, amount)));
  return { paypal_cost: toMoney(cost), net_total: toMoney(amount.minus(cost)) };
}
