import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, ROLE } from '../../constants/index';
import { Application } from '../../models/application';
import { Payout } from '../../models/payout';
import { Settlement } from '../../models/settlement';
import { buildAgent, buildCustomer, buildSettlementJob, buildStaff, openTestWorld, PDF, PNG, type TestWorld, type User } from '../../testing/index';
import { completeApplication } from '../applications/complete-application';
import { SYSTEM } from '../kernel/index';
import { createSettlement } from './create-settlement';
import { paySettlements } from './pay-settlements';
import { uploadSettlementProof } from './upload-settlement-proof';
import { validateSettlement } from './validate-settlement';

/** At once, each call in its own transaction on its own connection (file SQLite, or MariaDB with TEST_MYSQL_URL). */
let world: TestWorld;
let customer: User;
let agent: User;
let admin: User;
let accountant: User;
beforeAll(async () => {
  world = await openTestWorld({ sqlite: 'file' });
  customer = await buildCustomer();
  agent = await buildAgent({ commission_rate: '30.00', meps_code: 'MBBEMYKL', bank_name: 'Maybank', bank_acc: '507012345678' });
  admin = await buildStaff(ROLE.ADMIN);
  accountant = await buildStaff(ROLE.ACCOUNTANT);
}, 180_000);
afterAll(async () => world?.close());

async function validatedSettlement(): Promise<number> {
  const job = await buildSettlementJob({ user: customer, agent });
  await completeApplication({ actor: customer, applicationId: job.application.id });
  const settlement = await Settlement.findOne({ where: { application_id: job.application.id }, rejectOnEmpty: true });
  await uploadSettlementProof({ actor: agent, settlementId: settlement.id, proof: { buffer: PDF }, proof2: { buffer: PNG } });
  await validateSettlement({ actor: admin, settlementId: settlement.id });
  return settlement.id;
}

describe('settlements under concurrency (G-04, SET-27)', () => {
  it('two creates of one completed application at once: one settlement, both answer it', async () => {
    const job = await buildSettlementJob({ user: customer, agent });
    await Application.update({ status_id: APPLICATION_STATUS.COMPLETED }, { where: { id: job.application.id } });
    const results = await Promise.all([1, 2, 3].map(() => createSettlement({ actor: SYSTEM, applicationId: job.application.id })));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.settlement!.id)).size).toBe(1);
    expect(await Settlement.count({ where: { application_id: job.application.id } })).toBe(1);
  });

  it('completion triggered twice at once (the owner and the day-14 job): one settlement', async () => {
    const job = await buildSettlementJob({ user: customer, agent });
    await Application.update({ certificate_ready_at: new Date(Date.now() - 30 * 86_400_000) }, { where: { id: job.application.id } });
    const results = await Promise.allSettled([
      completeApplication({ actor: customer, applicationId: job.application.id }),
      completeApplication({ actor: SYSTEM, applicationId: job.application.id }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.completed)).toHaveLength(1);
    expect(await Settlement.count({ where: { application_id: job.application.id } })).toBe(1);
  });

  it('two Set To Paid over overlapping selections at once: each settlement paid once, the other reported failed', async () => {
    const [a, b, c] = [await validatedSettlement(), await validatedSettlement(), await validatedSettlement()];
    const payoutsBefore = await Payout.count();
    const results = await Promise.allSettled([
      paySettlements({ actor: accountant, agentId: agent.id, settlementIds: [a, b, c], message: 'first accountant' }),
      paySettlements({ actor: admin, agentId: agent.id, settlementIds: [c, b, a], message: 'second payer' }),
    ]);
    const paid = results.flatMap((r) => (r.status === 'fulfilled' ? r.value.success_record : []));
    expect(paid.sort()).toEqual([a, b, c].sort());
    // The second either paid nothing (409, nothing kept) or is told which failed.
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as { status?: number }).status).toBe(409);
      else expect(r.value.params.n + r.value.params.m).toBe(3);
    }
    const rows = await Settlement.findAll({ where: { id: [a, b, c] } });
    expect(rows.every((s) => s.is_settled && s.payout_id !== null)).toBe(true);
    expect(await Payout.count()).toBe(payoutsBefore + results.filter((r) => r.status === 'fulfilled').length);
  });
});
