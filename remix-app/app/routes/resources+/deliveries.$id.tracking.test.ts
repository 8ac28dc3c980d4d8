import { Delivery } from '@iprenew/models';
import { buildAgent, buildApplication, buildCustomer, openTestWorld, type TestWorld } from '@iprenew/models/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, signedInCookie, thrown } from '../../../test/requests';
import { action } from './deliveries.$id.tracking';

/** The tracking action of the agent's delivery list and the job page's deliver request (DLV-5..7, AGT-13). */

let world: TestWorld;
beforeAll(async () => {
  world = await openTestWorld();
});
afterAll(async () => {
  await world?.close();
});

const context = { cspNonce: '' };

async function post(user: { id: number }, id: number, fields: Record<string, string>) {
  const cookie = await signedInCookie(user);
  const req = request(`/resources/deliveries/${id}/tracking`, { method: 'POST', body: new URLSearchParams(fields), cookie });
  return action({ request: req, params: { id: String(id) }, context });
}

async function pendingDelivery(agent: { id: number }) {
  const customer = await buildCustomer();
  const { application } = await buildApplication({ user: customer, agent });
  const delivery = await Delivery.create({ application_id: application.id, fee: '20.00' });
  return { customer, delivery };
}

const payload = async (response: unknown) => {
  const value = response as { data?: unknown; init?: { status?: number } | null };
  return { body: value.data as { success: string | null; result: { error?: Record<string, string[]> } }, status: value.init?.status ?? 200 };
};

describe('POST /resources/deliveries/:id/tracking', () => {
  it('the assigned agent dispatches: Delivering, "Record update successful", the customer mailed', async () => {
    const agent = await buildAgent();
    const { delivery, customer } = await pendingDelivery(agent);
    const { body, status } = await payload(await post(agent, delivery.id, { courier: 'Pos Laju', tracking_no: 'EP000111MY' }));
    expect([status, body.success]).toEqual([200, 'deliveries:update.success']);
    await delivery.reload();
    expect([delivery.courier, delivery.tracking_no]).toEqual(['Pos Laju', 'EP000111MY']);
    expect(world.mailsTo(customer.email)).toHaveLength(1);
  });

  it('answers the min-3 messages with 422 and changes nothing', async () => {
    const agent = await buildAgent();
    const { delivery } = await pendingDelivery(agent);
    const { body, status } = await payload(await post(agent, delivery.id, { courier: 'DH', tracking_no: 'x1' }));
    expect(status).toBe(422);
    expect(body.success).toBeNull();
    expect(body.result.error).toMatchObject({ courier: ['deliveries:validation.courier_min'], tracking_no: ['deliveries:validation.tracking_no_min'] });
    expect((await Delivery.findByPk(delivery.id))!.tracking_no).toBeNull();
  });

  it("answers 404 to another agent and to a customer (whose side is not built), 409 once delivered", async () => {
    const agent = await buildAgent();
    const { delivery, customer } = await pendingDelivery(agent);
    expect((await thrown(post(await buildAgent(), delivery.id, { courier: 'GDEX', tracking_no: 'GD12345' }))).status).toBe(404);
    expect((await thrown(post(customer, delivery.id, { courier: 'GDEX', tracking_no: 'GD12345' }))).status).toBe(404);
    expect((await Delivery.findByPk(delivery.id))!.tracking_no).toBeNull();
    await delivery.update({ tracking_no: 'DONE123', courier: 'GDEX', is_delivered: true });
    const { body, status } = await payload(await post(agent, delivery.id, { courier: 'GDEX', tracking_no: 'GD12345' }));
    expect([status, body.result.error?.['']]).toEqual([409, ['deliveries:update.fail']]);
  });
});
