import { fn, col, where, type Transaction, type WhereOptions } from 'sequelize';
import { ROLE, SERVICE, IP_TYPE } from '../../constants/index';
import type { CartItem } from '../../models/cart-item';
import type { OrderItem } from '../../models/order-item';
import type { z } from 'zod';
import { assertRole, type Actor, type FieldErrors } from '../kernel/index';

/**
 * What the cart operations share: the acting customer, one transaction, Conform-style field paths
 * and the JSON shape of a cart line (ORD-22).
 */

export type { Actor };

export interface CartOptions {
  transaction?: Transaction;
  /** 'yyyy-MM-dd' in Kuala Lumpur; default today (tests fix it). */
  today?: string;
}

/** Only customers order (ACL-22..25): anyone else is refused. */
export function assertMember(actor: Actor | null | undefined): asserts actor is Actor {
  assertRole(actor, [ROLE.MEMBER], 'orders:cart.not_allowed');
}


/** Conform's path of a zod issue: ['lines', 0, 'filing_no'] → 'lines[0].filing_no'. */
export function fieldPath(path: readonly PropertyKey[], prefix = ''): string {
  let out = prefix;
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out ? `.${String(part)}` : String(part);
  return out || '_';
}


export type { FieldErrors };

export function addError(errors: FieldErrors, field: string, message: string): void {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

export function zodErrors(error: z.ZodError, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) addError(errors, fieldPath(issue.path, prefix), issue.message);
  return errors;
}

/** A number as typed: trimmed, upper case (TM2013004512 = tm2013004512 on every dialect). */
export const normaliseNumber = (value: string | null | undefined): string => (value ?? '').trim().toUpperCase();

/** WHERE UPPER(TRIM(column)) = value — the same on SQLite and MariaDB. */
export const sameNumber = (column: string, value: string): WhereOptions => where(fn('UPPER', fn('TRIM', col(column))), normaliseNumber(value));

export type CartKind = 'trademark' | 'patent' | 'search' | 'application' | 'delivery';

/** ORD-24, G-33: the cart section of a line. */
export function kindOf(line: { service_id: number; type_id: number }): CartKind {
  if (line.service_id === SERVICE.SEARCH) return 'search';
  if (line.service_id === SERVICE.APPLICATION) return 'application';
  if (line.service_id === SERVICE.DELIVERY) return 'delivery';
  return line.type_id === IP_TYPE.PATENT ? 'patent' : 'trademark';
}

export interface CartLineJson {
  id: number;
  kind: CartKind;
  service_id: number;
  type_id: number;
  country_id: number;
  country_name: string | null;
  /** ISO code: pages show the country in the reader's language. */
  country_iso2: string | null;
  filing_no: string | null;
  application_no: string | null;
  grant_no: string | null;
  application_name: string | null;
  multiclass_no: number | null;
  multiclass_name: string | null;
  filing_date: string | null;
  grant_date: string | null;
  expiry_date: string | null;
  selected_years: { year_granted: string }[];
  order_type: string;
  fee_type: string | null;
  fee: string;
  additional_fee: string;
  no_of_goods: number | null;
  address: CartItem['address'];
  application_id: number | null;
  ip_id: number | null;
  request: CartItem['request'];
  created_at: string | null;
}

/** A priced line as JSON: a cart line, or its copy inside an order (same columns, PricedLine). */
export function cartLineJson(line: CartItem | OrderItem): CartLineJson {
  return {
    id: line.id,
    kind: kindOf(line),
    service_id: line.service_id,
    type_id: line.type_id,
    country_id: line.country_id,
    country_name: line.country?.name ?? null,
    country_iso2: line.country?.iso2 ?? null,
    filing_no: line.filing_no ?? null,
    application_no: line.application_no ?? null,
    grant_no: line.grant_no ?? null,
    application_name: line.application_name ?? null,
    multiclass_no: line.multiclass_no ?? null,
    multiclass_name: line.multiclass_name ?? null,
    filing_date: line.filing_date ?? null,
    grant_date: line.grant_date ?? null,
    expiry_date: line.expiry_date ?? null,
    selected_years: line.selected_years ?? [],
    order_type: line.order_type ?? 'normal',
    fee_type: line.fee_type ?? null,
    fee: line.fee,
    additional_fee: line.additional_fee,
    no_of_goods: line.no_of_goods ?? null,
    address: line.address ?? null,
    application_id: line.application_id ?? null,
    ip_id: line.ip_id ?? null,
    request: line.request ?? null,
    created_at: line.created_at ? new Date(line.created_at).toISOString() : null,
  };
}
