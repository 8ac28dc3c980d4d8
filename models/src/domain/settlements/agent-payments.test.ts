import { describe, expect, it } from 'vitest';
import { ROLE } from '../../constants/index';
import { Payout } from '../../models/payout';
import { Settlement } from '../../models/settlement';
import { buildAgent, buildCustomer, buildSettlementJob, buildStaff, caught, PDF, PNG, queriesOf, useTestWorld, type User } from '../../testing/index';
import { completeApplication } from '../applications/complete-application';
import { listAgentPayouts } from './list-agent-payouts';
import { listAgentSettlements } from './list-agent-settlements';
import { paySettlements } from './pay-settlements';
import { readPayoutFile } from './read-payout-file';
import { uploadSettlementProof } from './upload-settlement-proof';
import { validateSettlement } from './validate-settlement';

/** The agent's payment pages (ACL-42, AGT-37..39, G-71): pending and settled settlements, the payout history, the payout file. */

useTestWorld();
const BANK = { commission_rate: '30.00', meps_code: 'MBBEMYKL', bank_name: 'Maybank', bank_acc: '507012345678' };
const files = { proof: { buffer: PDF, filename: 'receipt.pdf' }, proof2: { buffer: PNG, filename: 'invoice.png' } };

async function validatedFor(agent: User, admin: User) {
  const customer = await buildCustomer();
  const job = await buildSettlementJob({ user: customer, agent });
  await completeApplication({ actor: customer, applicationId: job.application.id });
  const settlement = await Settlement.findOne({ where: { application_id: job.application.id }, rejectOnEmpty: true });
  await uploadSettlementProof({ actor: agent, settlementId: settlement.id, ...files });
  await validateSettlement({ actor: admin, settlementId: settlement.id });
  return { settlement, reference: job.application.reference };
}

describe("the agent's payments", () => {
  it('lists pending then settled settlements and the payouts with their settlements, paged in the database; only their own', async () => {
    const agent = await buildAgent(BANK as never);
    const other = await buildAgent(BANK as never);
    const admin = await buildStaff(ROLE.ADMIN);
    const accountant = await buildStaff(ROLE.ACCOUNTANT);
    const a = await validatedFor(agent, admin);
    const b = await validatedFor(agent, admin);
    await validatedFor(other, admin);

    const pending = await listAgentSettlements({ actor: agent, state: 'pending' });
    expect(pending.rows.map((r) => r.reference)).toEqual([b.reference, a.reference]);
    expect(pending.rows[0]).toMatchObject({ proof_status_key: 'settlements:proof_status.validated', total: '2265.00', net_total: '2265.00', route: 'bank' });
    expect(pending.rows[0]!.job_href).toMatch(/^\/dashboard\/history\/trademark\/\d+$/);

    const paid = await paySettlements({ actor: accountant, agentId: agent.id, settlementIds: [a.settlement.id, b.settlement.id], message: 'IBG batch 7', file: { buffer: PDF, filename: 'ibg.pdf' } });
    expect((await listAgentSettlements({ actor: agent, state: 'pending' })).total).toBe(0);
    const settled = await listAgentSettlements({ actor: agent, state: 'settled', limit: 1 });
    expect([settled.total, settled.rows.length]).toEqual([2, 1]);

    const history = await listAgentPayouts({ actor: agent });
    expect(history.rows).toHaveLength(1);
    expect(history.rows[0]).toMatchObject({ id: paid.payout.id, amount: '4530.00', message: 'IBG batch 7', file_href: `/dashboard/payment/payouts/${paid.payout.id}/file` });
    expect(history.rows[0]!.settlements.map((s) => [s.reference, s.processing_fee, s.service_fee, s.total])).toEqual([
      [a.reference, '2100.00', '165.00', '2265.00'],
      [b.reference, '2100.00', '165.00', '2265.00'],
    ]);
    expect((await listAgentPayouts({ actor: other })).total).toBe(0);

    // A payout page costs two queries whatever its size.
    expect(await queriesOf(() => listAgentPayouts({ actor: agent, limit: 50 }))).toBeLessThanOrEqual(3);
  });

  it('filters the payout history by Kuala Lumpur days and refuses bad ranges and other roles', async () => {
    const agent = await buildAgent(BANK as never);
    const admin = await buildStaff(ROLE.ADMIN);
    const { settlement } = await validatedFor(agent, admin);
    const paid = await paySettlements({ actor: admin, agentId: agent.id, settlementIds: [settlement.id], message: 'Paid' });
    await Payout.update({ created_at: new Date('2026-03-31T16:30:00Z') }, { where: { id: paid.payout.id } }); // 1 April 00:30 in Kuala Lumpur
    expect((await listAgentPayouts({ actor: agent, from: '2026-04-01', to: '2026-04-01' })).total).toBe(1);
    expect((await listAgentPayouts({ actor: agent, from: '2026-04-02' })).total).toBe(0);
    expect((await listAgentPayouts({ actor: agent, to: '2026-03-31' })).total).toBe(0);
    for (const range of [{ from: '2026-02-31' }, { from: '2026-04-02', to: '2026-04-01' }, { to: 'yesterday' }]) {
      expect((await caught(listAgentPayouts({ actor: agent, ...range }))).status).toBe(400);
    }
    expect((await caught(listAgentPayouts({ actor: admin }))).status).toBe(403);
    expect((await caught(listAgentSettlements({ actor: admin, state: 'pending' }))).status).toBe(403);
  });

  it("opens a payout's file for its agent and for staff; another agent, a customer or a payout without a file: 404", async () => {
    const agent = await buildAgent(BANK as never);
    const admin = await buildStaff(ROLE.ADMIN);
    const first = await validatedFor(agent, admin);
    const second = await validatedFor(agent, admin);
    const withFile = await paySettlements({ actor: admin, agentId: agent.id, settlementIds: [first.settlement.id], file: { buffer: PDF, filename: 'ibg.pdf' } });
    const withoutFile = await paySettlements({ actor: admin, agentId: agent.id, settlementIds: [second.settlement.id], message: 'Cash' });
    const file = await readPayoutFile({ actor: agent, payoutId: withFile.payout.id });
    expect([file.mime, file.filename, file.buffer.equals(PDF)]).toEqual(['application/pdf', `payout-${withFile.payout.id}.pdf`, true]);
    expect((await readPayoutFile({ actor: await buildStaff(ROLE.ACCOUNTANT), payoutId: withFile.payout.id })).buffer.equals(PDF)).toBe(true);
    for (const actor of [await buildAgent(), await buildCustomer()]) expect((await caught(readPayoutFile({ actor, payoutId: withFile.payout.id }))).status).toBe(404);
    expect((await caught(readPayoutFile({ actor: agent, payoutId: withoutFile.payout.id }))).status).toBe(404);
    expect((await caught(readPayoutFile({ actor: agent, payoutId: 'x' }))).status).toBe(404);
  });
});
