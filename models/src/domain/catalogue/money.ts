import Decimal from 'decimal.js';
import { AppError } from '../../errors/index';
import type { CostMap } from '../../schemas/product-costs';
import type { FeeLine } from '../../schemas/fee';
import { toMoney } from '../kernel/index';

/**
 * Money of the pricing engine: decimal.js on MYR money strings, never floats; answers carry two
 * decimals ("1450.00"). A missing or unreadable price key means the line cannot be priced, which
 * the customer sees as 'Current service is not available' (CAT-24).
 */

export const ZERO = new Decimal(0);

export const notAvailable = () => new AppError('NOT_FOUND', 'pricing:service_not_available');

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** A price the line needs: absent or malformed → not available. */
export function need(map: CostMap | null | undefined, key: string): Decimal {
  const value = map?.[key];
  if (typeof value !== 'string' || !MONEY.test(value)) throw notAvailable();
  return new Decimal(value);
}

/** A price that may be absent (0.00 then), e.g. an agent's share. */
export function optional(map: CostMap | null | undefined, key: string): Decimal {
  const value = map?.[key];
  return typeof value === 'string' && MONEY.test(value) ? new Decimal(value) : ZERO;
}


export { toMoney };

export const sum = (amounts: Decimal[]): Decimal => amounts.reduce((total, amount) => total.plus(amount), ZERO);

export const totalOf = (lines: FeeLine[], kinds?: FeeLine['kind'][]): string =>
  toMoney(sum(lines.filter((line) => !kinds || kinds.includes(line.kind)).map((line) => new Decimal(line.amount))));
