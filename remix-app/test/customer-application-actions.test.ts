import { describe, expect, it } from 'vitest';
import { Application, APPLICATION_STATUS as S } from '@iprenew/models';
import { buildAgent, buildApplication, buildCustomer, buildPayment, useTestWorld } from '@iprenew/models/testing';
import * as route from '~/routes/dashboard+/_agent+/application.$id';
import { call, request, signedInCookie } from './requests';

/** The customer's Acknowledge and Rate on application/:id (POR-30..35, ADR 042) with real Requests and sessions. */

useTestWorld();
const context = { cspNonce: '' };

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

describe('application/:id — the owner acknowledges and rates', () => {
  it('acknowledge, a rating without stars (422 Rating is Required), then a rating: Completed; redirects carry the success message', async () => {
    const customer = await buildCustomer();
    const { application } = await buildApplication({ user: customer, agent: await buildAgent(), status: S.CERTIFICATE_READY });
    const id = String(application.id);
    const cookie = await signedInCookie(customer);
    const post = (fields: Record<string, string>) => call(async () => route.action({ request: request(`/dashboard/application/${id}`, { method: 'POST', cookie, body: form(fields) }), params: { id }, context }));

    const loaded = await call(async () => route.loader({ request: request(`/dashboard/application/${id}`, { cookie }), params: { id }, context }));
    expect(loaded.body).toMatchObject({ side: 'customer', application: { can_acknowledge: true, can_rate: false }, orderActions: [] });

    const acknowledged = await post({ intent: 'acknowledge' });
    expect([acknowledged.status, acknowledged.response?.headers.get('Location')]).toEqual([302, `/dashboard/application/${id}`]);
    expect((await post({ intent: 'acknowledge' })).body).toMatchObject({ failure: { form: 'acknowledge', message: 'applications:customer.acknowledge.fail' } });

    const none = await post({ intent: 'rate', rating: '0', review: 'Kept', is_anonymous: '1' });
    expect(none).toMatchObject({ status: 422, body: { failure: { form: 'rate', message: 'applications:customer.rate.required', fieldErrors: { rating: ['applications:customer.rate.required'] }, values: { rating: '0', review: 'Kept', is_anonymous: true } } } });
    expect((await Application.findByPk(application.id))!.rating).toBeNull();

    const rated = await post({ intent: 'rate', rating: '5', review: 'Great', is_anonymous: '1' });
    expect(rated.status).toBe(302);
    expect(await Application.findByPk(application.id)).toMatchObject({ status_id: S.COMPLETED, rating: 5, review: 'Great', is_anonymous: true });
    expect((await post({ intent: 'rate', rating: '4' })).status).toBe(409);
    expect((await post({ intent: 'unknown' })).status).toBe(400);
  });

  it('another customer gets 404 and changes nothing', async () => {
    const customer = await buildCustomer();
    const { application } = await buildApplication({ user: customer, status: S.CERTIFICATE_READY });
    const id = String(application.id);
    const cookie = await signedInCookie(await buildCustomer());
    for (const fields of [{ intent: 'acknowledge' }, { intent: 'rate', rating: '5' }] as Record<string, string>[]) {
      const answer = await call(async () => route.action({ request: request(`/dashboard/application/${id}`, { method: 'POST', cookie, body: form(fields) }), params: { id }, context }));
      expect(answer.status).toBe(404);
    }
    expect(await Application.findByPk(application.id)).toMatchObject({ acknowledge: false, rating: null, status_id: S.CERTIFICATE_READY });
  });
});

describe('application/:id — the payment table (ORD-51, G-64)', () => {
  it('offers each order the actions its rules answer: pay later open → Upload Slip, Pay Now, Cancel; a slip waiting → none; paid → the invoice', async () => {
    const customer = await buildCustomer();
    const cookie = await signedInCookie(customer);
    const expected = {
      paylater: { can_upload_slip: true, can_pay_now: true, can_cancel: true, can_download_invoice: false },
      slip: { can_upload_slip: false, can_pay_now: false, can_cancel: false, can_download_invoice: false },
      paid: { can_upload_slip: false, can_pay_now: false, can_cancel: false, can_download_invoice: true },
    } as const;
    for (const [state, actions] of Object.entries(expected) as [keyof typeof expected, (typeof expected)[keyof typeof expected]][]) {
      const { order, application } = await buildPayment({ user: customer, state });
      const id = String(application.id);
      const loaded = await call(async () => route.loader({ request: request(`/dashboard/application/${id}`, { cookie }), params: { id }, context }));
      expect(loaded.body, state).toMatchObject({ application: { orders: [{ reference: order.reference }] }, orderActions: [{ reference: order.reference, ...actions }] });
    }
  });
});
