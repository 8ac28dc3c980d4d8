import { z } from 'zod';

/**
 * The customer's payment pages as their forms post them (G-25, ORD-65..68). Browser-safe; messages
 * are keys of the `orders` namespace.
 */

/** The local sandbox payment page's two buttons (G-25). */
export const SANDBOX_OUTCOMES = ['pay', 'decline'] as const;
export const sandboxPaymentFormSchema = z.object({
  outcome: z.enum(SANDBOX_OUTCOMES, { error: 'orders:checkout.payment_failure' }),
});

/** ORD-66: the receipt's confirmed Cancel (the order is the page's `refNo`). */
export const orderCancelFormSchema = z.object({
  intent: z.literal('cancel', { error: 'orders:cancel.fail' }),
});
