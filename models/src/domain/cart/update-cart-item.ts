import { SERVICE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { cartFormError } from './add-cart-bundle';
import { findOwnLine } from './get-cart-item';
import { discardLogo, storeLogo, type UploadedFile } from './logo';
import { prepareRenewalLines, prepareRequestLine } from './prepare-line';
import { assertMember, cartLineJson, type CartLineJson, type CartOptions } from './shared';
import { type Actor, inTransaction } from '../kernel/index';

export interface UpdateCartItemInput {
  actor: Actor;
  id: number;
  /** Renewal line fields (same rules as the filing form). */
  line?: unknown;
  /** Search / application request fields. */
  request?: unknown;
  /** A new logo; without one the stored logo is kept. */
  logo?: UploadedFile | null;
}

/**
 * updateCartItem (ORD-25): edits one of the customer's lines with the filing form's rules (or the
 * request form's), re-priced. A request-renewal line keeps its IP, numbers and country (ORD-14).
 * 'Cart update successful' / 'Fail to update cart'; someone else's line → 404. Delivery lines are
 * not edited here.
 */
export async function updateCartItem(input: UpdateCartItemInput, options: CartOptions = {}): Promise<{ item: CartLineJson; message: string }> {
  const { actor } = input;
  assertMember(actor);
  const current = await findOwnLine(actor, input.id, options);
  let row;
  if (current.service_id === SERVICE.RENEWAL) {
    const prepared = await prepareRenewalLines(
      { actor, type_id: current.type_id, lines: [input.line ?? {}], ip_id: current.order_type === 'request renewal' ? current.ip_id : null, exceptCartId: current.id, pathOf: () => '' },
      options,
    );
    if (Object.keys(prepared.errors).length > 0) throw cartFormError(prepared.errors, 'orders:cart.update_fail');
    row = prepared.rows[0]!;
    if (current.order_type === 'request renewal') row = { ...row, application_id: current.application_id ?? null };
  } else if (current.service_id === SERVICE.SEARCH || current.service_id === SERVICE.APPLICATION) {
    const prepared = await prepareRequestLine({ actor, service_id: current.service_id, request: input.request, logo: input.logo, keepLogo: current.request?.logo ?? null }, options);
    if (!prepared.row) throw cartFormError(prepared.errors, 'orders:cart.update_fail');
    row = prepared.row;
  } else {
    throw new AppError('CONFLICT', 'orders:cart.update_fail');
  }
  const logoKey = input.logo && input.logo.buffer.length > 0 && row.request ? await storeLogo(actor.id, input.logo) : null;
  if (logoKey && row.request) row = { ...row, request: { ...row.request, logo: logoKey } };
  try {
    await inTransaction(options, (transaction) => current.update(row as never, { transaction }));
  } catch (error) {
    await discardLogo(logoKey);
    throw error;
  }
  return { item: cartLineJson(current), message: 'orders:cart.update_success' };
}
