import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../constants/index';
import { AuditLog } from '../../models/audit-log';
import { Configuration } from '../../models/configuration';
import { Payout } from '../../models/payout';
import { Settlement } from '../../models/settlement';
import { buildAgent, buildCustomer, buildSettlementJob, buildStaff, openTestWorld, PAYOUT_CLIENT, PDF, PNG, startLocalPayouts, type LocalPayouts, type TestWorld, type User } from '../../testing/index';
import { completeApplication } from '../applications/complete-application';
import { getPayoutConfiguration, getPayoutCredentials, PAYPAL_PAYOUTS_KEY, updatePayoutConfiguration } from '../payouts/payout-configuration';
import { checkPaypalPayout, checkPaypalPayouts } from './check-paypal-payouts';
import { paySettlements } from './pay-settlements';
import { sendViaPaypal } from './send-via-paypal';
import { uploadSettlementProof } from './upload-settlement-proof';
import { validateSettlement } from './validate-settlement';

/**
 * Send via PayPal (issue 15, ADR 055) with the real paypal-rest-sdk against the local PayPal's Payouts
 * API, on a file database (each call on its own connection; MariaDB with TEST_MYSQL_URL).
 */
const CLIENT = PAYOUT_CLIENT;
let world: TestWorld;
let payouts: LocalPayouts;
let customer: User;
let paypalAgent: User;
let superAdmin: User;
let admin: User;
let accountant: User;

beforeAll(async () => {
  payouts = await startLocalPayouts();
  world = await openTestWorld({ sqlite: 'file' });
  customer = await buildCustomer();
  paypalAgent = await buildAgent({ commission_rate: '30.00' });
  superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
  admin = await buildStaff(ROLE.ADMIN);
  accountant = await buildStaff(ROLE.ACCOUNTANT);
}, 180_000);
afterAll(async () => {
  await world?.close();
  await payouts?.close();
});

const configure = () => payouts.configure(superAdmin);

async function pendingPaypalSettlement(agent: User = paypalAgent): Promise<Settlement> {
  const job = await buildSettlementJob({ user: customer, agent });
  await completeApplication({ actor: customer, applicationId: job.application.id });
  const settlement = await Settlement.findOne({ where: { application_id: job.application.id }, rejectOnEmpty: true });
  await uploadSettlementProof({ actor: agent, settlementId: settlement.id, proof: { buffer: PDF }, proof2: { buffer: PNG } });
  await validateSettlement({ actor: admin, settlementId: settlement.id });
  return settlement.reload();
}

const batchesOf = (settlementId: number) => [...payouts.paypal.payouts.batches.values()].filter((b) => b.items.some((i) => i.payout_item.sender_item_id === `S${settlementId}`));

describe('the payout configuration (ADR 055)', () => {
  beforeEach(async () => {
    await Configuration.destroy({ where: { key: PAYPAL_PAYOUTS_KEY } });
  });

  it('is off until a super admin saves mode, client id and secret; the secret is sealed and never shown back', async () => {
    expect(await getPayoutCredentials()).toBeNull();
    const first = await getPayoutConfiguration({ actor: admin });
    expect(first).toMatchObject({ configured: false, client_secret_set: false });
    // The secret is required when none is stored; the fee is checked.
    await expect(updatePayoutConfiguration({ actor: superAdmin, values: { mode: 'live', client_id: CLIENT.id, fee_percent: '2.9', fee_fixed: '1.5' } })).rejects.toMatchObject({ status: 422, fieldErrors: { client_secret: ['settings:validation.required'] } });
    await expect(updatePayoutConfiguration({ actor: superAdmin, values: { mode: 'live', client_id: CLIENT.id, client_secret: CLIENT.secret, fee_percent: '101', fee_fixed: 'x' } })).rejects.toMatchObject({
      status: 422,
      fieldErrors: { fee_percent: ['settings:validation.payout_fee_percent_range'], fee_fixed: ['settings:validation.fee_invalid'] },
    });
    // Only the super admin saves (admins read).
    await expect(updatePayoutConfiguration({ actor: admin, values: { mode: 'live', client_id: CLIENT.id, client_secret: CLIENT.secret, fee_percent: '2', fee_fixed: '1' } })).rejects.toMatchObject({ status: 403 });
    expect(await getPayoutCredentials()).toBeNull();

    const saved = await configure();
    expect(saved).toMatchObject({ configured: true, client_secret_set: true, mode: 'live', client_id: CLIENT.id, fee_percent: '2.90', fee_fixed: '1.50' });
    expect(JSON.stringify(saved)).not.toContain(CLIENT.secret);
    const row = await Configuration.findOne({ where: { key: PAYPAL_PAYOUTS_KEY }, rejectOnEmpty: true });
    expect(row.value).not.toContain(CLIENT.secret);
    expect(await getPayoutCredentials()).toEqual({ mode: 'live', client_id: CLIENT.id, client_secret: CLIENT.secret });
    // An empty secret keeps the stored one.
    await updatePayoutConfiguration({ actor: superAdmin, values: { mode: 'sandbox', client_id: CLIENT.id, client_secret: '', fee_percent: '3', fee_fixed: '2' } });
    expect(await getPayoutCredentials()).toEqual({ mode: 'sandbox', client_id: CLIENT.id, client_secret: CLIENT.secret });
    const audit = await AuditLog.findOne({ where: { action: 'configuration.paypal_payouts' }, order: [['id', 'DESC']], rejectOnEmpty: true });
    expect(JSON.stringify(audit.after)).not.toContain(CLIENT.secret);
    await configure();
  });
});

