import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeApplication, Payout, ROLE, Settlement, uploadSettlementProof, validateSettlement, type SettlementRowJson, type User } from '@iprenew/models';
import { buildAgent, buildCustomer, buildSettlementJob, buildStaff, openTestWorld, PDF, PNG, type TestWorld } from '@iprenew/models/testing';
import { call, cookieFor } from './test-calls';
import * as pendingValidation from '~/routes/api+/admin.settlements-pending-validation';
import * as pendingSettle from '~/routes/api+/admin.settlements-pending-settle';
import * as settleAgents from '~/routes/api+/admin.settlements-pending-settle.agents';
import * as history from '~/routes/api+/admin.settlement-history';
import * as one from '~/routes/api+/admin.settlements.$id';
import * as proofFile from '~/routes/api+/admin.settlements.$id.proof.$which';
import * as settlementAction from '~/routes/api+/admin.settlements.$id.$action';
import * as pay from '~/routes/api+/admin.settlements.pay';
import * as pendingPaypal from '~/routes/api+/admin.settlements-pending-paypal';
import * as pendingPaypalOne from '~/routes/api+/admin.settlements-pending-paypal.$id';
import * as paypalAgents from '~/routes/api+/admin.settlements-pending-paypal.agents';
import * as payoutConfiguration from '~/routes/api+/admin.payout-configuration';
import { PAYOUT_CONFIGURATION, startLocalPayouts } from '@iprenew/models/testing';

let world: TestWorld;
let agent: User;
let admin: string;
let accountant: string;
let agentCookie: string;
beforeAll(async () => {
  world = await openTestWorld();
  agent = await buildAgent({ commission_rate: '30.00', meps_code: 'MBBEMYKL', bank_name: 'Malayan Banking Berhad', bank_acc: '507012345678' });
  admin = await cookieFor((await buildStaff(ROLE.ADMIN)).id);
  accountant = await cookieFor((await buildStaff(ROLE.ACCOUNTANT)).id);
  agentCookie = await cookieFor(agent.id);
}, 120_000);
afterAll(async () => world?.close());

async function waitingProof() {
  const customer = await buildCustomer();
  const job = await buildSettlementJob({ user: customer, agent });
  await completeApplication({ actor: customer, applicationId: job.application.id });
  const settlement = await Settlement.findOne({ where: { application_id: job.application.id }, rejectOnEmpty: true });
  await uploadSettlementProof({ actor: agent, settlementId: settlement.id, proof: { buffer: PDF, filename: 'receipt.pdf' }, proof2: { buffer: PNG, filename: 'invoice.png' } });
  return { settlement, reference: job.application.reference };
}

const act = (id: number, action: string, body?: unknown, cookie = admin, lang = 'en') =>
  call(settlementAction.action as never, 'POST', `/api/admin/settlements/${id}/${action}`, { cookie, params: { id: String(id), action }, body, lang });

