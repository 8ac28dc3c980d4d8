import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, SERVICE } from '../../constants/index';
import { Application } from '../../models/application';
import { AuditMail } from '../../models/audit-mail';
import { CartItem } from '../../models/cart-item';
import { Country } from '../../models/country';
import { Delivery } from '../../models/delivery';
import { DeliveryPrice } from '../../models/delivery-price';
import { State } from '../../models/state';
import { buildAgent, buildApplication, buildCustomer, caught, useTestWorld } from '../../testing/index';
import { createOrder } from '../orders/create-order';
import { fulfilOrder } from '../orders/fulfil-order';
import { markDeliveryReceived } from './mark-delivery-received';
import { openDeliveryRequest } from './open-delivery-request';
import { requestDelivery } from './request-delivery';
import { canRequestDelivery, deliveryRequestRefusal } from './rules';
import { trackingUrlOf } from './shared';
import { catalogue } from '../../i18n/index';

/** The customer's side of delivery (DLV-8/9, DLV-11..16, G-37, ACL-52, ADR 041). */

const world = useTestWorld();

let next = 0;
async function places() {
  next += 1;
  const country = await Country.create({ name: `Covered ${next}`, iso2: `X${String.fromCharCode(64 + next)}` } as never);
  const covered = await State.create({ country_id: country.id, name: 'Covered State' });
  const uncovered = await State.create({ country_id: country.id, name: 'Far Island' });
  await DeliveryPrice.create({ country_id: country.id, state_id: covered.id, fee: '18.50' });
  return { country, covered, uncovered };
}

const address = (countryId: number, stateId: number) => ({ address_1: '12 Jalan Ampang', address_2: '', poscode: '50450', city: 'Kuala Lumpur', country_id: String(countryId), state_id: String(stateId) });

describe('the deliver request rule (G-37)', () => {
  it('allows Certificate Ready and Completed without an open request, nothing else', () => {
    expect(canRequestDelivery({ status_id: S.CERTIFICATE_READY }, 0)).toBe(true);
    expect(canRequestDelivery({ status_id: S.COMPLETED }, 0)).toBe(true);
    expect(deliveryRequestRefusal({ status_id: S.FILED }, 0)).toBe('status');
    expect(deliveryRequestRefusal({ status_id: null }, 0)).toBe('status');
    expect(deliveryRequestRefusal({ status_id: S.COMPLETED }, 1)).toBe('open');
  });
});

