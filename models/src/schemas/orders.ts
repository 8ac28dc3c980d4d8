import { z } from 'zod';

/**
 * Checkout, pay-later slip and cancel forms (ORD-42, ORD-53..56, ORD-66). Browser-safe; messages are
 * keys of the `orders` namespace. Empty fields arrive as `undefined` from Conform.
 */

const msg = (key: string) => ({ error: `orders:${key}` });

/** ORD-42: the terms must be accepted before any payment button does anything. */
export const checkoutSchema = z.object({
  ref: z.string(msg('checkout.fail')).trim().min(1, msg('checkout.fail')),
  intent: z.enum(['card', 'paylater', 'bypass'], msg('checkout.fail')),
  accept: z.literal('on', msg('checkout.terms_required')),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** MYR amount: digits with at most two decimals (above 0: checked apart, with its own message). */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** ORD-53, ORD-54: reference required; amount paid required and numeric. (The file is checked by content on the server, ORD-55.) */
export const slipSchema = z.object({
  ref_no: z.string(msg('slip.ref_no_required')).trim().min(1, { ...msg('slip.ref_no_required'), abort: true }).max(64, msg('slip.ref_no_max')),
  amount_paid: z
    .string(msg('slip.amount_required'))
    .trim()
    .min(1, { ...msg('slip.amount_required'), abort: true })
    .refine((v) => AMOUNT.test(v) || /^-\d+(\.\d+)?$/.test(v), { ...msg('slip.amount_numeric'), abort: true })
    .refine((v) => Number(v) > 0, msg('slip.amount_positive')),
});
export type SlipInput = z.infer<typeof slipSchema>;

/** ORD-55: the slip's accepted types (checked by content) and size limit. */
export const SLIP_TYPES = ['jpg', 'png', 'pdf'] as const;
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;

/** My orders paging (5/10/25/50). */
export const ORDER_PAGE_SIZES = [5, 10, 25, 50] as const;

/** The slip form as the browser checks it: the fields plus a chosen file (its content is checked on the server). */
export const slipFormSchema = slipSchema.extend({
  file: z
    .custom<File>((v) => typeof v === 'object' && v !== null && 'size' in v && Number((v as { size: unknown }).size) > 0, { ...msg('slip.file_required'), abort: true })
    .refine((file) => file.size <= SLIP_MAX_BYTES, msg('slip.file_size')),
});
