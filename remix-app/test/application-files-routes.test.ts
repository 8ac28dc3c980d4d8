import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, ApplicationFile, FILE_STATUS, SERVICE } from '@iprenew/models';
import { buildAgent, buildApplication, buildCustomer, DOCX, PDF, PNG, useTestWorld } from '@iprenew/models/testing';
import * as addRoute from '~/routes/dashboard+/_agent+/application.$id_.files';
import * as fileRoute from '~/routes/dashboard+/_agent+/application.$id_.files.$fileId';
import * as logoRoute from '~/routes/dashboard+/_agent+/application.$id_.logo';
import * as sdRoute from '~/routes/dashboard+/_agent+/application.$id_.sd';
import { routeAnswer as call, request, signedInCookie } from './requests';

/** The files card's resource routes (AGT-16, AGT-25, AGT-28..33, G-45, G-53) with real Requests and sessions. */

useTestWorld();
const context = { cspNonce: '' };

function form(fields: Record<string, string | Blob>, fileName = 'doc.pdf'): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) body.append(name, value, fileName);
    else body.append(name, value);
  }
  return body;
}

const post = async (path: string, cookie: string, body: FormData) => request(path, { method: 'POST', body, cookie });

async function job() {
  const customer = await buildCustomer();
  const agent = await buildAgent();
  const { application } = await buildApplication({ user: customer, agent, service: SERVICE.RENEWAL, status: S.IN_PROGRESS });
  return { customer, agent, application, agentCookie: await signedInCookie(agent), customerCookie: await signedInCookie(customer) };
}

