import { z } from 'zod';
import { applyRequestSchema, FILING_TYPES, patentBundleSchema, patentLineSchema, searchRequestSchema, trademarkBundleSchema, trademarkLineSchema } from './cart';
import { LIST_MAX } from './form-shape';

/**
 * The customer's cart pages as their forms post them (ORD-1..34, POR-39..49): the shared cart
 * schemas (cart.ts, which the operations use too) plus what only the page sends — the button that
 * was pressed (`intent`) and the logo file. Browser-safe; messages are i18n keys.
 */

const cartKey = (name: string) => ({ error: `orders:cart.${name}` });

/** A cart line's id as a form sends it (a checkbox value, the number in a button's `delete:<id>`). */
const lineIdSchema = z.number(cartKey('update_fail')).int(cartKey('update_fail')).positive(cartKey('update_fail')).max(2_147_483_647, cartKey('update_fail'));

/** The buttons of the cart list: recalculate (no JavaScript), apply the voucher, pay. */
export const CART_LIST_INTENTS = ['update', 'voucher', 'pay'] as const;
/** A line's buttons: ask to delete it (no JavaScript) and delete it, `delete:<id>`. */
const LINE_INTENT = /^(ask-delete|delete):([1-9]\d{0,9})$/;

export type CartListIntent = { kind: (typeof CART_LIST_INTENTS)[number]; lineId: null } | { kind: 'ask-delete' | 'delete'; lineId: number };

const cartListIntentSchema = z.union(
  [
    z.enum(CART_LIST_INTENTS).transform((kind): CartListIntent => ({ kind, lineId: null })),
    z
      .string()
      .max(22)
      .regex(LINE_INTENT)
      .transform((value): CartListIntent => {
        const [, kind, id] = LINE_INTENT.exec(value)!;
        return { kind: kind as 'ask-delete' | 'delete', lineId: Number(id) };
      }),
  ],
  cartKey('update_fail'),
);

/**
 * ORD-21..34: the cart list's one form. The ticked lines (`cartIds`), the voucher code and, once a
 * code is applied, its id; the sandbox box for whitelisted e-mails (G-25). A submit without a
 * button (Enter) recalculates, as 'update' does. An over-long code is no voucher ('not valid').
 */
export const cartListFormSchema = z.object({
  intent: cartListIntentSchema.default({ kind: 'update', lineId: null }),
  cartIds: z
    .array(lineIdSchema, cartKey('update_fail'))
    .max(LIST_MAX.cartIds, cartKey('update_fail'))
    .transform((ids) => [...new Set(ids)])
    .default([]),
  voucherCode: z.string(cartKey('validation.voucher_required')).trim().max(32, { error: 'vouchers:apply.not_found' }).optional(),
  voucherId: lineIdSchema.optional(),
  use_sandbox: z.literal('1', cartKey('update_fail')).optional(),
});
export type CartListFormInput = z.infer<typeof cartListFormSchema>;

/** The no-JavaScript buttons of a cart form: check the price, load the states; else submit. */
export const CART_FORM_INTENTS = ['submit', 'price', 'states'] as const;
export const cartFormIntentSchema = z.enum(CART_FORM_INTENTS, cartKey('store_fail')).optional();
export type CartFormIntent = (typeof CART_FORM_INTENTS)[number];

/**
 * The button a cart form was sent with, read from its parsed payload whether or not the other fields
 * passed (a price check or a states load answers with whatever they hold); none or an unknown one
 * counts as submit, which the schema then refuses.
 */
export const cartFormIntentOf = (payload: Record<string, unknown>): CartFormIntent => cartFormIntentSchema.safeParse(payload.intent).data ?? 'submit';

const pageFields = { intent: cartFormIntentSchema };
/** POR-18, POR-49: the logo as chosen; its type and size are the operation's field errors. */
const logoField = { logo: z.file(cartKey('store_fail')).optional() };

/** POR-39: a search request form. */
export const searchRequestFormSchema = searchRequestSchema.extend({ ...pageFields, ...logoField });
/** POR-41: an application request form. */
export const applyRequestFormSchema = applyRequestSchema.extend({ ...pageFields, ...logoField });
export const requestFormSchemaFor = (serviceId: number) => (serviceId === 2 ? applyRequestFormSchema : searchRequestFormSchema);

/** ORD-1: the filing form's lines (trademark or patent). */
export const trademarkBundleFormSchema = trademarkBundleSchema.extend(pageFields);
export const patentBundleFormSchema = patentBundleSchema.extend(pageFields);
export const renewalBundleFormSchemaFor = (typeId: number) => (typeId === FILING_TYPES.patent ? patentBundleFormSchema : trademarkBundleFormSchema);

/** ORD-25: one renewal line edited on the cart detail page. */
export const trademarkLineFormSchema = trademarkLineSchema.extend(pageFields);
export const patentLineFormSchema = patentLineSchema.extend(pageFields);
export const renewalLineFormSchemaFor = (typeId: number) => (typeId === FILING_TYPES.patent ? patentLineFormSchema : trademarkLineFormSchema);
