import { SLIP_STATUS } from '../../constants/index';
import { Configuration } from '../../models/configuration';
import type { BankTransfer } from '../../schemas/settings';
import { orderJson, type OrderJson } from './order-json';
import { canCancel, canDownloadInvoice, canPayNow, canUploadSlip, isBelowMinimumCharge, isPayLaterOpen, showsPayLaterExpiry } from './rules';
import { assertCustomer, findOwnOrder, paymentOf } from './shared';
import { type Actor, type OperationOptions, orFail } from '../kernel/index';

export interface OrderReceipt {
  order: OrderJson;
  /** G-27, ORD-52: the bank-transfer details while the order waits for a bank transfer; else null. */
  bank_transfer: Partial<BankTransfer> | null;
  /** ORD-53..58: Upload Slip is offered (pending pay-later order without a slip waiting for review). */
  can_upload_slip: boolean;
  /** ORD-65: Cancel is offered (unpaid, every application in Renewal Ordered). */
  can_cancel: boolean;
  /** G-64: Pay Now (back to checkout for the same reference). */
  can_pay_now: boolean;
  /** G-48: the invoice can be downloaded and viewed (the order is paid). */
  can_download_invoice: boolean;
  /** ORD-52: the pay-later expiry date is shown (the bank transfer is still open). */
  shows_expiry: boolean;
  /** ORD-62: why the last slip was rejected, while a new one may be uploaded; else null. */
  slip_rejected_reason: string | null;
  /** ORD-39: the total is under the RM 2.00 minimum charge (the order cannot be paid online). */
  below_minimum: boolean;
  /** ADR 016: a newer Pay now on the same cart lines replaced this order (cancelled as superseded). */
  superseded: boolean;
}

/** ORD-48, ORD-49, ORD-51, ORD-52: the customer's own order for the Payment Response / receipt page. */
export async function getOrderReceipt(input: { actor: Actor; reference: unknown }, options: OperationOptions = {}): Promise<OrderReceipt> {
  assertCustomer(input.actor, 'orders:receipt.not_found');
  return orFail('orders:receipt.load_fail', async () => {
    const order = await findOwnOrder(input.actor, input.reference, 'orders:receipt.not_found', options.transaction);
    const json = await orderJson(order, options.transaction);
    const state = { status: order.status, payment_method: order.payment_method };
    const payLaterOpen = isPayLaterOpen(state);
    const pendingSlip = json.has_pending_slip;
    const appStatuses = json.items.flatMap((i) => (i.application ? [i.application.status_id] : []));
    const bank = payLaterOpen ? await Configuration.readValue<Partial<BankTransfer>>('bank_transfer', {}, { transaction: options.transaction }) : null;
    return {
      order: json,
      bank_transfer: bank && typeof bank === 'object' ? bank : null,
      can_upload_slip: canUploadSlip(state, pendingSlip),
      can_cancel: canCancel(state, pendingSlip, appStatuses),
      can_pay_now: canPayNow(state, pendingSlip),
      can_download_invoice: canDownloadInvoice(state),
      shows_expiry: Boolean(json.expires_at) && showsPayLaterExpiry(state, pendingSlip),
      slip_rejected_reason: canUploadSlip(state, pendingSlip) && json.slip?.status === SLIP_STATUS.REJECTED ? (json.slip.reject_reason ?? '') : null,
      below_minimum: isBelowMinimumCharge(json.total),
      superseded: json.status_name === 'cancelled' && (await paymentOf(order.id, options.transaction))?.failure_reason === 'superseded',
    };
  });
}
