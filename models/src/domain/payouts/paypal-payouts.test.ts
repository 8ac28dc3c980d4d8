import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigCache } from '../../config/env';
import { startLocalPaypal, type LocalPaypal } from '../card-payments/testing/paypal-server';
import { createPaypalPayout, fetchPaypalPayout, PayoutAlreadySent, payoutItemOutcome, type PayoutCredentials } from './paypal-payouts';

/** PayPal Payouts with the real paypal-rest-sdk against the local PayPal server's Payouts API (issue 15, ADR 049). */

const CREDENTIALS: PayoutCredentials = { mode: 'live', client_id: 'AlocalPayoutsClient01', client_secret: 'ElocalPayoutsSecret001' };
let paypal: LocalPaypal;
const saved = process.env.PAYPAL_API_URL;

beforeAll(async () => {
  paypal = await startLocalPaypal({ clientId: CREDENTIALS.client_id, clientSecret: CREDENTIALS.client_secret, webhookUrl: null });
  process.env.PAYPAL_API_URL = paypal.url;
  resetConfigCache();
});
afterAll(async () => {
  if (saved === undefined) delete process.env.PAYPAL_API_URL;
  else process.env.PAYPAL_API_URL = saved;
  resetConfigCache();
  await paypal.close();
});

const item = (receiver: string, senderItemId: string, value = '2171.11') => ({ senderItemId, receiver, value, currency: 'MYR', note: 'IPRenew settlement' });

describe('PayPal payouts', () => {
  it('sends a batch, PENDING at first; read back, a registered receiver is paid, an unregistered one is returned with the reason', async () => {
    const sent = await createPaypalPayout(CREDENTIALS, { senderBatchId: 'SET-1-a', emailSubject: 'IPRenew payout', items: [item('agent@example.com', 'SET-1'), item('agent+unclaimed@example.com', 'SET-2', '10.00')] });
    expect(sent.status).toBe('PENDING');
    expect(paypal.payouts.batches.get(sent.batchId)!.items.map((i) => i.payout_item.amount)).toEqual([{ value: '2171.11', currency: 'MYR' }, { value: '10.00', currency: 'MYR' }]);

    const read = await fetchPaypalPayout(CREDENTIALS, sent.batchId);
    expect(read.status).toBe('SUCCESS');
    expect(read.items.map((i) => [i.senderItemId, i.status, i.outcome, i.reason])).toEqual([
      ['SET-1', 'SUCCESS', 'paid', null],
      ['SET-2', 'UNCLAIMED', 'returned', 'RECEIVER_UNREGISTERED: Receiver is unregistered'],
    ]);
    expect(read.items[0]!.transactionId).toMatch(/^[A-Z0-9]{17}$/);
    expect(read.items[0]!.fee).toBe('20.00');
  });

  it('keeps a held batch in flight, and refuses a second batch with the same sender_batch_id (nothing paid twice)', async () => {
    const sent = await createPaypalPayout(CREDENTIALS, { senderBatchId: 'SET-3-a', emailSubject: 'IPRenew payout', items: [item('agent+fail@example.com', 'SET-3')] });
    paypal.payouts.hold(sent.batchId);
    expect((await fetchPaypalPayout(CREDENTIALS, sent.batchId)).items.map((i) => i.outcome)).toEqual(['pending']);
    paypal.payouts.release(sent.batchId);
    expect((await fetchPaypalPayout(CREDENTIALS, sent.batchId)).items.map((i) => [i.outcome, i.reason])).toEqual([['returned', 'RECEIVER_ACCOUNT_LOCKED: Receiver account is locked or inactive']]);

    await expect(createPaypalPayout(CREDENTIALS, { senderBatchId: 'SET-3-a', emailSubject: 'again', items: [item('agent@example.com', 'SET-3')] })).rejects.toBeInstanceOf(PayoutAlreadySent);
    expect([...paypal.payouts.batches.values()].filter((b) => b.batch_header.sender_batch_header.sender_batch_id === 'SET-3-a')).toHaveLength(1);
  });

  it('refuses wrong credentials and a malformed batch', async () => {
    await expect(createPaypalPayout({ ...CREDENTIALS, client_id: 'AunknownPayoutsClient', client_secret: 'wrong' }, { senderBatchId: 'SET-4-a', emailSubject: 'x', items: [item('agent@example.com', 'SET-4')] })).rejects.toMatchObject({ httpStatusCode: 401 });
    await expect(createPaypalPayout(CREDENTIALS, { senderBatchId: 'SET-5-a', emailSubject: 'x', items: [item('not-an-email', 'SET-5', '1.5')] })).rejects.toMatchObject({ httpStatusCode: 400, response: { name: 'VALIDATION_ERROR' } });
  });

  it('reads PayPal item statuses as paid, returned or still in flight', () => {
    expect(['SUCCESS', 'FAILED', 'UNCLAIMED', 'RETURNED', 'BLOCKED', 'DENIED', 'REFUNDED', 'REVERSED', 'PENDING', 'ONHOLD', 'NEW'].map(payoutItemOutcome)).toEqual([
      'paid', 'returned', 'returned', 'returned', 'returned', 'returned', 'returned', 'returned', 'pending', 'pending', 'pending',
    ]);
  });
});
