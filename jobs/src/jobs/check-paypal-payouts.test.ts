import { Configuration, Settlement, uploadSettlementProof, validateSettlement, completeApplication, sendViaPaypal, Payout, ROLE } from '@iprenew/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgent, buildCustomer, buildSettlementJob, buildStaff, openTestWorld, PDF, PNG, startLocalPayouts, type LocalPayouts, type TestWorld } from '@iprenew/models/testing';
import { runJobInWorld } from '../testing';
import { JOB_LIST } from '../job-list';

/** The check-paypal-payouts job (ADR 055) in a real Bree worker against a file database and the local PayPal's Payouts API. */
let world: TestWorld;
let payouts: LocalPayouts;

beforeAll(async () => {
  payouts = await startLocalPayouts();
  world = await openTestWorld({ sqlite: 'file' });
}, 180_000);
afterAll(async () => {
  await world?.close();
  await payouts?.close();
});

describe('check-paypal-payouts job', () => {
  it('runs every 10 minutes', () => {
    expect(JOB_LIST.find((j) => j.name === 'check-paypal-payouts')).toMatchObject({ file: 'check-paypal-payouts.ts', interval: '10m' });
  });

  it('settles a paid send and returns an unclaimed one with the reason; a rerun changes nothing', async () => {
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
    const admin = await buildStaff(ROLE.ADMIN);
    await payouts.configure(superAdmin);
    const customer = await buildCustomer();
    const sendFor = async (email?: string) => {
      const agent = await buildAgent({ commission_rate: '30.00', ...(email ? { email } : {}) });
      const job = await buildSettlementJob({ user: customer, agent });
      await completeApplication({ actor: customer, applicationId: job.application.id });
      const settlement = await Settlement.findOne({ where: { application_id: job.application.id }, rejectOnEmpty: true });
      await uploadSettlementProof({ actor: agent, settlementId: settlement.id, proof: { buffer: PDF }, proof2: { buffer: PNG } });
      await validateSettlement({ actor: admin, settlementId: settlement.id });
      await sendViaPaypal({ actor: admin, settlementId: settlement.id });
      return settlement.id;
    };
    const paid = await sendFor();
    const unclaimed = await sendFor(`jobagent${Date.now()}+unclaimed@example.com`);

    expect(await runJobInWorld(world, 'check-paypal-payouts', { PAYPAL_API_URL: payouts.paypal.url })).toEqual([]);
    const rows = await Settlement.findAll({ where: { id: [paid, unclaimed] }, order: [['id', 'ASC']] });
    expect(rows.map((s) => [s.is_settled, s.paypal_in_flight, s.paypal_return_reason])).toEqual([
      [true, false, null],
      [false, false, 'RECEIVER_UNREGISTERED: Receiver is unregistered'],
    ]);
    const payoutRows = await Payout.count();
    expect(await runJobInWorld(world, 'check-paypal-payouts', { PAYPAL_API_URL: payouts.paypal.url })).toEqual([]);
    expect(await Payout.count()).toBe(payoutRows);
    expect(await Configuration.count({ where: { key: 'paypal_payouts' } })).toBe(1);
  });
});
