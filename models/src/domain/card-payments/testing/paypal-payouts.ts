import { randomBytes } from 'node:crypto';
import { json, type LocalAnswer, type LocalRequest } from './http';

/**
 * The Payouts part of the local PayPal (v1 Payouts API, as `paypal-rest-sdk`'s `payout` and
 * `payoutItem` call it). Never used in production.
 *
 *   POST /v1/payments/payouts?sync_mode=false   a batch {sender_batch_header: {sender_batch_id, email_subject},
 *                                               items: [{recipient_type EMAIL, amount {value, currency}, receiver,
 *                                               note, sender_item_id}]} → 201 {batch_header: PENDING}; a sender_batch_id
 *                                               used before → 400 USER_BUSINESS_ERROR (PayPal's idempotency)
 *   GET  /v1/payments/payouts/:batch_id         the batch with its items
 *   GET  /v1/payments/payouts-item/:item_id     one item
 *
 * The batch is processed on its first read: each item ends SUCCESS, except a receiver whose e-mail's
 * local part ends in `+unclaimed` (UNCLAIMED: no PayPal account) or `+fail` (FAILED with an error).
 * `hold(batchId)` keeps a batch PENDING until `release(batchId)` (a payout still in flight).
 */

export type LocalPayoutItemStatus = 'PENDING' | 'SUCCESS' | 'FAILED' | 'UNCLAIMED';

export interface LocalPayoutItem {
  payout_item_id: string;
  transaction_id: string | null;
  transaction_status: LocalPayoutItemStatus;
  payout_item_fee: { currency: string; value: string };
  payout_batch_id: string;
  payout_item: { recipient_type: 'EMAIL'; amount: { currency: string; value: string }; note: string; receiver: string; sender_item_id: string };
  time_processed: string | null;
  errors?: { name: string; message: string };
}

export interface LocalPayoutBatch {
  batch_header: {
    payout_batch_id: string;
    batch_status: 'PENDING' | 'SUCCESS';
    time_created: string;
    time_completed?: string;
    sender_batch_header: { sender_batch_id: string; email_subject?: string };
    amount: { currency: string; value: string };
    fees: { currency: string; value: string };
  };
  items: LocalPayoutItem[];
}

export interface LocalPayouts {
  batches: Map<string, LocalPayoutBatch>;
  hold(batchId: string): void;
  release(batchId: string): void;
  routes: { method: 'GET' | 'POST'; pattern: RegExp; handler: (request: LocalRequest, params: string[]) => LocalAnswer }[];
}

const debugId = () => randomBytes(6).toString('hex');
const upperId = (prefix: string, length: number) => `${prefix}${Array.from(randomBytes(length), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[b % 34]).join('')}`;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const sen = (value: string) => Math.round(Number(value) * 100);
const money = (cents: number) => (cents / 100).toFixed(2);
/** The local payout fee: 2% of the item, at least 1.00 and at most 20.00 (the currency's units). */
const feeOf = (value: string) => money(Math.min(2000, Math.max(100, Math.round(sen(value) * 0.02))));

const payoutsError = (status: number, name: string, message: string, details?: { field: string; location: string; issue: string }[]): LocalAnswer =>
  json(status, { name, message, debug_id: debugId(), information_link: 'https://developer.paypal.com/docs/api/payments.payouts-batch/#errors', ...(details ? { details } : {}) });

function problemsOf(body: unknown): { field: string; location: string; issue: string }[] {
  const problems: { field: string; location: string; issue: string }[] = [];
  const add = (field: string, issue: string) => problems.push({ field, location: 'body', issue });
  if (!isRecord(body)) return [{ field: 'body', location: 'body', issue: 'MALFORMED_REQUEST_JSON' }];
  const header = body.sender_batch_header;
  if (!isRecord(header) || typeof header.sender_batch_id !== 'string' || header.sender_batch_id === '' || header.sender_batch_id.length > 256) add('sender_batch_header.sender_batch_id', 'Required field is missing or invalid');
  const items = Array.isArray(body.items) ? body.items : [];
  if (items.length === 0 || items.length > 15000) add('items', 'Items must contain between 1 and 15000 payout items');
  items.forEach((item: unknown, index) => {
    const at = `items[${index}]`;
    if (!isRecord(item)) return add(at, 'Invalid item');
    if (item.recipient_type !== 'EMAIL') add(`${at}.recipient_type`, 'Only EMAIL is supported here');
    if (typeof item.receiver !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(item.receiver)) add(`${at}.receiver`, 'Receiver is invalid or does not match with type');
    const amount = item.amount;
    if (!isRecord(amount) || typeof amount.value !== 'string' || !/^\d{1,7}\.\d{2}$/.test(amount.value) || Number(amount.value) <= 0) add(`${at}.amount.value`, 'Currency amount must be a positive number with exactly 2 decimal places');
    if (!isRecord(amount) || typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency)) add(`${at}.amount.currency`, 'Currency code is invalid');
    if (typeof item.sender_item_id !== 'string' || item.sender_item_id === '') add(`${at}.sender_item_id`, 'Required field is missing');
    return undefined;
  });
  return problems;
}

