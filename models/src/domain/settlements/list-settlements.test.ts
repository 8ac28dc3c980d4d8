import { describe, expect, it } from 'vitest';
import { klDayOf } from '../kernel/index';
import { Application } from '../../models/application';
import { Settlement } from '../../models/settlement';
import { buildAgent, buildCustomer, buildSettlementJob, buildStaff, caught, PDF, PNG, useTestWorld, type User } from '../../testing/index';
import { completeApplication } from '../applications/complete-application';
import { ROLE } from '../../constants/index';
import { getSettlement, listSettlementAgents, listSettlements, readSettlementFile } from './list-settlements';
import { paySettlements } from './pay-settlements';
import { uploadSettlementProof } from './upload-settlement-proof';
import { validateSettlement } from './validate-settlement';

useTestWorld();

const BANK = { commission_rate: '30.00', meps_code: 'MBBEMYKL', bank_name: 'Malayan Banking Berhad', bank_acc: '507012345678' };
const files = { proof: { buffer: PDF, filename: 'receipt.pdf' }, proof2: { buffer: PNG, filename: 'invoice.png' } };

async function pendingValidation(agent: User) {
  const customer = await buildCustomer();
  const job = await buildSettlementJob({ user: customer, agent });
  await completeApplication({ actor: customer, applicationId: job.application.id });
  const settlement = await Settlement.findOne({ where: { application_id: job.application.id }, rejectOnEmpty: true });
  await uploadSettlementProof({ actor: agent, settlementId: settlement.id, ...files });
  return { ...job, settlement };
}

describe('the console settlement lists (SET-14, SET-21, SET-25, SET-31)', () => {
  it('pending validation lists proofs waiting, with reference, agent and request date; pending settle and history follow the moves', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const accountant = await buildStaff(ROLE.ACCOUNTANT);
    const agent = await buildAgent(BANK);
    const other = await buildAgent(BANK);
    const a = await pendingValidation(agent);
    const b = await pendingValidation(other);

    const page = await listSettlements({ actor: admin, scope: 'pending-validation' });
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => r.id).sort()).toEqual([a.settlement.id, b.settlement.id].sort());
    const rowA = page.rows.find((r) => r.id === a.settlement.id)!;
    expect(rowA).toMatchObject({ reference: a.application.reference, agent_email: agent.email, can_validate: true, can_pay: false });
    expect(rowA.validation_uploaded_at).not.toBeNull();
    expect(rowA.application_status).not.toBeNull();

    // Filter by reference (paged and counted in SQL) and by agent.
    expect((await listSettlements({ actor: admin, scope: 'pending-validation', filter: { q: a.application.reference.toLowerCase() } })).rows.map((r) => r.id)).toEqual([a.settlement.id]);
    expect((await listSettlements({ actor: admin, scope: 'pending-validation', filter: { agent_id: other.id } })).total).toBe(1);
    expect((await listSettlements({ actor: admin, scope: 'pending-validation', limit: 1 })).rows).toHaveLength(1);

    // ACL-47 / ACL-59: accountants never see Pending Validation; agents see no console list.
    expect((await caught(listSettlements({ actor: accountant, scope: 'pending-validation' }))).code).toBe('FORBIDDEN');
    expect((await caught(listSettlements({ actor: agent, scope: 'pending-settle' }))).code).toBe('FORBIDDEN');

    await validateSettlement({ actor: admin, settlementId: a.settlement.id });
    expect((await listSettlements({ actor: admin, scope: 'pending-validation' })).total).toBe(1);
    expect((await listSettlementAgents({ actor: accountant, scope: 'pending-settle' })).map((a) => a.id)).toEqual([agent.id]);
    const settle = await listSettlements({ actor: accountant, scope: 'pending-settle', filter: { agent_id: agent.id } });
    expect(settle.rows.map((r) => [r.id, r.can_pay])).toEqual([[a.settlement.id, true]]);

    await paySettlements({ actor: accountant, agentId: agent.id, settlementIds: [a.settlement.id], message: 'Paid by transfer' });
    expect((await listSettlements({ actor: accountant, scope: 'pending-settle' })).total).toBe(0);
    const today = klDayOf(new Date()); // SET-33: Kuala Lumpur days
    expect((await listSettlements({ actor: accountant, scope: 'history', filter: { from: today, to: today } })).rows.map((r) => r.id)).toEqual([a.settlement.id]);
    expect((await listSettlements({ actor: accountant, scope: 'history', filter: { to: '2000-01-01' } })).total).toBe(0);
    expect((await getSettlement({ actor: accountant, id: a.settlement.id })).is_settled).toBe(true);
  });

  it('refuses bad filters and sorts (nothing read)', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    expect((await caught(listSettlements({ actor: admin, scope: 'history', filter: { from: 'yesterday' } }))).code).toBe('BAD_REQUEST');
    expect((await caught(listSettlements({ actor: admin, scope: 'history', sort: { field: 'proof' as never, order: 'ASC' } }))).code).toBe('BAD_REQUEST');
    expect((await caught(listSettlements({ actor: admin, scope: 'nope' as never }))).code).toBe('BAD_REQUEST');
    expect((await caught(getSettlement({ actor: admin, id: 999999 }))).code).toBe('NOT_FOUND');
  });

  it('SET-15: a row whose application has no status answers application_status null', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const { application } = await pendingValidation(await buildAgent(BANK));
    await Application.update({ status_id: null }, { where: { id: application.id } });
    const [row] = (await listSettlements({ actor: admin, scope: 'pending-validation', filter: { q: application.reference } })).rows;
    expect(row!.application_status).toBeNull();
  });
});

describe('reading a proof file (SET-20, G-15, G-45)', () => {
  it('the settlement agent and SA/AD/AC read it; another agent, a customer, a bad name: 404', async () => {
    const agent = await buildAgent(BANK);
    const { settlement, application } = await pendingValidation(agent);
    const admin = await buildStaff(ROLE.ADMIN);
    const accountant = await buildStaff(ROLE.ACCOUNTANT);
    const proof = await readSettlementFile({ actor: admin, settlementId: settlement.id, which: 'proof' });
    expect([proof.mime, proof.buffer.equals(PDF), proof.filename]).toEqual(['application/pdf', true, `${application.reference}-proof.pdf`]);
    expect((await readSettlementFile({ actor: accountant, settlementId: settlement.id, which: 'proof2' })).mime).toBe('image/png');
    expect((await readSettlementFile({ actor: agent, settlementId: settlement.id, which: 'proof2' })).buffer.equals(PNG)).toBe(true);
    for (const [actor, which] of [
      [await buildAgent(BANK), 'proof'],
      [await buildCustomer(), 'proof'],
      [admin, '../secret'],
    ] as const) {
      expect((await caught(readSettlementFile({ actor, settlementId: settlement.id, which }))).code).toBe('NOT_FOUND');
    }
  });
});
