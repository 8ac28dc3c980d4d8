import Decimal from 'decimal.js';
import type { PaymentMethod } from '../../constants/index';
import { AppError } from '../../errors/index';

/**
 * The one small interface every card provider sits behind (DESIGN §5, G-25): create a hosted
 * checkout for an order, and turn a provider's signed notification into one of three outcomes.
 * Money: MYR (⚑AMB-01), amounts as integer sen converted from the order's DECIMAL string with
 * decimal.js — never a float.
 */

export type CardProviderName = 'stripe' | 'paypal' | 'sandbox';

export const CURRENCY = 'MYR';

export interface CheckoutOrder {
  reference: string;
  /** DECIMAL string, the amount to charge. */
  total: string;
  use_sandbox: boolean;
}

export interface CardCheckout {
  /** Where the customer's browser goes to pay (ORD-45). */
  redirectUrl: string;
  /** Stripe Checkout Session id, PayPal payment id, or the local sandbox's id. */
  providerSessionId: string;
  /** PayPal's payment state after create ('created'); null for the others. */
  providerStatus: string | null;
}

/** What a verified provider notification (or a return confirmation) means for the order. */
export type CardOutcome =
  | { kind: 'paid'; reference: string | null; sessionId: string | null; providerRef: string; paidAmount: string; currency: string }
  | { kind: 'failed'; reference: string | null; sessionId: string | null; providerRef: string | null; reason: string }
  | { kind: 'pending'; reference: string | null; sessionId: string | null }
  | { kind: 'ignored' };

export interface VerifiedEvent {
  id: string;
  type: string;
  outcome: CardOutcome;
}

export interface CardProvider {
  name: CardProviderName;
  /** What orders.payment_method and payments.provider record for it. */
  method: Extract<PaymentMethod, 'stripe' | 'paypal'>;
  createCheckout(order: CheckoutOrder, appUrl: string): Promise<CardCheckout>;
}

/** A real provider: it also verifies its webhooks. */
export interface WebhookProvider extends CardProvider {
  verifyWebhook(input: { headers: Record<string, string>; payload: string }): Promise<VerifiedEvent>;
}

/** "12.50" → 1250. Refuses anything that is not a positive amount with at most 2 decimals. */
export function toSen(amount: string): number {
  let value: Decimal;
  try {
    value = new Decimal(amount);
  } catch {
    throw new AppError('VALIDATION', 'orders:checkout.fail');
  }
  if (!value.isFinite() || value.lte(0) || value.decimalPlaces() > 2) throw new AppError('VALIDATION', 'orders:checkout.fail');
  return value.times(100).toNumber();
}

/** 1250 → "12.50". */
export const fromSen = (sen: number): string => new Decimal(sen).dividedBy(100).toFixed(2);

/** The Payment Response page (C) for `status` ('success' | 'cancel' | 'fail' | 'pending'). */
export const paymentResponseUrl = (appUrl: string, reference: string, status: string): string =>
  `${appUrl}/dashboard/cart/payment/response?refNo=${encodeURIComponent(reference)}&status=${encodeURIComponent(status)}`;

/** The error a provider call failed with, for the log (never shown to the customer). */
export function describeProviderError(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; response?: { name?: unknown; message?: unknown }; httpStatusCode?: unknown; statusCode?: unknown };
    const status = e.httpStatusCode ?? e.statusCode;
    const detail = e.response && typeof e.response === 'object' ? `${String(e.response.name ?? '')} ${String(e.response.message ?? '')}`.trim() : '';
    return [status ? `HTTP ${String(status)}` : '', String(e.message ?? ''), detail].filter(Boolean).join(' — ');
  }
  return String(error);
}
