import type { PaymentDisplayStatusName, PaymentRowJson } from '@iprenew/models/browser';
import { apiJson } from '../common/api';

export type PaymentAction = 'verify' | 'reject' | 'update-to-success' | 'regenerate-invoice' | 'mark-refunded';

/** POST /api/admin/payments/:id/<action> → {message, data}. Throws the HttpError (body {message, errors}). */
export async function runPaymentAction(id: number, action: PaymentAction, payload: Record<string, unknown> = {}): Promise<{ message: string; data: PaymentRowJson }> {
  return (await apiJson(`/payments/${id}/${action}`, 'POST', payload)) as { message: string; data: PaymentRowJson };
}

/** The catalogue label of a display status (ORD-59): enums:paymentDisplayStatus.*, Expired from the order statuses. */
export function displayStatusKey(status: PaymentDisplayStatusName): string {
  switch (status) {
    case 'pending_paylater':
      return 'enums:paymentDisplayStatus.pendingPayLater';
    case 'pending_verification':
      return 'enums:paymentDisplayStatus.pendingVerification';
    case 'validated':
      return 'enums:paymentDisplayStatus.validated';
    case 'cancelled':
      return 'enums:paymentDisplayStatus.cancelled';
    case 'failed':
      return 'enums:paymentDisplayStatus.failed';
    case 'expired':
      return 'enums:orderStatus.4';
    default:
      return 'enums:paymentDisplayStatus.pendingPayment';
  }
}

export const DISPLAY_STATUS_COLOR: Record<PaymentDisplayStatusName, 'success' | 'warning' | 'info' | 'error' | 'default'> = {
  validated: 'success',
  pending_verification: 'warning',
  pending_paylater: 'info',
  pending: 'info',
  failed: 'error',
  cancelled: 'default',
  expired: 'default',
};
