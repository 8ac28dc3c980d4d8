import { createRequire } from 'node:module';
import type * as PaypalSdk from 'paypal-rest-sdk';
import { paypalOptions, type PaypalMode } from '../card-payments/paypal';

/**
 * PayPal Payouts through `paypal-rest-sdk` (`payout.create`, `payout.get`; issue 15, ADR 049): one
 * batch per settlement payout, to the agent's PayPal e-mail. `sender_batch_id` is ours and PayPal
 * refuses a second batch with the same one, so a repeated send never pays twice. Pointed at the
 * local PayPal server in tests (PAYPAL_API_URL), as checkout is.
 */

const require = createRequire(import.meta.url);
const sdk = require('paypal-rest-sdk') as typeof PaypalSdk & {
  payout: {
    create(data: unknown, syncMode: string, config: PaypalSdk.ConfigureOptions, cb: (error: unknown, response: unknown) => void): void;
    get(id: string, config: PaypalSdk.ConfigureOptions, cb: (error: unknown, response: unknown) => void): void;
  };
};

/** The payouts' own PayPal credentials (separate from checkout's). */
export interface PayoutCredentials {
  mode: PaypalMode;
  client_id: string;
  client_secret: string;
}

export interface PayoutItemRequest {
  /** Ours, unique per item (the settlement's reference). */
  senderItemId: string;
  /** The agent's PayPal e-mail. */
  receiver: string;
  /** 'RM 123.45' is sent as value '123.45', currency 'MYR'. */
  value: string;
  currency: string;
  note: string;
}

export interface PayoutBatchRequest {
  /** Ours, unique per batch: PayPal refuses a second batch with it (idempotency). */
  senderBatchId: string;
  emailSubject: string;
  items: readonly PayoutItemRequest[];
}

/** How a payout item ended, as settlements read it. */
export type PayoutItemOutcome = 'paid' | 'returned' | 'pending';

export interface PayoutItemState {
  payoutItemId: string;
  senderItemId: string;
  /** PayPal's transaction_status (SUCCESS, FAILED, PENDING, UNCLAIMED, RETURNED, ONHOLD, BLOCKED, DENIED, REFUNDED, REVERSED). */
  status: string;
  outcome: PayoutItemOutcome;
  transactionId: string | null;
  /** PayPal's fee for the item, when it says. */
  fee: string | null;
  /** PayPal's reason when the item did not succeed (e.g. 'RECEIVER_UNREGISTERED: Receiver is unregistered'). */
  reason: string | null;
}

export interface PayoutBatchState {
  batchId: string;
  /** PENDING, PROCESSING, SUCCESS, DENIED, CANCELED. */
  status: string;
  items: PayoutItemState[];
}

/** An item succeeded → paid; failed, unclaimed, returned, blocked, denied, refunded or reversed → returned; anything else is still in flight. */
export function payoutItemOutcome(status: string): PayoutItemOutcome {
  if (status === 'SUCCESS') return 'paid';
  if (['FAILED', 'UNCLAIMED', 'RETURNED', 'BLOCKED', 'DENIED', 'REFUNDED', 'REVERSED'].includes(status)) return 'returned';
  return 'pending';
}

/** PayPal refused the batch because its sender_batch_id was used before: it was already sent. */
export class PayoutAlreadySent extends Error {
  constructor(readonly senderBatchId: string) {
    super(`PayPal already has a payout batch ${senderBatchId}`);
  }
}

const call = <T>(run: (callback: (error: unknown, response: unknown) => void) => void): Promise<T> =>
  new Promise<T>((resolve, reject) => run((error, response) => (error ? reject(error) : resolve(response as T))));

interface RawItem {
  payout_item_id?: string;
  transaction_id?: string | null;
  transaction_status?: string;
  payout_item_fee?: { value?: string };
  payout_item?: { sender_item_id?: string };
  errors?: { name?: string; message?: string };
}
interface RawBatch {
  batch_header?: { payout_batch_id?: string; batch_status?: string };
  items?: RawItem[];
}

function batchState(raw: RawBatch): PayoutBatchState {
  const batchId = raw.batch_header?.payout_batch_id;
  if (!batchId) throw new Error('PayPal answered a payout without a payout_batch_id');
  return {
    batchId,
    status: raw.batch_header?.batch_status ?? 'PENDING',
    items: (raw.items ?? []).map((item) => {
      const status = item.transaction_status ?? 'PENDING';
      const outcome = payoutItemOutcome(status);
      const error = item.errors ? [item.errors.name, item.errors.message].filter(Boolean).join(': ') : '';
      return {
        payoutItemId: item.payout_item_id ?? '',
        senderItemId: item.payout_item?.sender_item_id ?? '',
        status,
        outcome,
        transactionId: item.transaction_id ?? null,
        fee: item.payout_item_fee?.value ?? null,
        reason: outcome === 'returned' ? error || status : null,
      };
    }),
  };
}

const isDuplicate = (error: unknown) => {
  const response = (error as { httpStatusCode?: number; response?: { name?: string; details?: { field?: string }[] } }) ?? {};
  return response.httpStatusCode === 400 && response.response?.name === 'USER_BUSINESS_ERROR' && (response.response.details ?? []).some((d) => d.field === 'SENDER_BATCH_ID');
};

/** Creates the batch (asynchronous mode); its items are PENDING until PayPal processes them. */
export async function createPaypalPayout(credentials: PayoutCredentials, batch: PayoutBatchRequest): Promise<PayoutBatchState> {
  const body = {
    sender_batch_header: { sender_batch_id: batch.senderBatchId, email_subject: batch.emailSubject },
    items: batch.items.map((item) => ({
      recipient_type: 'EMAIL',
      amount: { value: item.value, currency: item.currency },
      receiver: item.receiver,
      note: item.note,
      sender_item_id: item.senderItemId,
    })),
  };
  try {
    return batchState(await call<RawBatch>((cb) => sdk.payout.create(body, 'false', paypalOptions(credentials), cb)));
  } catch (error) {
    if (isDuplicate(error)) throw new PayoutAlreadySent(batch.senderBatchId);
    throw error;
  }
}

/** The batch as PayPal has it now, with each item's outcome. */
export async function fetchPaypalPayout(credentials: PayoutCredentials, batchId: string): Promise<PayoutBatchState> {
  return batchState(await call<RawBatch>((cb) => sdk.payout.get(batchId, paypalOptions(credentials), cb)));
}
