import { APPLICATION_STATUS } from '../../constants/index';
import { Configuration } from '../../models/configuration';
import type { BankTransfer } from '../../schemas/settings';
import { orderJson, type OrderJson } from './order-json';
import { assertCustomer, findOwnOrder, orFail, paymentOf, type Actor, type OperationOptions } from './shared';

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
  /** ADR 016: a newer Pay now on the same cart lines replaced this order (cancelled as superseded). */
  superseded: boolean;
}

/** ORD-48, ORD-49, ORD-51, ORD-52: the customer's own order for the Payment Response / receipt page. */
export async function getOrderReceipt(input: { actor: Actor; reference: unknown }, options: OperationOptions = {}): Promise<OrderReceipt> {
  assertCustomer(input.actor, 'orders:receipt.not_found');
  return orFail('orders:receipt.load_fail', async () => {
    const order = await findOwnOrder(input.actor, input.reference, 'orders:receipt.not_found', options.transaction);
    const json = await orderJson(order, options.transaction);
    const payLaterOpen = json.status_name === 'pending' && json.payment_method === 'paylater';
    const apps = json.items.map((i) => i.application).filter((a) => a !== null);
    const bank = payLaterOpen ? await Configuration.readValue<Partial<BankTransfer>>('bank_transfer', {}, { transaction: options.transaction }) : null;
    return {
      order: json,
      bank_transfer: bank && typeof bank === 'object' ? bank : null,
      can_upload_slip: payLaterOpen && !json.has_pending_slip,
      can_cancel: payLaterOpen && !json.has_pending_slip && apps.length > 0 && apps.every((a) => a!.status_id === APPLICATION_STATUS.RENEWAL_ORDERED),
      can_pay_now: (json.status_name === 'pending' || json.status_name === 'failed') && !json.has_pending_slip,
      superseded: json.status_name === 'cancelled' && (await paymentOf(order.id, options.transaction))?.failure_reason === 'superseded',
    };
  });
}