/** The Payouts API of the local PayPal; `base` gives the server's URL once it listens (for links). */
export function localPayouts(base: () => string): LocalPayouts {
  const batches = new Map<string, LocalPayoutBatch>();
  const senderBatchIds = new Set<string>();
  const held = new Set<string>();

  const process = (batch: LocalPayoutBatch) => {
    if (batch.batch_header.batch_status !== 'PENDING' || held.has(batch.batch_header.payout_batch_id)) return;
    const now = new Date().toISOString();
    for (const item of batch.items) {
      const local = item.payout_item.receiver.split('@')[0] ?? '';
      item.time_processed = now;
      if (local.endsWith('+unclaimed')) {
        item.transaction_status = 'UNCLAIMED';
        item.transaction_id = upperId('', 17);
        item.errors = { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered' };
      } else if (local.endsWith('+fail')) {
        item.transaction_status = 'FAILED';
        item.errors = { name: 'RECEIVER_ACCOUNT_LOCKED', message: 'Receiver account is locked or inactive' };
      } else {
        item.transaction_status = 'SUCCESS';
        item.transaction_id = upperId('', 17);
      }
    }
    batch.batch_header.batch_status = 'SUCCESS';
    batch.batch_header.time_completed = now;
  };

  const withLinks = (item: LocalPayoutItem) => ({ ...item, links: [{ href: `${base()}/v1/payments/payouts-item/${item.payout_item_id}`, rel: 'item', method: 'GET' }] });

  const create = (request: LocalRequest): LocalAnswer => {
    let body: unknown;
    try {
      body = JSON.parse(request.body);
    } catch {
      body = undefined;
    }
    const problems = problemsOf(body);
    if (problems.length > 0) return payoutsError(400, 'VALIDATION_ERROR', 'Invalid request - see details', problems);
    const input = body as { sender_batch_header: { sender_batch_id: string; email_subject?: string }; items: { amount: { value: string; currency: string }; receiver: string; note?: string; sender_item_id: string }[] };
    const senderBatchId = input.sender_batch_header.sender_batch_id;
    if (senderBatchIds.has(senderBatchId)) {
      return payoutsError(400, 'USER_BUSINESS_ERROR', 'User business error.', [{ field: 'SENDER_BATCH_ID', location: 'body', issue: 'Batch with given sender_batch_id already exists' }]);
    }
    senderBatchIds.add(senderBatchId);
    const batchId = upperId('', 13);
    const currency = input.items[0]!.amount.currency;
    const batch: LocalPayoutBatch = {
      batch_header: {
        payout_batch_id: batchId,
        batch_status: 'PENDING',
        time_created: new Date().toISOString(),
        sender_batch_header: { sender_batch_id: senderBatchId, email_subject: input.sender_batch_header.email_subject },
        amount: { currency, value: money(input.items.reduce((sum, item) => sum + sen(item.amount.value), 0)) },
        fees: { currency, value: money(input.items.reduce((sum, item) => sum + sen(feeOf(item.amount.value)), 0)) },
      },
      items: input.items.map((item) => ({
        payout_item_id: upperId('', 13),
        transaction_id: null,
        transaction_status: 'PENDING',
        payout_item_fee: { currency: item.amount.currency, value: feeOf(item.amount.value) },
        payout_batch_id: batchId,
        payout_item: { recipient_type: 'EMAIL', amount: { ...item.amount }, note: item.note ?? '', receiver: item.receiver, sender_item_id: item.sender_item_id },
        time_processed: null,
      })),
    };
    batches.set(batchId, batch);
    const { batch_header } = batch;
    return json(201, { batch_header: { payout_batch_id: batchId, batch_status: 'PENDING', sender_batch_header: batch_header.sender_batch_header }, links: [{ href: `${base()}/v1/payments/payouts/${batchId}`, rel: 'self', method: 'GET' }] });
  };

  const getBatch = (_request: LocalRequest, [id]: string[]): LocalAnswer => {
    const batch = batches.get(id!);
    if (!batch) return payoutsError(404, 'INVALID_RESOURCE_ID', 'Requested resource ID was not found.');
    process(batch);
    return json(200, { batch_header: batch.batch_header, items: batch.items.map(withLinks), links: [{ href: `${base()}/v1/payments/payouts/${id}`, rel: 'self', method: 'GET' }] });
  };

  const getItem = (_request: LocalRequest, [id]: string[]): LocalAnswer => {
    for (const batch of batches.values()) {
      const item = batch.items.find((candidate) => candidate.payout_item_id === id);
      if (item) {
        process(batch);
        return json(200, withLinks(item));
      }
    }
    return payoutsError(404, 'INVALID_RESOURCE_ID', 'Requested resource ID was not found.');
  };

  return {
    batches,
    hold: (batchId) => held.add(batchId),
    release: (batchId) => held.delete(batchId),
    routes: [
      { method: 'POST', pattern: /^\/v1\/payments\/payouts\/?$/, handler: create },
      { method: 'GET', pattern: /^\/v1\/payments\/payouts\/([^/]+)$/, handler: getBatch },
      { method: 'GET', pattern: /^\/v1\/payments\/payouts-item\/([^/]+)$/, handler: getItem },
    ],
  };
}
