import {
  applyVoucher,
  calendarDateInKualaLumpur,
  canPayBypass,
  cartListFormSchema,
  createOrder,
  deleteCartItem,
  expiryWarningLineIds,
  isAppError,
  listCart,
  overdueLineIds,
  selectedCartTotal,
  type Actor,
  type User,
} from '@iprenew/models';
import { redirect } from '@remix-run/node';
import { loadCurrencyDisplay } from '~/lib/currency.server';
import { parseForm } from '~/lib/form.server';

/**
 * The cart list's loader and form action (ORD-21..34, G-34): the customer's lines, the voucher
 * (applyVoucher) and Pay (createOrder, then checkout). Without JavaScript every control is a submit
 * button of one form (cartListFormSchema) whose action answers with the page state.
 */

export interface AppliedVoucherView {
  id: number;
  code: string;
  type: string;
  value: string;
  discount_amount: string;
  paid_amount: string;
}

export interface CartActionData {
  /** The ticked lines; null when the form was refused (the page keeps what the customer had). */
  selected: number[] | null;
  voucher: AppliedVoucherView | null;
  error: string | null;
  voucherError: string | null;
  success: string | null;
  confirmDelete: number | null;
}

const idsOf = (values: string[]) => [...new Set(values.map(Number).filter((id) => Number.isInteger(id) && id > 0))];

export async function cartPage(request: Request, { user, actor }: { user: User; actor: Actor }) {
  const lines = await listCart({ actor });
  // An empty cart shows no amount and no way to pay: neither the rates nor the whitelist is read.
  if (lines.length === 0) return { empty: true as const };
  const [currency, whitelisted] = await Promise.all([loadCurrencyDisplay(request), canPayBypass(user)]);
  const today = calendarDateInKualaLumpur();
  const url = new URL(request.url);
  // Back from the currency switch: the selection and the applied voucher travel in the URL (`sel`,
  // `voucher`); the voucher is applied again from its code, on the selection, or dropped.
  const sel = url.searchParams.get('sel');
  const initialSelected = sel === null ? null : idsOf(sel.split(',')).filter((id) => lines.some((line) => line.id === id));
  const code = url.searchParams.get('voucher');
  let initialVoucher: AppliedVoucherView | null = null;
  if (code && initialSelected?.length) {
    try {
      initialVoucher = await applyVoucher({ actor, code, total: selectedCartTotal(lines, initialSelected) });
    } catch (error) {
      if (!isAppError(error)) throw error;
    }
  }
  return {
    empty: false as const,
    initial: { selected: initialSelected, voucher: initialVoucher },
    lines,
    /** G-34: renewal lines whose expiry date is within 14 working days. */
    warnings: expiryWarningLineIds(lines, today),
    /** G-34: of those, the ones already past their expiry date (their own text). */
    overdue: overdueLineIds(lines, today),
    whitelisted,
    money: { currency: currency.currency, rates: currency.rates },
    fetchedAt: currency.fetchedAt,
    path: `${url.pathname}${url.search}`,
  };
}

/** The page of a cart with lines (an empty cart's page has nothing but `empty`). */
export type CartPageData = Extract<Awaited<ReturnType<typeof cartPage>>, { empty: false }>;

export async function cartFormAction(request: Request, actor: Actor): Promise<CartActionData> {
  const submission = parseForm(await request.formData(), { schema: cartListFormSchema });
  const state: CartActionData = { selected: null, voucher: null, error: null, voucherError: null, success: null, confirmDelete: null };
  if (submission.status !== 'success') {
    // A form that is not the cart's changes nothing; an over-long code is no voucher.
    const voucherError = submission.error?.voucherCode?.[0] ?? null;
    return { ...state, voucherError, error: voucherError ? null : 'orders:cart.update_fail' };
  }
  const form = submission.value;
  const lines = await listCart({ actor });
  const selected = form.cartIds.filter((id) => lines.some((line) => line.id === id));
  const code = form.voucherCode ?? '';
  const picked = { ...state, selected };
  const applied = () => applyVoucher({ actor, code, total: selectedCartTotal(lines, selected) });
  const keepVoucher = async () => (code && form.voucherId ? applied().catch(() => null) : null);

  const { kind, lineId } = form.intent;
  if (kind === 'ask-delete') return { ...picked, voucher: await keepVoucher(), confirmDelete: lineId };
  if (kind === 'delete') {
    try {
      const { message } = await deleteCartItem({ actor, id: lineId });
      return { ...picked, selected: selected.filter((id) => id !== lineId), success: message };
    } catch (error) {
      if (!isAppError(error)) throw error;
      return { ...picked, error: 'orders:cart.delete_fail' };
    }
  }
  if (kind === 'voucher') {
    if (!code) return { ...picked, voucherError: 'orders:cart.validation.voucher_required' };
    try {
      return { ...picked, voucher: await applied() };
    } catch (error) {
      // ORD-30: the server's message, otherwise 'Fail to retrieve data'.
      return { ...picked, voucherError: isAppError(error) ? error.messageKey : 'orders:cart.retrieve_fail' };
    }
  }
  if (kind === 'pay') {
    if (selected.length === 0) return { ...picked, voucher: await keepVoucher(), error: 'orders:cart.select_one' };
    // ORD-34, G-29: the id travels with the applied code; the server resolves the voucher from the code.
    const voucherId = form.voucherId ?? null;
    let reference: string;
    try {
      const order = await createOrder({ actor, cartIds: selected, voucherCode: voucherId ? code : null, voucherId, useSandbox: form.use_sandbox === '1' });
      reference = order.reference;
    } catch (error) {
      if (!isAppError(error)) throw error;
      return { ...picked, voucher: await keepVoucher(), error: error.messageKey };
    }
    throw redirect(`/dashboard/cart/checkout?ref=${encodeURIComponent(reference)}`);
  }
  // 'update' (no JavaScript): recalculate the total of the selection.
  return { ...picked, voucher: await keepVoucher() };
}
