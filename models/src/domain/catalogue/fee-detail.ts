import Decimal from 'decimal.js';
import type { FeeLine } from '../../schemas/fee';
import type { Charge } from '../../schemas/product-costs';
import { need, toMoney } from './money';
import { validationError } from '../kernel/index';

/**
 * Building the breakdown (`detail`, G-56). Each line has a stable key (translated on screen as
 * pricing:lines.<key>) and the product's own English label: `child_label` names the lines in the
 * order the engine lists them for that service (see models/seeders/data/products.ts); when an
 * edited list no longer matches, the engine's default label is used.
 */

const DEFAULT_LABELS: Record<string, string> = {
  official_fee: 'Official fee',
  goods_fee: 'Official fee per item of goods',
  late_surcharge: 'Late renewal surcharge',
  restoration_fee: 'Restoration fee',
  service_fee: 'Service fee',
  official_annuity: 'Official annuity',
  overdue_surcharge: 'Overdue surcharge',
  urgency_fee: 'Urgency fee',
};

export class DetailBuilder {
  readonly lines: FeeLine[] = [];
  private readonly labels: Map<string, string>;

  /** `order`: the line keys this service can show, in child_label order. */
  constructor(order: string[], childLabel: string[] | null | undefined) {
    const custom = Array.isArray(childLabel) && childLabel.length === order.length ? childLabel : null;
    this.labels = new Map(order.map((key, i) => [key, custom?.[i]?.trim() || DEFAULT_LABELS[key] || key]));
  }

  /** Adds a priced line; zero amounts are left out (a charge line is always shown, CAT-13). */
  add(key: string, amount: Decimal, kind: FeeLine['kind']): this {
    if (amount.isZero()) return this;
    this.lines.push({ key, label: this.labels.get(key) ?? DEFAULT_LABELS[key] ?? key, amount: toMoney(amount), kind });
    return this;
  }

  /** The product's fixed charge lines (G-56; South Korea's 0.00 'Charges', CAT-13). */
  charges(charges: Charge[] | null | undefined): this {
    (Array.isArray(charges) ? charges : []).forEach((charge, i) => {
      this.lines.push({ key: `charge_${i + 1}`, label: charge.label, amount: toMoney(need({ cost: charge.cost }, 'cost')), kind: 'charge' });
    });
    return this;
  }
}

/**
 * ADR 047: which part of the price a breakdown line belongs to. The service part is what the firm
 * charges for the work (the `service` lines and the urgency fee, both priced from `service_costs`);
 * everything else — official fees, their late / restoration / goods / overdue surcharges and the
 * product's fixed charges — is passed through (the processing part the agent pays out and is repaid).
 */
const SERVICE_SURCHARGES: ReadonlySet<string> = new Set(['urgency_fee']);
export const partOf = (line: Pick<FeeLine, 'key' | 'kind'>): 'processing' | 'service' =>
  line.kind === 'service' || SERVICE_SURCHARGES.has(line.key) ? 'service' : 'processing';

/** The processing and service parts of a breakdown (they add up to its fee), as money strings. */
export function linePartsOf(detail: readonly FeeLine[]): { processing_part: string; service_part: string } {
  let processing = new Decimal(0);
  let service = new Decimal(0);
  for (const line of detail) {
    if (partOf(line) === 'service') service = service.plus(line.amount);
    else processing = processing.plus(line.amount);
  }
  return { processing_part: toMoney(processing), service_part: toMoney(service) };
}

/** Field errors of a line (i18n keys of pricing:validation.*) → one 422 AppError. */
export function assertNoFieldErrors(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0) throw validationError('pricing:validation.failed', errors);
}
