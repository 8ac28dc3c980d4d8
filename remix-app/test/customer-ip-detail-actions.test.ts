import { describe, expect, it } from 'vitest';
import { Application, ApplicationFile, APPLICATION_STATUS as S, FILE_STATUS } from '@iprenew/models';
import { buildAgent, buildApplication, buildCustomer, useTestWorld } from '@iprenew/models/testing';
import * as route from '~/routes/dashboard+/_agent+/$type.detail.$id';
import { call, request, signedInCookie } from './requests';

/**
 * The customer's IP detail (POR-15, ADR 046) with real Requests and sessions: the latest
 * application's Acknowledge / Rate and its visible files, on ip/detail/:id; another customer 404.
 */

useTestWorld();
const context = { cspNonce: '' };

/** The forms post url-encoded, as the browser sends a Remix <Form> (the logo upload alone is multipart). */
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

async function certificateReady() {
  const customer = await buildCustomer();
  const { application, ip } = await buildApplication({ user: customer, agent: await buildAgent(), status: S.CERTIFICATE_READY });
  await ApplicationFile.create({ application_id: application.id, description: 'Certificate', filename: 'certificate.pdf', path: `t/${application.id}/certificate.pdf` });
  await ApplicationFile.create({ application_id: application.id, description: 'Office note', filename: 'note.pdf', path: `t/${application.id}/note.pdf`, is_hidden: true });
  await ApplicationFile.create({ application_id: application.id, description: 'Withdrawn', filename: 'old.pdf', path: `t/${application.id}/old.pdf`, status_id: FILE_STATUS.HIDDEN });
  return { customer, application, ip, path: `/dashboard/ip/detail/${ip.id}`, params: { type: 'ip', id: String(ip.id) } };
}

describe('ip/detail/:id — the owner acknowledges and rates the latest application', () => {
  it('shows only the visible files; acknowledge, a rating without stars (422), then a rating: Completed; each redirect comes back here', async () => {
    const { customer, application, path, params } = await certificateReady();
    const cookie = await signedInCookie(customer);
    const load = () => call(async () => route.loader({ request: request(path, { cookie }), params, context }));
    const post = (fields: Record<string, string>) => call(async () => route.action({ request: request(path, { method: 'POST', cookie, body: form(fields) }), params, context }));

    const loaded = await load();
    expect(loaded.body).toMatchObject({ side: 'customer', detail: { latest_application: { id: application.id, can_acknowledge: true, can_rate: false } } });
    expect((loaded.body as { files: { description: string }[] }).files.map((file) => file.description)).toEqual(['Certificate']);

    const acknowledged = await post({ intent: 'acknowledge' });
    expect([acknowledged.status, acknowledged.response?.headers.get('Location')]).toEqual([302, path]);
    expect((await load()).body).toMatchObject({ detail: { latest_application: { can_acknowledge: false, can_rate: true } } });

    const none = await post({ intent: 'rate', rating: '0', review: 'Kept' });
    expect(none).toMatchObject({ status: 422, body: { failure: { form: 'rate', message: 'applications:customer.rate.required' } } });
    expect((await Application.findByPk(application.id))!.rating).toBeNull();

    const rated = await post({ intent: 'rate', rating: '4', review: 'Clear and quick', is_anonymous: '0' });
    expect([rated.status, rated.response?.headers.get('Location')]).toEqual([302, path]);
    expect(await Application.findByPk(application.id)).toMatchObject({ status_id: S.COMPLETED, rating: 4, review: 'Clear and quick', acknowledge: true });
    expect((await load()).body).toMatchObject({ detail: { latest_application: { can_acknowledge: false, can_rate: false, rating: 4, review: 'Clear and quick' } } });
    expect((await post({ intent: 'rate', rating: '5' })).status).toBe(409);
    expect((await post({ intent: 'other' })).status).toBe(400);
  });

  it('another customer gets 404 for the page and each form, and nothing changes', async () => {
    const { application, path, params } = await certificateReady();
    const cookie = await signedInCookie(await buildCustomer());
    expect((await call(async () => route.loader({ request: request(path, { cookie }), params, context }))).status).toBe(404);
    for (const fields of [{ intent: 'acknowledge' }, { intent: 'rate', rating: '5' }] as Record<string, string>[]) {
      const answer = await call(async () => route.action({ request: request(path, { method: 'POST', cookie, body: form(fields) }), params, context }));
      expect(answer.status).toBe(404);
    }
    expect(await Application.findByPk(application.id)).toMatchObject({ acknowledge: false, rating: null, status_id: S.CERTIFICATE_READY });
  });
});