describe('requestDelivery (DLV-11..15)', () => {
  it('the owner adds one service-4 cart line with the address and the fee; a second request is refused; paying creates the delivery once', async () => {
    const { country, covered } = await places();
    const customer = await buildCustomer();
    const { application } = await buildApplication({ user: customer, status: S.CERTIFICATE_READY });
    expect((await openDeliveryRequest({ actor: customer, applicationId: application.id })).can_request_delivery).toBe(true);

    const { message, line } = await requestDelivery({ actor: customer, applicationId: application.id, address: address(country.id, covered.id) });
    expect(message).toBe('deliveries:customer.request.success');
    expect(line).toMatchObject({ kind: 'delivery', service_id: SERVICE.DELIVERY, fee_type: 'delivery_fee', fee: '18.50', application_id: application.id });
    expect(line.address).toMatchObject({ address_1: '12 Jalan Ampang', address_2: null, state: 'Covered State', country: country.name, state_id: covered.id });

    const again = await caught(requestDelivery({ actor: customer, applicationId: application.id, address: address(country.id, covered.id) }));
    expect([again.status, again.messageKey]).toEqual([409, 'deliveries:customer.request.open_exists']);
    expect(await CartItem.count({ where: { application_id: application.id } })).toBe(1);
    expect((await openDeliveryRequest({ actor: customer, applicationId: application.id })).refusal).toBe('open');

    const order = await createOrder({ actor: customer, cartIds: [line.id] });
    expect((await openDeliveryRequest({ actor: customer, applicationId: application.id })).refusal).toBe('open');
    await fulfilOrder({ reference: order.reference, method: 'bypass', actor: customer });
    await fulfilOrder({ reference: order.reference, method: 'bypass', actor: customer });
    const deliveries = await Delivery.findAll({ where: { application_id: application.id } });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ fee: '18.50', fee_type: 'delivery_fee', tracking_no: null });
    expect((await openDeliveryRequest({ actor: customer, applicationId: application.id })).refusal).toBe('open');
  });

  it('refuses another customer (404), a wrong status (409), a bad address (422 with field messages) and an uncovered one — nothing written', async () => {
    const { country, covered, uncovered } = await places();
    const customer = await buildCustomer();
    const { application } = await buildApplication({ user: customer, status: S.CERTIFICATE_READY });
    const { application: filed } = await buildApplication({ user: customer, status: S.FILED });

    expect((await caught(requestDelivery({ actor: await buildCustomer(), applicationId: application.id, address: address(country.id, covered.id) }))).status).toBe(404);
    expect((await caught(openDeliveryRequest({ actor: await buildCustomer(), applicationId: application.id }))).status).toBe(404);
    expect((await caught(requestDelivery({ actor: await buildAgent(), applicationId: application.id, address: address(country.id, covered.id) }))).status).toBe(403);
    const wrong = await caught(requestDelivery({ actor: customer, applicationId: filed.id, address: address(country.id, covered.id) }));
    expect([wrong.status, wrong.messageKey]).toEqual([409, 'deliveries:customer.request.not_allowed']);

    const bad = await caught(requestDelivery({ actor: customer, applicationId: application.id, address: { address_1: 'ab', address_2: 'x', poscode: '', city: 'KL', country_id: String(country.id) } }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.fieldErrors).sort()).toEqual(['address_1', 'address_2', 'city', 'poscode', 'state_id']);

    const far = await caught(requestDelivery({ actor: customer, applicationId: application.id, address: address(country.id, uncovered.id) }));
    expect([far.status, far.messageKey]).toEqual([422, 'deliveries:customer.request.not_covered']);
    expect(((catalogue.en.deliveries as { customer: { request: Record<string, string> } }).customer.request).not_covered).toBe('The current address is not cover in delivering service.');
    expect(await CartItem.count({ where: { user_id: customer.id } })).toBe(0);
  });

  it("'Use Own Address' reads the profile on the server", async () => {
    const { country, covered } = await places();
    const customer = await buildCustomer();
    await customer.update({ address_1: '7 Lorong Profile', address_2: null, poscode: '10050', city: 'George Town', country_id: country.id, state_id: covered.id });
    const { application } = await buildApplication({ user: customer, status: S.COMPLETED });
    const { line } = await requestDelivery({ actor: customer, applicationId: application.id, address: { address_1: 'ignored' }, useOwnAddress: true });
    expect(line.address).toMatchObject({ address_1: '7 Lorong Profile', city: 'George Town', state_id: covered.id });
  });
});

describe('markDeliveryReceived (DLV-8/9, G-36)', () => {
  it('sets delivered_at on the delivery and its application and mails the assigned agent once, in their language', async () => {
    const agent = await buildAgent({ language: 'bm' });
    const customer = await buildCustomer();
    const { application } = await buildApplication({ user: customer, agent, status: S.CERTIFICATE_READY });
    const delivery = await Delivery.create({ application_id: application.id, fee: '10.00', courier: 'Pos Laju', tracking_no: 'EP123MY' });
    const now = new Date('2026-03-01T02:00:00Z');
    await markDeliveryReceived({ actor: customer, id: delivery.id, now });
    expect((await caught(markDeliveryReceived({ actor: customer, id: delivery.id }))).status).toBe(409);
    expect((await Delivery.findByPk(delivery.id))!.delivered_at?.toISOString()).toBe(now.toISOString());
    expect((await Application.findByPk(application.id))!.delivered_at?.toISOString()).toBe(now.toISOString());
    const mails = world().mailsTo(agent.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Dokumen diterima');
    expect(await AuditMail.count({ where: { mailable_type: 'delivery_received' } })).toBeGreaterThanOrEqual(1);
  });

  it('a Pending delivery cannot be marked received and mails no one', async () => {
    const agent = await buildAgent();
    const customer = await buildCustomer();
    const { application } = await buildApplication({ user: customer, agent, status: S.CERTIFICATE_READY });
    const delivery = await Delivery.create({ application_id: application.id, fee: '10.00' });
    expect((await caught(markDeliveryReceived({ actor: customer, id: delivery.id }))).status).toBe(409);
    expect(world().mailsTo(agent.email)).toHaveLength(0);
  });
});

describe('trackingUrlOf (DLV-4, ADR 041)', () => {
  it('fills the template URL-encoded, and gives no link without a number or a template', () => {
    expect(trackingUrlOf('Pos Laju', 'EP 1/2', 'https://t.example/{courier}/{tracking_no}')).toBe('https://t.example/Pos%20Laju/EP%201%2F2');
    expect(trackingUrlOf('Pos Laju', null, 'https://t.example/{tracking_no}')).toBeNull();
    expect(trackingUrlOf('Pos Laju', 'EP1', null)).toBeNull();
  });
});
