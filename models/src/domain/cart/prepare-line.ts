import { IP_TYPE, SERVICE } from '../../constants/index';
import { AppError, isAppError } from '../../errors/index';
import { Application } from '../../models/application';
import type { CartItem } from '../../models/cart-item';
import { IpRecord } from '../../models/ip-record';
import { State } from '../../models/state';
import {
  applyRequestSchema,
  renewalLineSchemaFor,
  searchRequestSchema,
  type ApplyRequestInput,
  type PatentLineInput,
  type SearchRequestInput,
  type TrademarkLineInput,
} from '../../schemas/cart';
import { yearNumber } from '../../schemas/patent-years';
import { readCountryRules } from '../catalogue/price-sheet';
import { duplicateErrors, type LineIdentity } from './assert-no-duplicate';
import { logoError, type UploadedFile } from './logo';
import { priceCartLine, type PriceableLine } from './price-cart-line';
import { addError, zodErrors, type CartOptions, type FieldErrors } from './shared';
import { type Actor } from '../kernel/index';
import { renewalRefusal } from '../ip-records/rules';
import { renewalContext } from '../ip-records/has-open-renewal';
import { calendarDateInKualaLumpur } from '../../schemas/dates';

/**
 * Building cart lines: the form rules, the request-renewal source (ORD-14), the price from the engine
 * (ORD-13, CAT-26) and the duplicate rules (ORD-18, ORD-19) — shared by adding and editing.
 */

export type LineAttributes = Partial<Omit<CartItem['_creationAttributes'], 'id' | 'user_id'>> & PriceableLine;

/** The IP a request-renewal line renews (ORD-14): the customer's own active record and its latest application. */
export interface RenewalSource {
  ip: IpRecord;
  application_id: number | null;
  /** Why it cannot be renewed now (POR-17), as a message key; null when it can. */
  blocked: string | null;
}

export async function findRenewalSource(input: { actor: Actor; ipId: number; typeId?: number; exceptCartId?: number | null; today?: string }, options: CartOptions = {}): Promise<RenewalSource> {
  const ip = Number.isInteger(input.ipId)
    ? await IpRecord.findOne({ where: { id: input.ipId, user_id: input.actor.id, status: 1, model_type: 'ip' }, transaction: options.transaction })
    : null;
  if (!ip || (input.typeId !== undefined && ip.type_id !== input.typeId)) throw new AppError('NOT_FOUND', 'orders:cart.ip_not_found');
  const latest = await Application.findOne({ where: { ip_id: ip.id }, order: [['id', 'DESC']], attributes: ['id', 'status_id'], transaction: options.transaction });
  // can_request_renewal, decided once (ip-records/rules.ts): owner, active, inside the window, no open renewal, none in the cart but this line.
  const context = await renewalContext({ ipId: ip.id, userId: input.actor.id, today: input.today ?? options.today ?? calendarDateInKualaLumpur(), exceptCartId: input.exceptCartId }, options.transaction);
  const blocked = renewalRefusal({ ...ip.get({ plain: true }), status: Number(ip.status) }, input.actor, context);
  return { ip, application_id: latest?.id ?? null, blocked };
}

/** A failed price: 'Current service is not available' on the country, the engine's field errors on their fields. */
function priceErrors(error: unknown, path: string, countryField = 'country_id'): FieldErrors {
  if (!isAppError(error)) throw error;
  const errors: FieldErrors = {};
  const fields = Object.entries(error.fieldErrors);
  if (fields.length === 0) addError(errors, `${path}${countryField}`, error.messageKey);
  for (const [field, messages] of fields) for (const message of messages) addError(errors, `${path}${field === '_' ? countryField : field}`, message);
  return errors;
}

const merge = (into: FieldErrors, from: FieldErrors) => {
  for (const [field, messages] of Object.entries(from)) for (const message of messages) addError(into, field, message);
};

export interface PreparedLines {
  rows: LineAttributes[];
  errors: FieldErrors;
}

/**
 * The renewal lines of a bundle (service 3): each line parsed, the request-renewal line filled from
 * the customer's IP (its numbers and country cannot be changed), priced, and checked for duplicates.
 * `pathOf(i)` names where line i's errors go ('lines[0].' on the filing form, '' on cart detail).
 */
