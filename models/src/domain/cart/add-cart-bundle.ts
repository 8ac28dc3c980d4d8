import { SERVICE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { CartItem } from '../../models/cart-item';
import { Country } from '../../models/country';
import { discardLogo, storeLogo, type UploadedFile } from './logo';
import { prepareRenewalLines, prepareRequestLine, type LineAttributes } from './prepare-line';
import { assertMember, cartLineJson, type CartLineJson, type CartOptions, type FieldErrors } from './shared';
import { type Actor, inTransaction, validationError } from '../kernel/index';

export interface AddCartBundleInput {
  actor: Actor;
  /** 3 renewal (lines of one type), 1 search or 2 application request (G-33). */
  service_id: number;
  /** Renewal: 1 trademark, 2 patent. */
  type_id?: number;
  /** Renewal lines as the filing form sends them (ORD-3, ORD-4). */
  lines?: unknown[];
  /** ORD-14: the customer's own IP that the first line renews. */
  ip_id?: number | null;
  /** ORD-16: the acceptance flag the filing form sends with the bundle, stored on each renewal line. */
  acceptance?: boolean | null;
  /** Search / application: the request form (POR-39, POR-42). */
  request?: unknown;
  logo?: UploadedFile | null;
}

/**
 * The failure of a cart form (ORD-17): duplicates alone answer with their own message (ORD-18,
 * ORD-19); anything else is `failKey` ('Fail to store cart' / 'Fail to update cart') with the field errors.
 */
export function cartFormError(errors: FieldErrors, failKey: string): AppError {
  const messages = Object.values(errors).flat();
  const duplicate = messages.length > 0 && messages.every((message) => message.startsWith('orders:cart.duplicate.'));
  return duplicate ? new AppError('CONFLICT', messages[0]!, { fieldErrors: errors }) : validationError(failKey, errors);
}

/** Creates the rows (one transaction) and stores the logo first; the logo is removed again if the rows fail. */
export async function saveNewLines(actor: Actor, rows: LineAttributes[], logo: UploadedFile | null | undefined, options: CartOptions): Promise<CartItem[]> {
  const logoKey = logo && logo.buffer.length > 0 ? await storeLogo(actor.id, logo) : null;
  try {
    return await inTransaction(options, async (transaction) => {
      const created: CartItem[] = [];
      for (const row of rows) {
        const request = row.request && logoKey ? { ...row.request, logo: logoKey } : row.request;
        created.push(await CartItem.create({ ...row, request, user_id: actor.id } as never, { transaction }));
      }
      return created;
    });
  } catch (error) {
    await discardLogo(logoKey);
    throw error;
  }
}

/**
 * addCartBundle (ORD-16, G-33): adds a bundle of renewal lines, or one search / application
 * request, to the customer's cart, each priced by the engine. 'Record created successful';
 * 'Please insert at least 1 item' without a line (ORD-15); 'Fail to store cart' with the field errors
 * (ORD-17); the duplicate messages (ORD-18, ORD-19, G-69).
 */
export async function addCartBundle(input: AddCartBundleInput, options: CartOptions = {}): Promise<{ items: CartLineJson[]; message: string }> {
  const { actor } = input;
  assertMember(actor);
  let rows: LineAttributes[];
  let errors: FieldErrors;
  if (input.service_id === SERVICE.RENEWAL) {
    if (input.type_id !== 1 && input.type_id !== 2) throw validationError('orders:cart.store_fail', { type_id: ['pricing:validation.type_id_required'] });
    if (!Array.isArray(input.lines) || input.lines.length === 0) throw new AppError('VALIDATION', 'orders:cart.validation.min_one');
    ({ rows, errors } = await prepareRenewalLines({ actor, type_id: input.type_id, lines: input.lines, ip_id: input.ip_id ?? null, pathOf: (i) => `lines[${i}].` }, options));
    rows = rows.map((row) => ({ ...row, acceptance: input.acceptance === true }));
  } else if (input.service_id === SERVICE.SEARCH || input.service_id === SERVICE.APPLICATION) {
    const prepared = await prepareRequestLine({ actor, service_id: input.service_id, request: input.request, logo: input.logo }, options);
    rows = prepared.row ? [prepared.row] : [];
    errors = prepared.errors;
  } else {
    throw validationError('orders:cart.store_fail', { service_id: ['pricing:validation.service_id_required'] });
  }
  if (Object.keys(errors).length > 0) throw cartFormError(errors, 'orders:cart.store_fail');
  const created = await saveNewLines(actor, rows, input.logo, options);
  const countries = await Country.findAll({ where: { id: created.map((line) => line.country_id) }, attributes: ['id', 'name'], transaction: options.transaction });
  for (const line of created) line.country = countries.find((country) => country.id === line.country_id);
  return { items: created.map(cartLineJson), message: 'orders:cart.store_success' };
}