describe('/api/admin settlements (SET-14..30, ACL-46..48, ACL-57..59)', () => {
  it('Pending Validation: lists, opens the proofs, refuses a reupload without remarks, requests one with remarks, validates', async () => {
    const first = await waitingProof();
    const second = await waitingProof();
    const list = await call(pendingValidation.loader as never, 'GET', `/api/admin/settlements-pending-validation?range=[0,9]&filter=${encodeURIComponent(JSON.stringify({ q: first.reference }))}`, { cookie: admin });
    expect(list.headers.get('Content-Range')).toBe('settlements-pending-validation 0-0/1');
    expect(((await list.json()) as SettlementRowJson[])[0]).toMatchObject({ id: first.settlement.id, reference: first.reference, can_validate: true });
    // ACL-47 / ACL-59: never the accountant.
    expect((await call(pendingValidation.loader as never, 'GET', '/api/admin/settlements-pending-validation', { cookie: accountant })).status).toBe(403);

    const file = await call(proofFile.loader as never, 'GET', `/api/admin/settlements/${first.settlement.id}/proof/proof`, { cookie: admin, params: { id: String(first.settlement.id), which: 'proof' } });
    expect([file.status, file.headers.get('Content-Type'), file.headers.get('X-Content-Type-Options')]).toEqual([200, 'application/pdf', 'nosniff']);
    const bad = await call(proofFile.loader as never, 'GET', `/api/admin/settlements/${first.settlement.id}/proof/other`, { cookie: admin, params: { id: String(first.settlement.id), which: 'other' } });
    expect(bad.status).toBe(404);

    const noRemarks = await act(first.settlement.id, 'reupload', { remarks: '  ' });
    expect([noRemarks.status, await noRemarks.json()]).toEqual([422, { message: 'Fail_To_Update_Record', errors: { remarks: 'Remarks is required if you select reupload request' } }]);
    expect((await Settlement.findByPk(first.settlement.id, { rejectOnEmpty: true })).pending_validate).toBe(true);
    const reupload = await act(first.settlement.id, 'reupload', { remarks: 'The receipt is cut off' });
    expect(reupload.status).toBe(200);
    expect(((await reupload.json()) as { data: SettlementRowJson }).data).toMatchObject({ pending_reupload: true, validation_remarks: 'The receipt is cut off' });

    const validated = await act(second.settlement.id, 'validate', undefined, admin, 'bm');
    expect([validated.status, ((await validated.json()) as { message: string }).message]).toEqual([200, 'Rekod ditetapkan sebagai disahkan']);
    const again = await act(second.settlement.id, 'validate');
    expect(again.status).toBe(409);
    expect((await act(second.settlement.id, 'validate', undefined, accountant)).status).toBe(403);

    const row = await call(one.loader as never, 'GET', `/api/admin/settlements/${second.settlement.id}`, { cookie: accountant, params: { id: String(second.settlement.id) } });
    expect(((await row.json()) as SettlementRowJson).route).toBe('bank');
  });

  it('Pending Settle: the agent filter, Set To Paid with a message (JSON) or a file (multipart), the outcome; then the history', async () => {
    const a = await waitingProof();
    const b = await waitingProof();
    for (const s of [a, b]) expect((await act(s.settlement.id, 'validate')).status).toBe(200);
    const list = await call(pendingSettle.loader as never, 'GET', `/api/admin/settlements-pending-settle?filter=${encodeURIComponent(JSON.stringify({ agent_id: agent.id }))}`, { cookie: accountant });
    const ids = ((await list.json()) as SettlementRowJson[]).map((r) => r.id);
    const agents = await call(settleAgents.loader as never, 'GET', '/api/admin/settlements-pending-settle/agents', { cookie: accountant });
    expect(((await agents.json()) as { data: { id: number }[] }).data.map((a) => a.id)).toContain(agent.id);
    expect(ids).toEqual(expect.arrayContaining([a.settlement.id, b.settlement.id]));

    const noMessage = await call(pay.action as never, 'POST', '/api/admin/settlements/pay', { cookie: accountant, body: { agent_id: agent.id, ids: [a.settlement.id] } });
    expect([noMessage.status, ((await noMessage.json()) as { errors: unknown }).errors]).toEqual([422, { message: 'Message is required if no file selected' }]);

    const paid = await call(pay.action as never, 'POST', '/api/admin/settlements/pay', { cookie: accountant, body: { agent_id: agent.id, ids: [a.settlement.id], message: 'Transferred' } });
    expect([paid.status, ((await paid.json()) as { message: string }).message]).toEqual([200, '1 record(s) paid success, 0 record(s) are fail to proceed']);

    const form = new FormData();
    form.set('agent_id', String(agent.id));
    form.append('ids[]', String(a.settlement.id));
    form.append('ids[]', String(b.settlement.id));
    form.set('file', new File([PNG], 'transfer.png', { type: 'image/png' }));
    const request = new Request('http://portal.test/api/admin/settlements/pay', { method: 'POST', body: form, headers: { Cookie: admin, Accept: 'application/json', 'Accept-Language': 'en' } });
    const multipart = (await pay.action({ request, params: {}, context: { cspNonce: '' } } as never)) as Response;
    expect([multipart.status, ((await multipart.json()) as { message: string }).message]).toEqual([200, '1 record(s) paid success, 1 record(s) are fail to proceed']);
    const settled = await Settlement.findByPk(b.settlement.id, { rejectOnEmpty: true });
    expect(settled.is_settled).toBe(true);
    expect((await Payout.findByPk(settled.payout_id!, { rejectOnEmpty: true })).file).not.toBeNull();

    const done = await call(history.loader as never, 'GET', `/api/admin/settlement-history?filter=${encodeURIComponent(JSON.stringify({ agent_id: agent.id }))}`, { cookie: accountant });
    expect(((await done.json()) as SettlementRowJson[]).map((r) => r.id)).toEqual(expect.arrayContaining([a.settlement.id, b.settlement.id]));
    // The agent has no console list.
    expect((await call(pendingSettle.loader as never, 'GET', '/api/admin/settlements-pending-settle', { cookie: agentCookie })).status).toBe(403);
  });

  it("Pending PayPal (SET-22, G-05): a foreign agent's validated settlement, its PayPal cost, the detail, paid on the PayPal route only", async () => {
    const foreign = await buildAgent({ commission_rate: '25.00' });
    const customer = await buildCustomer();
    const job = await buildSettlementJob({ user: customer, agent: foreign });
    await completeApplication({ actor: customer, applicationId: job.application.id });
    const settlement = await Settlement.findOne({ where: { application_id: job.application.id }, rejectOnEmpty: true });
    await uploadSettlementProof({ actor: foreign, settlementId: settlement.id, proof: { buffer: PDF, filename: 'receipt.pdf' }, proof2: { buffer: PNG, filename: 'invoice.png' } });
    const adminActor = await buildStaff(ROLE.ADMIN);
    await validateSettlement({ actor: adminActor, settlementId: settlement.id });
    await settlement.reload();
    expect(settlement.route).toBe('paypal');

    const list = await call(pendingPaypal.loader as never, 'GET', `/api/admin/settlements-pending-paypal?filter=${encodeURIComponent(JSON.stringify({ agent_id: foreign.id }))}`, { cookie: accountant });
    const rows = (await list.json()) as SettlementRowJson[];
    expect(rows.map((r) => [r.id, r.total, r.paypal_cost, r.net_total])).toEqual([[settlement.id, settlement.total, settlement.paypal_cost, settlement.net_total]]);
    expect(Number(settlement.paypal_cost)).toBeGreaterThan(0);
    const agents = await call(paypalAgents.loader as never, 'GET', '/api/admin/settlements-pending-paypal/agents', { cookie: accountant });
    expect(((await agents.json()) as { data: { id: number }[] }).data.map((a) => a.id)).toContain(foreign.id);
    const detail = await call(pendingPaypalOne.loader as never, 'GET', `/api/admin/settlements-pending-paypal/${settlement.id}`, { cookie: accountant, params: { id: String(settlement.id) } });
    expect(((await detail.json()) as SettlementRowJson).reference).toBe(job.application.reference);
    // A bank-route settlement is not in this list.
    const pendingSettleOnly = await call(pendingSettle.loader as never, 'GET', `/api/admin/settlements-pending-settle?filter=${encodeURIComponent(JSON.stringify({ agent_id: foreign.id }))}`, { cookie: accountant });
    expect(await pendingSettleOnly.json()).toEqual([]);

    // Paid as a bank transfer: refused (another route), nothing changed; as PayPal: paid.
    const asBank = await call(pay.action as never, 'POST', '/api/admin/settlements/pay', { cookie: accountant, body: { agent_id: foreign.id, ids: [settlement.id], message: 'PayPal batch' } });
    expect(asBank.status).toBe(409);
    expect((await settlement.reload()).is_settled).toBe(false);
    const bogus = await call(pay.action as never, 'POST', '/api/admin/settlements/pay', { cookie: accountant, body: { agent_id: foreign.id, ids: [settlement.id], message: 'x', channel: 'cash' } });
    expect(bogus.status).toBe(400);
    const asPaypal = await call(pay.action as never, 'POST', '/api/admin/settlements/pay', { cookie: accountant, body: { agent_id: foreign.id, ids: [settlement.id], message: 'PayPal batch 7', channel: 'paypal' } });
    expect([asPaypal.status, ((await asPaypal.json()) as { message: string }).message]).toEqual([200, '1 record(s) paid success, 0 record(s) are fail to proceed']);
    await settlement.reload();
    expect(settlement.is_settled).toBe(true);
    expect(await Payout.findByPk(settlement.payout_id!, { rejectOnEmpty: true })).toMatchObject({ channel: 'paypal', amount: settlement.net_total });
    const gone = await call(pendingPaypalOne.loader as never, 'GET', `/api/admin/settlements-pending-paypal/${settlement.id}`, { cookie: accountant, params: { id: String(settlement.id) } });
    expect(gone.status).toBe(404);
  });

  it('Send via PayPal (ADR 055): refused until configured; a super admin configures it; sent, then Check status settles it; never for an agent', async () => {
    const payouts = await startLocalPayouts();
    try {
      const foreign = await buildAgent({ commission_rate: '25.00' });
      const customer = await buildCustomer();
      const job = await buildSettlementJob({ user: customer, agent: foreign });
      await completeApplication({ actor: customer, applicationId: job.application.id });
      const settlement = await Settlement.findOne({ where: { application_id: job.application.id }, rejectOnEmpty: true });
      await uploadSettlementProof({ actor: foreign, settlementId: settlement.id, proof: { buffer: PDF }, proof2: { buffer: PNG } });
      await validateSettlement({ actor: await buildStaff(ROLE.ADMIN), settlementId: settlement.id });

      const off = await act(settlement.id, 'send-paypal', {}, accountant);
      expect([off.status, ((await off.json()) as { message: string }).message]).toEqual([409, 'PayPal payouts are not configured. A super admin can set them in Configuration.']);
      const values = PAYOUT_CONFIGURATION;
      expect((await call(payoutConfiguration.action as never, 'PUT', '/api/admin/payout-configuration', { cookie: admin, body: values })).status).toBe(403);
      const superAdmin = await cookieFor((await buildStaff(ROLE.SUPER_ADMIN)).id);
      const saved = await call(payoutConfiguration.action as never, 'PUT', '/api/admin/payout-configuration', { cookie: superAdmin, body: values });
      expect(saved.status).toBe(200);
      const view = await call(payoutConfiguration.loader as never, 'GET', '/api/admin/payout-configuration', { cookie: admin });
      const viewText = await view.text();
      expect(JSON.parse(viewText)).toMatchObject({ configured: true, client_secret_set: true, client_id: 'AlocalPayoutsClient01' });
      expect(viewText).not.toContain('ElocalPayoutsSecret001');

      expect((await act(settlement.id, 'send-paypal', {}, agentCookie)).status).toBe(403);
      const sent = await act(settlement.id, 'send-paypal', {}, accountant);
      expect(sent.status).toBe(200);
      expect(await sent.json()).toMatchObject({ message: 'Sent to PayPal. The settlement is paid when PayPal confirms the payout.', data: { outcome: 'pending', settlement: { id: settlement.id, paypal_in_flight: true } } });
      expect((await act(settlement.id, 'send-paypal', {}, accountant)).status).toBe(409);
      const checked = await act(settlement.id, 'check-paypal', {}, accountant);
      expect(await checked.json()).toMatchObject({ message: 'PayPal paid the settlement.', data: { outcome: 'paid', settlement: { is_settled: true } } });
    } finally {
      await payouts.close();
    }
  });
});