export async function prepareRenewalLines(
  input: { actor: Actor; type_id: number; lines: unknown[]; ip_id?: number | null; exceptCartId?: number | null; pathOf: (index: number) => string },
  options: CartOptions = {},
): Promise<PreparedLines> {
  const { actor, type_id } = input;
  const schema = renewalLineSchemaFor(type_id);
  const errors: FieldErrors = {};
  const rows: (LineAttributes | null)[] = [];
  const identities: LineIdentity[] = [];
  const source = input.ip_id ? await findRenewalSource({ actor, ipId: input.ip_id, typeId: type_id, exceptCartId: input.exceptCartId }, options) : null;
  if (source?.blocked) throw new AppError('CONFLICT', source.blocked);
  const rules = await readCountryRules(options);

  for (const [index, raw] of input.lines.entries()) {
    const path = input.pathOf(index);
    let value = raw as Record<string, unknown>;
    const renews = source !== null && index === 0;
    if (renews) {
      const { ip } = source;
      value = { ...value, country_id: ip.country_id, filing_no: ip.filing_no ?? value.filing_no, application_no: ip.application_no ?? value.application_no, grant_no: ip.grant_no ?? value.grant_no };
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      merge(errors, zodErrors(parsed.error, path.replace(/\.$/, '')));
      rows.push(null);
      continue;
    }
    const common = {
      service_id: SERVICE.RENEWAL,
      type_id,
      order_type: renews ? ('request renewal' as const) : ('normal' as const),
      application_id: renews ? source.application_id : null,
      ip_id: renews ? source.ip.id : null,
    };
    let row: LineAttributes;
    if (type_id === IP_TYPE.TRADEMARK) {
      const line = parsed.data as TrademarkLineInput;
      row = {
        ...common,
        country_id: line.country_id,
        filing_no: line.filing_no,
        application_name: line.application_name,
        expiry_date: line.expiry_date,
        multiclass_no: line.multiclass_no,
        multiclass_name: line.multiclass_name,
        no_of_goods: rules.goodsCountryIds.includes(line.country_id) ? (line.no_of_goods ?? null) : null,
      };
    } else {
      const line = parsed.data as PatentLineInput;
      row = {
        ...common,
        country_id: line.country_id,
        application_no: line.application_no,
        grant_no: line.grant_no,
        application_name: renews ? (source.ip.application_name ?? null) : null,
        grant_date: line.grant_date ?? null,
        filing_date: line.filing_date ?? null,
        selected_years: [{ year_granted: line.select_year }, { year_granted: line.total_year }],
      };
      const after = renews ? yearNumber(source.ip.latest_application_year_granted) : null;
      if (after !== null && (yearNumber(line.select_year) ?? 0) <= after) {
        addError(errors, `${path}select_year`, 'orders:cart.validation.year_already_granted');
        rows.push(null);
        continue;
      }
    }
    try {
      const price = await priceCartLine(row, options);
      Object.assign(row, price);
    } catch (error) {
      merge(errors, priceErrors(error, path));
      rows.push(null);
      continue;
    }
    rows.push(row);
    identities.push({ path: path.replace(/\.$/, ''), type_id, country_id: row.country_id, filing_no: row.filing_no, application_no: row.application_no, grant_no: row.grant_no, ip_id: row.ip_id });
  }
  merge(errors, await duplicateErrors({ actor, lines: identities, exceptCartId: input.exceptCartId }, options));
  return { rows: rows.filter((row): row is LineAttributes => row !== null), errors };
}

/** A search (service 1) or trademark application (service 2) request line (POR-39..49, G-33). */
export async function prepareRequestLine(
  input: { actor: Actor; service_id: number; request: unknown; logo?: UploadedFile | null; keepLogo?: string | null },
  options: CartOptions = {},
): Promise<{ row: LineAttributes | null; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  if (input.logo && input.logo.buffer.length > 0) {
    const problem = logoError(input.logo);
    if (problem) addError(errors, 'logo', problem);
  }
  const apply = input.service_id === SERVICE.APPLICATION;
  const parsed = (apply ? applyRequestSchema : searchRequestSchema).safeParse(input.request ?? {});
  if (!parsed.success) {
    merge(errors, zodErrors(parsed.error));
    return { row: null, errors };
  }
  const value = parsed.data as SearchRequestInput & Partial<ApplyRequestInput>;
  if (apply && value.address) {
    const state = await State.findOne({ where: { id: value.address.state_id, country_id: value.address.country_id }, attributes: ['id', 'name'], transaction: options.transaction });
    if (!state) addError(errors, 'address.state_id', 'orders:request.validation.state_required');
  }
  const row: LineAttributes = {
    service_id: input.service_id,
    type_id: IP_TYPE.TRADEMARK,
    country_id: value.country_id,
    order_type: 'normal',
    application_name: apply ? (value.name ?? null) : null,
    multiclass_no: value.classifications.length,
    address: apply && value.address ? { ...value.address, address_2: value.address.address_2 ?? null } : null,
    request: {
      description: value.description,
      logo: input.keepLogo ?? null,
      classifications: value.classifications.map((row) => ({ term: row.term, goods: row.goods })),
      partners: apply ? (value.partners ?? []).map((partner) => partner.name) : [],
      is_english_only: apply ? Boolean(value.is_english_only) : false,
    },
  };
  try {
    Object.assign(row, await priceCartLine(row, options));
  } catch (error) {
    merge(errors, priceErrors(error, '', 'country_id'));
    // multiclass_no is the number of classification rows here
    if (errors.multiclass_no) {
      errors.classifications = errors.multiclass_no;
      delete errors.multiclass_no;
    }
  }
  return { row: Object.keys(errors).length ? null : row, errors };
}
