import { z } from 'zod';
import { ORDER_STATUS, PAYMENT_METHODS, PAYMENT_STATUS } from '../constants/index';
import { blank, numeric } from './preprocess';

/**
 * The console's payments, orders and invoices (ORD-61..64, ORD-70..73, G-14, G-24, G-46):
 * filters, the review / update-to-success inputs and the JSON the console reads. Browser-safe.
 * Messages are i18n keys of the `payments` namespace.
 */

export const paymentsMessage = (key: string): string => `payments:validation.${key}`;

/** The console's work queues beside ORD-71's status filter (issue 11): slips to review, refunds to make. */
export const PAYMENT_QUEUES = ['pending_verification', 'refund_due'] as const;
export type PaymentQueue = (typeof PAYMENT_QUEUES)[number];

/** ORD-71: reference filter and status filter (the payment record's status: Fail 0, Success 1, Pending 2), plus a work queue. */
export const paymentListFilterSchema = z.object({
  q: z.preprocess(blank, z.string().trim().max(64).optional()),
  status: z.preprocess(numeric, z.number().refine((s) => (Object.values(PAYMENT_STATUS) as number[]).includes(s)).optional()),
  queue: z.preprocess(blank, z.enum(PAYMENT_QUEUES).optional()),
});
export const PAYMENT_SORT_FIELDS = ['id', 'reference', 'status', 'paid_amount', 'created_at', 'updated_at'] as const;
export type PaymentSortField = (typeof PAYMENT_SORT_FIELDS)[number];

/** ORD-73, G-46: reference / e-mail search, order status, payment method. */
export const orderListFilterSchema = z.object({
  q: z.preprocess(blank, z.string().trim().max(191).optional()),
  status: z.preprocess(numeric, z.number().refine((s) => (Object.values(ORDER_STATUS) as number[]).includes(s)).optional()),
  payment_method: z.preprocess(blank, z.enum(PAYMENT_METHODS).optional()),
});
export const ORDER_SORT_FIELDS = ['id', 'reference', 'created_at', 'total', 'fee', 'discount_amount', 'status', 'payment_method', 'user.email'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** ORD-70: reference / paypal_ref / e-mail search. */
const dayFilter = z.preprocess(blank, z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional());
/** q: reference, provider reference or customer e-mail; from / to: the payment day (Kuala Lumpur, inclusive; G-47's "invoices this month"). */
export const invoiceListFilterSchema = z.object({ q: z.preprocess(blank, z.string().trim().max(191).optional()), from: dayFilter, to: dayFilter });
export const INVOICE_SORT_FIELDS = ['id', 'reference', 'created_at', 'updated_at', 'invoice_no'] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];

/** G-24: a rejected slip needs a reason (shown to the customer). */
export const rejectSlipSchema = z.object({
  reason: z.preprocess(blank, z.string({ error: paymentsMessage('reason_required') }).trim().min(3, paymentsMessage('reason_short')).max(255, paymentsMessage('reason_long'))),
});

/** G-14: Update To Success needs the provider's reference. */
export const updateToSuccessSchema = z.object({
  provider_ref: z.preprocess(
    blank,
    z.string({ error: paymentsMessage('provider_ref_required') }).trim().max(128, paymentsMessage('provider_ref_long')).regex(/^[A-Za-z0-9._:-]+$/, paymentsMessage('provider_ref_invalid')),
  ),
});

/** The payment display status (ORD-59) of the console rows. */
export type PaymentDisplayStatusName = 'pending_paylater' | 'pending_verification' | 'validated' | 'cancelled' | 'expired' | 'failed' | 'pending';

export interface PaymentSlipJson {
  id: number;
  ref_no: string;
  amount_paid: string;
  status: number;
  mime: string | null;
  reject_reason: string | null;
  reviewed_at: string | null;
  created_at: string | null;
  /** The authorised download of the file (GET, console session); null for a viewer who may not open receipts (ACL-57). */
  url: string | null;
}

export interface PaymentRowJson {
  id: number;
  reference: string;
  order_id: number;
  status: number;
  display_status: PaymentDisplayStatusName;
  order_status: number;
  email: string | null;
  customer_name: string | null;
  total: string;
  paid_amount: string;
  method: string | null;
  paypal_ref: string | null;
  invoice_no: string | null;
  failure_reason: string | null;
  slip: PaymentSlipJson | null;
  can_review: boolean;
  can_update_to_success: boolean;
  can_regenerate_invoice: boolean;
  /** ADR 016: a charge the order could not take — due until an admin marks it refunded (G-49). */
  refund: { status: 'due' | 'refunded'; amount: string | null; provider_ref: string | null; reason: string | null; due_at: string | null; refunded_at: string | null } | null;
  can_mark_refunded: boolean;
  created_at: string | null;
  updated_at: string | null;
}

export interface OrderLineJson {
  id: number;
  service_id: number;
  type_id: number;
  country: string | null;
  country_iso2?: string | null;
  filing_no: string | null;
  application_no: string | null;
  grant_no: string | null;
  application_name: string | null;
  fee: string;
  additional_fee: string;
  application_reference: string | null;
}

export interface OrderRowJson {
  id: number;
  reference: string;
  email: string | null;
  customer_name: string | null;
  lines: number;
  fee: string;
  discount_amount: string;
  total: string;
  paid_amount: string;
  /** Null until the customer chooses how to pay (ADR 016). */
  payment_method: string | null;
  status: number;
  payment_status: PaymentDisplayStatusName;
  voucher_code: string | null;
  created_at: string | null;
}

/** SET-3: a settlement of one of the order's applications, as the order's page lists it. */
export interface OrderSettlementJson {
  id: number;
  reference: string;
  agent_name: string | null;
  /** settlements:proof_status.* (SET-6/7). */
  proof_status_key: string;
  total: string;
  net_total: string;
  is_settled: boolean;
  paid_at: string | null;
}

export interface OrderDetailJson extends OrderRowJson {
  items: OrderLineJson[];
  payment: PaymentRowJson | null;
  slips: PaymentSlipJson[];
  /** SET-3: the settlements made for the order's applications (one per completed application). */
  settlements: OrderSettlementJson[];
}

export interface InvoiceRowJson {
  id: number;
  reference: string;
  paypal_ref: string | null;
  email: string | null;
  total: string;
  paid_amount: string;
  invoice_no: string | null;
  created_at: string | null;
  /** ORD-69: the authorised PDF route (owner + staff). */
  download_url: string;
}

export const invoiceUrlOf = (reference: string): string => `/storage/uploads/invoice/${encodeURIComponent(reference)}-invoice.pdf`;
export const slipUrlOf = (paymentId: number, slipId: number): string => `/api/admin/payments/${paymentId}/slip?slip=${slipId}`;