describe('Send via PayPal (issue 15, ADR 055)', () => {
  beforeAll(configure);

  it('refuses while payouts are not configured, and for a settlement not on Pending PayPal', async () => {
    const settlement = await pendingPaypalSettlement();
    await Configuration.destroy({ where: { key: PAYPAL_PAYOUTS_KEY } });
    await expect(sendViaPaypal({ actor: accountant, settlementId: settlement.id })).rejects.toMatchObject({ status: 409, messageKey: 'settlements:paypal.not_configured' });
    await configure();
    const bankAgent = await buildAgent({ commission_rate: '30.00', meps_code: 'MBBEMYKL', bank_name: 'Maybank', bank_acc: '507012345678' });
    const bank = await pendingPaypalSettlement(bankAgent);
    expect(bank.route).toBe('bank');
    await expect(sendViaPaypal({ actor: accountant, settlementId: bank.id })).rejects.toMatchObject({ status: 409 });
    await expect(sendViaPaypal({ actor: bankAgent, settlementId: bank.id })).rejects.toMatchObject({ status: 403 });
    expect(batchesOf(bank.id)).toHaveLength(0);
  });

  it('sends the net total to the agent\'s PayPal e-mail, stays in flight (manual pay refused), then settles on SUCCESS with one payout carrying the batch id', async () => {
    await paypalAgent.update({ paypal_email: 'payouts.agent@example.com' });
    const settlement = await pendingPaypalSettlement();
    expect(settlement.route).toBe('paypal');
    const sent = await sendViaPaypal({ actor: accountant, settlementId: settlement.id });
    expect(sent).toMatchObject({ outcome: 'pending', message: 'settlements:paypal.sent', settlement: { paypal_in_flight: true, can_send_paypal: false, can_check_paypal: true, can_pay: false, is_settled: false } });
    const [batch] = batchesOf(settlement.id);
    expect(batch!.items[0]!.payout_item).toMatchObject({ receiver: 'payouts.agent@example.com', amount: { value: String(settlement.net_total), currency: 'MYR' } });
    expect(sent.settlement.paypal_batch_id).toBe(batch!.batch_header.payout_batch_id);

    // In flight: neither the manual Set To Paid nor a second send may pay it.
    await expect(paySettlements({ actor: accountant, agentId: paypalAgent.id, settlementIds: [settlement.id], message: 'paid by hand', channel: 'paypal' })).rejects.toMatchObject({ status: 409 });
    await expect(sendViaPaypal({ actor: admin, settlementId: settlement.id })).rejects.toMatchObject({ status: 409 });
    expect(batchesOf(settlement.id)).toHaveLength(1);

    const checked = await checkPaypalPayout({ actor: accountant, settlementId: settlement.id });
    expect(checked).toMatchObject({ outcome: 'paid', message: 'settlements:paypal.paid', settlement: { is_settled: true, paypal_in_flight: false } });
    const payout = await Payout.findByPk(checked.settlement.payout_id!, { rejectOnEmpty: true });
    expect(payout).toMatchObject({ channel: 'paypal', amount: String(settlement.net_total), paid_by: accountant.id, paypal_batch_id: batch!.batch_header.payout_batch_id, agent_id: paypalAgent.id });
    // Checking again changes nothing (409: nothing in flight).
    await expect(checkPaypalPayout({ actor: accountant, settlementId: settlement.id })).rejects.toMatchObject({ status: 409 });
    expect(await Payout.count({ where: { paypal_batch_id: batch!.batch_header.payout_batch_id } })).toBe(1);
    expect(await AuditLog.count({ where: { action: ['settlement.paypal_send', 'settlement.paypal_paid'], target_id: String(settlement.id) } })).toBe(2);
    await paypalAgent.update({ paypal_email: null });
  });

  it('an unclaimed item returns it to Pending PayPal with the reason; it can then be sent again or paid by hand', async () => {
    const agent = await buildAgent({ commission_rate: '30.00', email: `agent${Date.now()}+unclaimed@example.com` });
    const settlement = await pendingPaypalSettlement(agent);
    await sendViaPaypal({ actor: admin, settlementId: settlement.id });
    const checked = await checkPaypalPayout({ actor: admin, settlementId: settlement.id });
    expect(checked).toMatchObject({ outcome: 'returned', params: { reason: 'RECEIVER_UNREGISTERED: Receiver is unregistered' }, settlement: { paypal_in_flight: false, is_settled: false, can_send_paypal: true, can_pay: true } });
    expect(checked.settlement.paypal_return_reason).toBe('RECEIVER_UNREGISTERED: Receiver is unregistered');
    expect(await Payout.count({ where: { agent_id: agent.id } })).toBe(0);
    const paid = await paySettlements({ actor: accountant, agentId: agent.id, settlementIds: [settlement.id], message: 'paid by hand', channel: 'paypal' });
    expect(paid.success_record).toEqual([settlement.id]);
  });

  it('the job settles every send in flight, each once; a held batch stays in flight until PayPal finishes it', async () => {
    const a = await pendingPaypalSettlement();
    const b = await pendingPaypalSettlement();
    await sendViaPaypal({ actor: accountant, settlementId: a.id });
    await sendViaPaypal({ actor: accountant, settlementId: b.id });
    const held = batchesOf(b.id)[0]!.batch_header.payout_batch_id;
    payouts.paypal.payouts.hold(held);
    const first = await checkPaypalPayouts();
    expect(first).toMatchObject({ paid: 1, pending: 1 });
    payouts.paypal.payouts.release(held);
    // The job and a staff member's Check status at once: one payout.
    const results = await Promise.allSettled([checkPaypalPayouts(), checkPaypalPayout({ actor: admin, settlementId: b.id })]);
    // The job never fails; Check status either applied the outcome, found it still pending, or — when the job settled it first — is refused (409).
    expect(results[0].status).toBe('fulfilled');
    if (results[1].status === 'rejected') expect((results[1].reason as { status?: number }).status).toBe(409);
    const rows = await Settlement.findAll({ where: { id: [a.id, b.id] } });
    expect(rows.map((s) => [s.is_settled, s.paypal_in_flight])).toEqual([[true, false], [true, false]]);
    expect(await Payout.count({ where: { id: rows.map((s) => s.payout_id!) } })).toBe(2);
    expect(await checkPaypalPayouts()).toMatchObject({ checked: 0 });
  });

  it('two presses at once (two tabs, two staff) send one batch; the other is refused', async () => {
    const settlement = await pendingPaypalSettlement();
    const results = await Promise.allSettled([
      sendViaPaypal({ actor: accountant, settlementId: settlement.id }),
      sendViaPaypal({ actor: admin, settlementId: settlement.id }),
      paySettlements({ actor: admin, agentId: paypalAgent.id, settlementIds: [settlement.id], message: 'by hand', channel: 'paypal' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as { status?: number }).status).toBe(409);
    const won = results.findIndex((r) => r.status === 'fulfilled');
    expect(batchesOf(settlement.id)).toHaveLength(won === 2 ? 0 : 1);
  });

  it('PayPal unreachable: it stays in flight without a batch id, and the check sends the same batch again (paid once)', async () => {
    const settlement = await pendingPaypalSettlement();
    payouts.pointAt('http://127.0.0.1:9');
    const sent = await sendViaPaypal({ actor: accountant, settlementId: settlement.id });
    expect(sent).toMatchObject({ outcome: 'unreachable', message: 'settlements:paypal.unreachable', settlement: { paypal_in_flight: true, paypal_batch_id: null } });
    payouts.restore();
    const sender = (await Settlement.findByPk(settlement.id, { rejectOnEmpty: true })).paypal_sender_batch_id;
    const checked = await checkPaypalPayout({ actor: accountant, settlementId: settlement.id });
    expect(checked.outcome).toBe('pending');
    expect(batchesOf(settlement.id).map((b) => b.batch_header.sender_batch_header.sender_batch_id)).toEqual([sender]);
    expect((await checkPaypalPayout({ actor: accountant, settlementId: settlement.id })).outcome).toBe('paid');
  });
});