describe('files card routes', () => {
  it('lets the assigned agent add, hide, restore and re-upload, answering the spec messages', async () => {
    const { agent, application, agentCookie } = await job();
    const id = String(application.id);
    const added = await call(async () => addRoute.action({ request: await post(`/dashboard/application/${id}/files`, agentCookie, form({ description: 'Power of attorney', is_hidden: 'false', file: new Blob([new Uint8Array(PDF)]) })), params: { id }, context }));
    expect(added).toMatchObject({ status: 200, body: { ok: true, message: 'files:success.upload' } });
    const file = await ApplicationFile.findOne({ where: { application_id: application.id }, rejectOnEmpty: true });
    expect(file).toMatchObject({ description: 'Power of attorney', filename: 'doc.pdf', uploaded_by: agent.id });
    const fileId = String(file.id);
    const rowAction = async (fields: Record<string, string | Blob>, name?: string) =>
      call(async () => fileRoute.action({ request: await post(`/dashboard/application/${id}/files/${fileId}`, agentCookie, form(fields, name)), params: { id, fileId }, context }));
    expect(await rowAction({ intent: 'hide' })).toMatchObject({ status: 200, body: { message: 'files:success.hide' } });
    expect(await rowAction({ intent: 'hide' })).toMatchObject({ status: 409, body: { ok: false, message: 'files:fail.remove' } });
    expect(await rowAction({ intent: 'restore' })).toMatchObject({ status: 200, body: { message: 'files:success.restore' } });
    expect(await rowAction({ intent: 'reupload', file: new Blob([new Uint8Array(DOCX)]) }, 'v2.docx')).toMatchObject({ status: 200, body: { message: 'files:success.reupload' } });
    expect(await rowAction({ intent: 'reupload', file: new Blob([new Uint8Array(PNG)]) }, 'x.pdf')).toMatchObject({ status: 422, body: { message: 'files:fail.update', fieldErrors: { file: ['files:validation.file_type'] } } });
    expect(await rowAction({ intent: 'bogus' })).toMatchObject({ status: 400, body: { ok: false, message: 'files:fail.update' } });

    const downloaded = await call(async () => fileRoute.loader({ request: request(`/dashboard/application/${id}/files/${fileId}`, { cookie: agentCookie }), params: { id, fileId }, context }));
    expect(downloaded.status).toBe(200);
    expect(downloaded.response!.headers.get('Content-Disposition')).toContain('attachment; filename="v2.docx"');
    expect(downloaded.response!.headers.get('Cache-Control')).toBe('private, no-store');
    expect(Buffer.from(await downloaded.response!.arrayBuffer()).equals(DOCX)).toBe(true);
  });

  it('answers 404 to another agent on every download and action, and serves the owner only what they may see', async () => {
    const { application, agentCookie, customerCookie } = await job();
    const id = String(application.id);
    await call(async () => addRoute.action({ request: await post(`/dashboard/application/${id}/files`, agentCookie, form({ description: 'Shown', is_hidden: 'false', file: new Blob([new Uint8Array(PDF)]) })), params: { id }, context }));
    await call(async () => addRoute.action({ request: await post(`/dashboard/application/${id}/files`, agentCookie, form({ description: 'Agent only', is_hidden: 'true', file: new Blob([new Uint8Array(PDF)]) })), params: { id }, context }));
    const [shown, secret] = await ApplicationFile.findAll({ where: { application_id: application.id }, order: [['id', 'ASC']] });
    const other = await signedInCookie(await buildAgent());

    const get = (cookie: string, fileId: number) => call(async () => fileRoute.loader({ request: request(`/dashboard/application/${id}/files/${fileId}`, { cookie }), params: { id, fileId: String(fileId) }, context }));
    expect((await get(customerCookie, shown!.id)).status).toBe(200);
    expect((await get(customerCookie, secret!.id)).status).toBe(404);
    expect((await get(other, shown!.id)).status).toBe(404);
    expect((await call(async () => sdRoute.loader({ request: request(`/dashboard/application/${id}/sd`, { cookie: other }), params: { id }, context }))).status).toBe(404);
    expect((await call(async () => logoRoute.loader({ request: request(`/dashboard/application/${id}/logo`, { cookie: other }), params: { id }, context }))).status).toBe(404);

    const attempts = [
      () => addRoute.action({ request: request(`/dashboard/application/${id}/files`, { method: 'POST', cookie: other, body: form({ description: 'x', is_hidden: 'false', file: new Blob([new Uint8Array(PDF)]) }) }), params: { id }, context }),
      () => fileRoute.action({ request: request(`/dashboard/application/${id}/files/${shown!.id}`, { method: 'POST', cookie: other, body: form({ intent: 'hide' }) }), params: { id, fileId: String(shown!.id) }, context }),
      () => sdRoute.action({ request: request(`/dashboard/application/${id}/sd`, { method: 'POST', cookie: other, body: form({ file: new Blob([new Uint8Array(PDF)]) }) }), params: { id }, context }),
      () => logoRoute.action({ request: request(`/dashboard/application/${id}/logo`, { method: 'POST', cookie: other, body: form({ logo: new Blob([new Uint8Array(PNG)]) }, 'a.png') }), params: { id }, context }),
    ];
    for (const attempt of attempts) expect((await call(attempt)).status).toBe(404);
    // The owning customer reads application/:id (ADR 038) but may not take the agent's actions: refused, nothing changes.
    expect((await call(() => fileRoute.action({ request: request(`/dashboard/application/${id}/files/${shown!.id}`, { method: 'POST', cookie: customerCookie, body: form({ intent: 'hide' }) }), params: { id, fileId: String(shown!.id) }, context }))).status).toBe(403);
    expect((await ApplicationFile.findByPk(shown!.id))?.status_id).toBe(FILE_STATUS.VISIBLE);
  });

  it('downloads the SD as a PDF and uploads the signed SD as a locked file; sets the logo', async () => {
    const { application, agentCookie, customerCookie } = await job();
    const id = String(application.id);
    const sd = await call(async () => sdRoute.loader({ request: request(`/dashboard/application/${id}/sd`, { cookie: agentCookie }), params: { id }, context }));
    expect(sd.status).toBe(200);
    expect(sd.response!.headers.get('Content-Type')).toBe('application/pdf');
    expect(Buffer.from(await sd.response!.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const uploaded = await call(async () => sdRoute.action({ request: await post(`/dashboard/application/${id}/sd`, agentCookie, form({ file: new Blob([new Uint8Array(PDF)]) }, 'signed-sd.pdf')), params: { id }, context }));
    expect(uploaded).toMatchObject({ status: 200, body: { ok: true, message: 'applications:step.success' } });
    expect(await ApplicationFile.findOne({ where: { application_id: application.id } })).toMatchObject({ filename: 'signed-sd.pdf', status_id: FILE_STATUS.LOCKED });

    const logo = await call(async () => logoRoute.action({ request: await post(`/dashboard/application/${id}/logo`, agentCookie, form({ logo: new Blob([new Uint8Array(PNG)]) }, 'mark.png')), params: { id }, context }));
    expect(logo).toMatchObject({ status: 200, body: { message: 'files:logo.success' } });
    const bad = await call(async () => logoRoute.action({ request: await post(`/dashboard/application/${id}/logo`, agentCookie, form({ logo: new Blob([new Uint8Array(PDF)]) }, 'mark.pdf')), params: { id }, context }));
    expect(bad).toMatchObject({ status: 422, body: { fieldErrors: { logo: ['orders:request.validation.logo_type'] } } });
    const image = await call(async () => logoRoute.loader({ request: request(`/dashboard/application/${id}/logo`, { cookie: customerCookie }), params: { id }, context }));
    expect([image.status, image.response!.headers.get('Content-Type')]).toEqual([200, 'image/png']);
  });
});
