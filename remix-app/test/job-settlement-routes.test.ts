import { describe, expect, it } from 'vitest';
import { completeApplication, Settlement } from '@iprenew/models';
import { buildAgent, buildCustomer, buildSettlementJob, PDF, PNG, useTestWorld } from '@iprenew/models/testing';
import * as route from '~/routes/dashboard+/_agent+/application.$id';
import { call, request, signedInCookie } from './requests';

/** The job page's payment table and Upload Proof (AGT-12, SET-8..13, G-60) with real Requests and sessions. */

useTestWorld();
const context = { cspNonce: '' };

function form(fields: Record<string, string | [Buffer, string]>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, new Blob([new Uint8Array(value[0])]), value[1]);
  }
  return body;
}

async function completedJob() {
  const customer = await buildCustomer();
  const agent = await buildAgent({ commission_rate: '30.00' } as never);
  const job = await buildSettlementJob({ user: customer, agent });
  await completeApplication({ actor: customer, applicationId: job.application.id });
  const id = String(job.application.id);
  return { agent, id, path: `/dashboard/application/${id}`, cookie: await signedInCookie(agent) };
}

describe('application/:id — the agent’s payment table', () => {
  it('shows the settlement from Completed on; Upload Proof needs both files, then the proof waits for validation', async () => {
    const { id, path, cookie } = await completedJob();
    const load = async () => (await call(async () => route.loader({ request: request(path, { cookie }), params: { id }, context }))).body as { settlement: Record<string, unknown> | null };
    const post = (fields: Record<string, string | [Buffer, string]>) => call(async () => route.action({ request: request(`${path}?proof`, { method: 'POST', cookie, body: form(fields) }), params: { id }, context }));

    const before = await load();
    expect(before.settlement).toMatchObject({ proof_status: 'pending_upload', proof_status_key: 'settlements:proof_status.pending_upload', can_upload_proof: true, has_proof: false });
    expect(before.settlement).not.toHaveProperty('proof');

    const missing = await post({ intent: 'upload-proof', proof: [PDF, 'receipt.pdf'] });
    expect(missing).toMatchObject({ status: 422, body: { failure: { form: 'proof', message: 'settlements:upload.fail', fieldErrors: { proof2: ['settlements:validation.proof_required'] } } } });
    const wrongType = await post({ intent: 'upload-proof', proof: [PDF, 'receipt.pdf'], proof2: [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'invoice.gif'] });
    expect(wrongType).toMatchObject({ status: 422, body: { failure: { fieldErrors: { proof2: ['settlements:validation.proof_type'] } } } });
    expect(await Settlement.findOne({ where: { application_id: Number(id) }, raw: true })).toMatchObject({ pending_upload: 1, proof: null });

    const uploaded = await post({ intent: 'upload-proof', proof: [PDF, 'receipt.pdf'], proof2: [PNG, 'invoice.png'], remarks: 'Paid at the counter' });
    expect([uploaded.status, uploaded.response?.headers.get('Location')]).toEqual([302, path]);
    const after = await load();
    expect(after.settlement).toMatchObject({ proof_status: 'pending_validate', can_upload_proof: false, has_proof: true, has_proof2: true, remarks: 'Paid at the counter' });
    expect((await post({ intent: 'upload-proof', proof: [PDF, 'receipt.pdf'], proof2: [PNG, 'invoice.png'] })).status).toBe(409);
  });

  it('another agent gets 404 for the page and the upload, and nothing changes', async () => {
    const { id, path } = await completedJob();
    const cookie = await signedInCookie(await buildAgent());
    expect((await call(async () => route.loader({ request: request(path, { cookie }), params: { id }, context }))).status).toBe(404);
    const answer = await call(async () => route.action({ request: request(`${path}?proof`, { method: 'POST', cookie, body: form({ intent: 'upload-proof', proof: [PDF, 'r.pdf'], proof2: [PNG, 'i.png'] }) }), params: { id }, context }));
    expect(answer.status).toBe(404);
    expect(await Settlement.findOne({ where: { application_id: Number(id) }, raw: true })).toMatchObject({ pending_upload: 1, proof: null });
  });
});
