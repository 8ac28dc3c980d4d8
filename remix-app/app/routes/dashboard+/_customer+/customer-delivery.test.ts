import { APPLICATION_STATUS, CartItem, Country, Delivery, DeliveryPrice, State } from '@iprenew/models';
import { buildAgent, buildApplication, buildCustomer, openTestWorld, type TestWorld } from '@iprenew/models/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, signedInCookie, thrown } from '../../../../test/requests';
import { action as deliveryAction, loader as deliveryLoader } from '../_agent+/delivery';
import { action as requestAction, loader as requestLoader } from './application.$id_.delivery';

/** The customer's side of delivery through the routes (DLV-1, DLV-4, DLV-8/9, DLV-11..16, ACL-52, ADR 041). */

let world: TestWorld;
beforeAll(async () => {
  world = await openTestWorld();
});
afterAll(async () => {
  await world?.close();
});

const context = { cspNonce: '' };
type Answer = { data?: unknown; init?: { status?: number } | null };
const body = <T,>(answer: unknown) => ({ data: (answer as Answer).data as T, status: (answer as Answer).init?.status ?? 200 });

async function post(path: string, user: { id: number }, fields: Record<string, string>) {
  return request(path, { method: 'POST', body: new URLSearchParams(fields), cookie: await signedInCookie(user) });
}

describe('/dashboard/delivery for a customer', () => {
  it('lists only their deliveries with the tracking link, and marks one received (owner only, Delivering only)', async () => {
    const agent = await buildAgent();
    const customer = await buildCustomer();
    const { application } = await buildApplication({ user: customer, agent, status: APPLICATION_STATUS.CERTIFICATE_READY });
    const delivering = await Delivery.create({ application_id: application.id, fee: '15.00', courier: 'Pos Laju', tracking_no: 'EP777MY' });
    const pending = await Delivery.create({ application_id: application.id, fee: '15.00' });
    const { application: theirs } = await buildApplication({ user: await buildCustomer(), agent, status: APPLICATION_STATUS.CERTIFICATE_READY });
    await Delivery.create({ application_id: theirs.id, fee: '15.00' });

    const page = (await deliveryLoader({ request: request('/dashboard/delivery', { cookie: await signedInCookie(customer) }), params: {}, context })) as unknown as {
      side: string;
      rows: { id: number; tracking_url: string | null; can_mark_received: boolean }[];
    };
    expect(page.side).toBe('customer');
    expect(page.rows.map((r) => r.id).sort()).toEqual([delivering.id, pending.id].sort());
    expect(page.rows.find((r) => r.id === delivering.id)).toMatchObject({ tracking_url: 'https://parcelsapp.com/en/tracking/EP777MY', can_mark_received: true });

    const other = await buildCustomer();
    expect((await thrown(deliveryAction({ request: await post('/dashboard/delivery', other, { intent: 'receive', id: String(delivering.id) }), params: {}, context }))).status).toBe(404);
    const refused = body<{ error: string }>(await deliveryAction({ request: await post('/dashboard/delivery', customer, { intent: 'receive', id: String(pending.id) }), params: {}, context }));
    expect([refused.status, refused.data.error]).toEqual([409, 'deliveries:update.fail']);
    const done = body<{ success: string }>(await deliveryAction({ request: await post('/dashboard/delivery', customer, { intent: 'receive', id: String(delivering.id) }), params: {}, context }));
    expect([done.status, done.data.success]).toEqual([200, 'deliveries:update.success']);
    expect((await Delivery.findByPk(delivering.id))!.is_delivered).toBe(true);
    expect(world.mailsTo(agent.email)).toHaveLength(1);
  });
});

describe('/dashboard/application/:id/delivery', () => {
  it('404 for another customer; an uncovered address answers the coverage message with nothing written; a covered one goes to the cart', async () => {
    const country = await Country.create({ name: 'Routeland', iso2: 'XR' } as never);
    const covered = await State.create({ country_id: country.id, name: 'Near' });
    const far = await State.create({ country_id: country.id, name: 'Far' });
    await DeliveryPrice.create({ country_id: country.id, state_id: covered.id, fee: '12.00' });
    const customer = await buildCustomer();
    const { application } = await buildApplication({ user: customer, status: APPLICATION_STATUS.COMPLETED });
    const path = `/dashboard/application/${application.id}/delivery`;
    const params = { id: String(application.id) };

    const other = await buildCustomer();
    expect((await thrown(requestLoader({ request: request(path, { cookie: await signedInCookie(other) }), params, context }))).status).toBe(404);
    const fields = { address_1: '1 Jalan Satu', poscode: '50000', city: 'Kuala Lumpur', country_id: String(country.id) };
    expect((await thrown(requestAction({ request: await post(path, other, { ...fields, state_id: String(covered.id) }), params, context }))).status).toBe(404);

    const page = (await requestLoader({ request: request(`${path}?country_id=${country.id}`, { cookie: await signedInCookie(customer) }), params, context })) as unknown as {
      delivery: { can_request_delivery: boolean };
      states: { id: number }[];
    };
    expect(page.delivery.can_request_delivery).toBe(true);
    expect(page.states.map((s) => s.id).sort()).toEqual([covered.id, far.id].sort());

    const refused = body<{ error: string }>(await requestAction({ request: await post(path, customer, { ...fields, state_id: String(far.id) }), params, context }));
    expect([refused.status, refused.data.error]).toEqual([422, 'deliveries:customer.request.not_covered']);
    expect(await CartItem.count({ where: { user_id: customer.id } })).toBe(0);

    const added = (await requestAction({ request: await post(path, customer, { ...fields, state_id: String(covered.id) }), params, context })) as Response;
    expect([added.status, added.headers.get('Location')]).toEqual([302, '/dashboard/cart']);
    expect(await CartItem.count({ where: { user_id: customer.id, service_id: 4, fee_type: 'delivery_fee' } })).toBe(1);
  });
});
