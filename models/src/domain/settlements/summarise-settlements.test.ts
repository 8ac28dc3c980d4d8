import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../constants/index';
import { Settlement } from '../../models/settlement';
import { buildAgent, buildCustomer, buildSettlementJob, buildStaff, caught, PDF, PNG, queriesOf, useTestWorld, type User } from '../../testing/index';
import { completeApplication } from '../applications/complete-application';
import { listSettlements } from './list-settlements';
import { paySettlements } from './pay-settlements';
import { getSettlementDetail } from './settlement-detail';
import { settlementsPaidByMonth, summariseSettlements } from './summarise-settlements';
import { uploadSettlementProof } from './upload-settlement-proof';
import { validateSettlement } from './validate-settlement';

/** SET-23, SET-31..33: the settlement detail, the history by Kuala Lumpur paid day, the agent summary and the paid-per-month chart. */

useTestWorld();
const BANK = { commission_rate: '30.00', meps_code: 'MBBEMYKL', bank_name: 'Maybank', bank_acc: '507012345678' };
const files = { proof: { buffer: PDF, filename: 'receipt.pdf' }, proof2: { buffer: PNG, filename: 'invoice.png' } };

async function paidOn(agent: User, admin: User, paidAt: string, channel: 'bank' | 'paypal') {
  const customer = await buildCustomer();
  const job = await buildSettlementJob({ user: customer, agent });
  await completeApplication({ actor: customer, applicationId: job.application.id });
  const settlement = await Settlement.findOne({ where: { application_id: job.application.id }, rejectOnEmpty: true });
  await uploadSettlementProof({ actor: agent, settlementId: settlement.id, ...files });
  await validateSettlement({ actor: admin, settlementId: settlement.id });
  await paySettlements({ actor: admin, agentId: agent.id, settlementIds: [settlement.id], message: `paid ${paidAt}`, channel });
  await Settlement.update({ paid_at: new Date(paidAt) }, { where: { id: settlement.id } });
  return settlement.reload();
}

const sum = (rows: Settlement[], field: 'processing_fee' | 'service_fee' | 'total' | 'paypal_cost' | 'net_total') => rows.reduce((s, r) => s.plus(r[field]), new Decimal(0)).toFixed(2);

describe('the settlement summary', () => {
  it('sums each agent’s paid settlements in a Kuala Lumpur date range, to the cent, and charts them per month', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const accountant = await buildStaff(ROLE.ACCOUNTANT);
    const local = await buildAgent(BANK as never);
    const foreign = await buildAgent({ commission_rate: '25.00' } as never);
    // 2026-03-31T16:30Z is 1 April 00:30 in Kuala Lumpur.
    const a1 = await paidOn(local, admin, '2026-03-31T16:30:00Z', 'bank');
    const a2 = await paidOn(local, admin, '2026-04-20T03:00:00Z', 'bank');
    const b1 = await paidOn(foreign, admin, '2026-05-02T03:00:00Z', 'paypal');
    await paidOn(local, admin, '2026-03-31T15:30:00Z', 'bank'); // 31 March in Kuala Lumpur: outside

    const range = { from: '2026-04-01', to: '2026-05-31' };
    const summary = await summariseSettlements({ actor: accountant, filter: range });
    const mine = summary.rows.filter((r) => r.agent_id === local.id || r.agent_id === foreign.id);
    expect(mine.find((r) => r.agent_id === local.id)).toEqual({
      id: local.id,
      agent_id: local.id,
      agent_name: local.name,
      agent_email: local.email,
      count: 2,
      processing_fee: sum([a1, a2], 'processing_fee'),
      service_fee: sum([a1, a2], 'service_fee'),
      total: sum([a1, a2], 'total'),
      paypal_cost: '0.00',
      net_total: sum([a1, a2], 'net_total'),
    });
    const foreignRow = mine.find((r) => r.agent_id === foreign.id)!;
    expect(foreignRow).toMatchObject({ count: 1, total: b1.total, paypal_cost: b1.paypal_cost, net_total: b1.net_total });
    expect(Number(b1.paypal_cost)).toBeGreaterThan(0);
    // The same amounts, per application, in the history (what the summary expands to).
    const history = await listSettlements({ actor: accountant, scope: 'history', filter: { agent_id: local.id, ...range } });
    expect(history.rows.map((r) => r.id).sort()).toEqual([a1.id, a2.id].sort());

    const months = await settlementsPaidByMonth({ actor: accountant, filter: range });
    expect(months.filter((m) => m.agent_id === local.id)).toEqual([{ month: '2026-04', agent_id: local.id, agent_name: local.name, net_total: sum([a1, a2], 'net_total') }]);
    expect(months.filter((m) => m.agent_id === foreign.id)).toEqual([{ month: '2026-05', agent_id: foreign.id, agent_name: foreign.name, net_total: b1.net_total }]);

    expect(await queriesOf(() => summariseSettlements({ actor: accountant, filter: range, limit: 50 }))).toBeLessThanOrEqual(3);

    const detail = await getSettlementDetail({ actor: accountant, id: b1.id });
    expect(detail.payout).toMatchObject({ channel: 'paypal', amount: b1.net_total, message: 'paid 2026-05-02T03:00:00Z', paid_by: admin.name });
    expect(detail.agent_bank).toMatchObject({ meps_code: null });
  });

  it('refuses bad ranges and those who may not see settlements', async () => {
    const accountant = await buildStaff(ROLE.ACCOUNTANT);
    for (const filter of [{ from: '2026-02-31' }, { from: '2026-05-02', to: '2026-05-01' }, { agent_id: 'x' }]) {
      expect((await caught(summariseSettlements({ actor: accountant, filter }))).status).toBe(400);
    }
    expect((await caught(settlementsPaidByMonth({ actor: accountant, filter: { from: '2020-01-01', to: '2026-01-01' } }))).status).toBe(400);
    expect((await caught(listSettlements({ actor: accountant, scope: 'history', filter: { from: '2026-05-02', to: '2026-05-01' } }))).status).toBe(400);
    for (const actor of [await buildAgent(), await buildCustomer()]) {
      expect((await caught(summariseSettlements({ actor }))).status).toBe(403);
      expect((await caught(getSettlementDetail({ actor, id: 1 }))).status).toBe(403);
    }
  });
});
