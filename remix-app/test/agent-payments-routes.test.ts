import { describe, expect, it } from 'vitest';
import { completeApplication, paySettlements, ROLE, Settlement, uploadSettlementProof, validateSettlement } from '@iprenew/models';
import { buildAgent, buildCustomer, buildSettlementJob, buildStaff, PDF, PNG, useTestWorld } from '@iprenew/models/testing';
import * as pending from '~/routes/dashboard+/_agent+/payment.pending';
import * as history from '~/routes/dashboard+/_agent+/payment.history';
import * as payoutFile from '~/routes/dashboard+/_agent+/payment.payouts.$id.file';
import { call, request, signedInCookie } from './requests';

/** The agent's payment pages (ACL-42, AGT-37..39, G-71) and the payout file (G-45) with real Requests and sessions. */

useTestWorld();
const context = { cspNonce: '' };
const BANK = { commission_rate: '30.00', meps_code: 'MBBEMYKL', bank_name: 'Maybank', bank_acc: '507012345678' };

describe('payment/pending, payment/history and the payout file', () => {
  it('lists the agent’s own settlements and payouts; the payout file opens for them only', async () => {
    const agent = await buildAgent(BANK as never);
    const admin = await buildStaff(ROLE.ADMIN);
    const customer = await buildCustomer();
    const job = await buildSettlementJob({ user: customer, agent });
    await completeApplication({ actor: customer, applicationId: job.application.id });
    const settlement = await Settlement.findOne({ where: { application_id: job.application.id }, rejectOnEmpty: true });
    const cookie = await signedInCookie(agent);

    const before = await call(async () => pending.loader({ request: request('/dashboard/payment/pending', { cookie }), params: {}, context }));
    expect(before.body).toMatchObject({ state: 'pending', total: 1, rows: [{ reference: job.application.reference, proof_status_key: 'settlements:proof_status.pending_upload' }] });

    await uploadSettlementProof({ actor: agent, settlementId: settlement.id, proof: { buffer: PDF, filename: 'r.pdf' }, proof2: { buffer: PNG, filename: 'i.png' } });
    await validateSettlement({ actor: admin, settlementId: settlement.id });
    const paid = await paySettlements({ actor: admin, agentId: agent.id, settlementIds: [settlement.id], message: 'IBG batch 9', file: { buffer: PDF, filename: 'ibg.pdf' } });

    const listed = await call(async () => history.loader({ request: request('/dashboard/payment/history?from=2000-01-01', { cookie }), params: {}, context }));
    expect(listed.body).toMatchObject({ total: 1, rows: [{ id: paid.payout.id, message: 'IBG batch 9', amount: '2265.00', settlements: [{ reference: job.application.reference, total: '2265.00' }] }] });
    const badRange = await call(async () => history.loader({ request: request('/dashboard/payment/history?from=2026-05-02&to=2026-05-01', { cookie }), params: {}, context }));
    expect(badRange.body).toMatchObject({ rows: [], loadError: 'settlements:agent.list_fail' });

    const file = await call(async () => payoutFile.loader({ request: request(`/dashboard/payment/payouts/${paid.payout.id}/file`, { cookie }), params: { id: String(paid.payout.id) }, context }));
    expect([file.status, file.response?.headers.get('Content-Type')]).toEqual([200, 'application/pdf']);
    const otherCookie = await signedInCookie(await buildAgent());
    const refused = await call(async () => payoutFile.loader({ request: request(`/dashboard/payment/payouts/${paid.payout.id}/file`, { cookie: otherCookie }), params: { id: String(paid.payout.id) }, context }));
    expect(refused.status).toBe(404);
    const otherHistory = await call(async () => history.loader({ request: request('/dashboard/payment/history', { cookie: otherCookie }), params: {}, context }));
    expect(otherHistory.body).toMatchObject({ total: 0, rows: [] });
  });
});
