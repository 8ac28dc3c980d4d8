import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, ROLE } from '../../constants/index';
import { Application } from '../../models/application';
import { AuditMail } from '../../models/audit-mail';
import { Delivery } from '../../models/delivery';
import { buildAgent, buildApplication, buildCustomer, buildStaff, caught, lastAudit, useTestWorld } from '../../testing/index';
import { cancelApplication } from '../applications/cancel-application';
import { SYSTEM } from '../kernel/index';
import { deliveriesOfApplication } from './deliveries-of-application';
import { dispatchDelivery } from './dispatch-delivery';
import { getDelivery } from './get-delivery';
import { listDeliveries } from './list-deliveries';
import { markDeliveryReceived } from './mark-delivery-received';
import { DELIVERY_MOVES, deliveryFlagsFor, deliveryStateOf, deliveryTargetOf, type DeliveryAction, type DeliveryState } from './rules';

const world = useTestWorld();

const ADDRESS = { address_1: '12 Jalan Ampang', address_2: null, poscode: '50450', city: 'Kuala Lumpur', state: 'WP Kuala Lumpur', country: 'Malaysia' };

async function buildDelivery(options: { customer?: Awaited<ReturnType<typeof buildCustomer>>; agent?: { id: number } | null; state?: DeliveryState; status?: number } = {}) {
  const customer = options.customer ?? (await buildCustomer({ language: 'cn' }));
  const { application, ip } = await buildApplication({ user: customer, agent: options.agent ?? null, status: options.status ?? S.CERTIFICATE_READY });
  const state = options.state ?? 'pending';
  const delivery = await Delivery.create({
    application_id: application.id,
    address: ADDRESS as never,
    fee: '25.00',
    tracking_no: state === 'pending' ? null : 'JNT000111',
    courier: state === 'pending' ? null : 'J&T',
    is_delivered: state === 'delivered',
    cancelled_at: state === 'cancelled' ? new Date() : null,
  });
  return { customer, application, ip, delivery };
}

describe('the delivery machine (DLV-2)', () => {
  it('has exactly Pending → Delivering → Delivered, the correction in Delivering, and cancel from the open states', () => {
    const states: DeliveryState[] = ['pending', 'delivering', 'delivered', 'cancelled'];
    const actions: DeliveryAction[] = ['dispatch', 'receive', 'cancel'];
    const allowed = states.flatMap((s) => actions.filter((a) => deliveryTargetOf(s, a) !== null).map((a) => `${s}:${a}→${deliveryTargetOf(s, a)}`));
    expect(allowed).toEqual([
      'pending:dispatch→delivering',
      'pending:cancel→cancelled',
      'delivering:dispatch→delivering',
      'delivering:receive→delivered',
      'delivering:cancel→cancelled',
    ]);
    expect(Object.keys(DELIVERY_MOVES.delivered)).toEqual([]);
    expect(deliveryStateOf({ tracking_no: null, is_delivered: false, cancelled_at: null })).toBe('pending');
    expect(deliveryStateOf({ tracking_no: 'X12', is_delivered: 0, cancelled_at: null })).toBe('delivering');
    expect(deliveryStateOf({ tracking_no: 'X12', is_delivered: 1, cancelled_at: null })).toBe('delivered');
    expect(deliveryStateOf({ tracking_no: null, is_delivered: false, cancelled_at: new Date() })).toBe('cancelled');
    expect(deliveryFlagsFor('pending', 'worker')).toEqual({ can_update_tracking: true, can_mark_received: false });
    expect(deliveryFlagsFor('delivering', 'owner')).toEqual({ can_update_tracking: false, can_mark_received: true });
    expect(deliveryFlagsFor('delivered', 'worker')).toEqual({ can_update_tracking: false, can_mark_received: false });
  });
});

describe('dispatchDelivery (DLV-5..7, AGT-13)', () => {
  it('the assigned agent moves Pending → Delivering with courier and tracking number; the customer gets delivery_dispatched in their language, once', async () => {
    const agent = await buildAgent();
    const { customer, delivery, application } = await buildDelivery({ agent });
    const result = await dispatchDelivery({ actor: agent, id: delivery.id, courier: '  Pos Laju ', tracking_no: 'EP123456789MY' });
    expect(result.message).toBe('deliveries:update.success');
    expect(result.delivery).toMatchObject({ state: 'delivering', courier: 'Pos Laju', tracking_no: 'EP123456789MY', can_update_tracking: true });
    const mails = world().mailsTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('您的文件已寄出');
    expect(mails[0]!.text).toContain('EP123456789MY');
    expect(mails[0]!.text).toContain('Pos Laju');
    expect(await AuditMail.count({ where: { mailable_type: 'delivery_dispatched', reference: application.reference } })).toBe(1);
    // A correction in Delivering keeps the state and sends no second mail.
    const corrected = await dispatchDelivery({ actor: agent, id: delivery.id, courier: 'GDEX', tracking_no: 'GD998877' });
    expect(corrected.delivery).toMatchObject({ state: 'delivering', courier: 'GDEX', tracking_no: 'GD998877' });
    expect(world().mailsTo(customer.email)).toHaveLength(1);
  });

  it('refuses courier or tracking number under 3 characters or missing with the field messages, and changes nothing', async () => {
    const agent = await buildAgent();
    const { delivery, customer } = await buildDelivery({ agent });
    const cases: [unknown, unknown, Record<string, string>][] = [
      ['ab', 'EP123', { courier: 'deliveries:validation.courier_min' }],
      ['GDEX', '12', { tracking_no: 'deliveries:validation.tracking_no_min' }],
      [undefined, '   ', { courier: 'deliveries:validation.courier_required', tracking_no: 'deliveries:validation.tracking_no_required' }],
      ['x'.repeat(65), 'EP123', { courier: 'deliveries:validation.courier_max' }],
    ];
    for (const [courier, tracking_no, fields] of cases) {
      const error = await caught(dispatchDelivery({ actor: agent, id: delivery.id, courier, tracking_no }));
      expect([error.status, error.messageKey]).toEqual([422, 'deliveries:update.fail']);
      expect(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0]]))).toEqual(fields);
    }
    await delivery.reload();
    expect([delivery.courier, delivery.tracking_no]).toEqual([null, null]);
    expect(world().mailsTo(customer.email)).toHaveLength(0);
  });

  it("answers 404 for another agent's delivery or a missing one, 403 for customers, accountants and the system, 409 once Delivered or Cancelled", async () => {
    const agent = await buildAgent();
    const other = await buildAgent();
    const { delivery, customer } = await buildDelivery({ agent });
    expect((await caught(dispatchDelivery({ actor: other, id: delivery.id, courier: 'GDEX', tracking_no: 'GD123' }))).status).toBe(404);
    expect((await caught(dispatchDelivery({ actor: agent, id: 99_999_999, courier: 'GDEX', tracking_no: 'GD123' }))).status).toBe(404);
    expect((await caught(dispatchDelivery({ actor: agent, id: 'Infinity', courier: 'GDEX', tracking_no: 'GD123' }))).status).toBe(404);
    for (const actor of [customer, await buildStaff(ROLE.ACCOUNTANT), SYSTEM, undefined]) {
      expect((await caught(dispatchDelivery({ actor: actor as never, id: delivery.id, courier: 'GDEX', tracking_no: 'GD123' }))).status).toBe(403);
    }
    for (const state of ['delivered', 'cancelled'] as const) {
      const { delivery: closed } = await buildDelivery({ agent, state });
      const error = await caught(dispatchDelivery({ actor: agent, id: closed.id, courier: 'GDEX', tracking_no: 'GD123' }));
      expect([error.status, error.messageKey]).toEqual([409, 'deliveries:update.fail']);
      expect((await Delivery.findByPk(closed.id))!.tracking_no).toBe('JNT000111');
    }
    await delivery.reload();
    expect(delivery.tracking_no).toBeNull();
    expect(world().mailsTo(customer.email)).toHaveLength(0);
  });

  it('SA/AD dispatch any delivery (audit-logged, G-65); two concurrent dispatches mail once', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const { delivery, customer } = await buildDelivery({ agent: await buildAgent() });
    const results = await Promise.allSettled([
      dispatchDelivery({ actor: admin, id: delivery.id, courier: 'DHL', tracking_no: 'DHL0001' }),
      dispatchDelivery({ actor: admin, id: delivery.id, courier: 'DHL', tracking_no: 'DHL0001' }),
    ]);
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    expect(world().mailsTo(customer.email)).toHaveLength(1);
    const audit = await lastAudit('delivery.dispatch');
    expect(audit).toMatchObject({ actor_id: admin.id, target_type: 'delivery', target_id: String(delivery.id) });
    expect(audit!.after).toEqual({ courier: 'DHL', tracking_no: 'DHL0001' });
  });
});

describe('markDeliveryReceived (DLV-8/9)', () => {
  it('the owner moves Delivering → Delivered; Pending is 409, another customer 404, agents 403', async () => {
    const agent = await buildAgent();
    const { delivery, customer } = await buildDelivery({ agent, state: 'delivering' });
    expect((await caught(markDeliveryReceived({ actor: await buildCustomer(), id: delivery.id }))).status).toBe(404);
    expect((await caught(markDeliveryReceived({ actor: agent, id: delivery.id }))).status).toBe(403);
    const result = await markDeliveryReceived({ actor: customer, id: delivery.id });
    expect(result.delivery).toMatchObject({ state: 'delivered', is_delivered: true, can_mark_received: false });
    expect((await caught(markDeliveryReceived({ actor: customer, id: delivery.id }))).status).toBe(409);
    const { delivery: pending, customer: owner } = await buildDelivery({ agent });
    expect((await caught(markDeliveryReceived({ actor: owner, id: pending.id }))).status).toBe(409);
  });
});

describe('cancelApplication cancels the open delivery (G-49, DLV-2)', () => {
  it('cancels Pending and Delivering deliveries of the cancelled application, leaves Delivered ones and other applications alone', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const agent = await buildAgent();
    const { application, delivery: pending, customer } = await buildDelivery({ agent, status: S.FILED });
    const delivering = await Delivery.create({ application_id: application.id, fee: '10.00', tracking_no: 'TRK123', courier: 'GDEX' });
    const delivered = await Delivery.create({ application_id: application.id, fee: '10.00', tracking_no: 'TRK999', courier: 'GDEX', is_delivered: true });
    const { delivery: elsewhere } = await buildDelivery({ agent, customer, status: S.FILED });
    await cancelApplication({ actor: admin, applicationId: application.id, reason: 'Customer request' });
    const states = await Promise.all([pending, delivering, delivered, elsewhere].map(async (d) => deliveryStateOf((await Delivery.findByPk(d.id))!)));
    expect(states).toEqual(['cancelled', 'cancelled', 'delivered', 'pending']);
    expect((await lastAudit('application.cancel'))!.after).toMatchObject({ deliveries_cancelled: 2 });
    expect((await caught(dispatchDelivery({ actor: agent, id: pending.id, courier: 'GDEX', tracking_no: 'GD123' }))).status).toBe(409);
    expect((await Application.findByPk(application.id))!.status_id).toBe(S.CANCELLED);
  });
});

describe('listDeliveries, getDelivery, deliveriesOfApplication (DLV-1, DLV-3, ACL-62)', () => {
  it("an agent sees only their jobs' deliveries, filtered by state and searched, counted in SQL; staff see all", async () => {
    const agent = await buildAgent();
    const other = await buildAgent();
    const { delivery: pending } = await buildDelivery({ agent });
    const { delivery: delivering } = await buildDelivery({ agent, state: 'delivering' });
    const { delivery: delivered } = await buildDelivery({ agent, state: 'delivered' });
    const { delivery: cancelled } = await buildDelivery({ agent, state: 'cancelled' });
    const { delivery: foreign } = await buildDelivery({ agent: other });
    const ids = async (filter: Record<string, unknown>, actor = agent) => (await listDeliveries({ actor, filter, sort: { field: 'id', order: 'ASC' } })).rows.map((r) => r.id);
    expect(await ids({})).toEqual([pending.id, delivering.id, delivered.id, cancelled.id]);
    expect(await ids({ status: 1 })).toEqual([pending.id, delivering.id]);
    expect(await ids({ status: '2' })).toEqual([pending.id]);
    expect(await ids({ status: 3 })).toEqual([delivering.id]);
    expect(await ids({ status: 4 })).toEqual([delivered.id]);
    expect(await ids({ status: 5 })).toEqual([cancelled.id]);
    expect(await ids({ q: 'jnt000' })).toEqual([delivering.id, delivered.id, cancelled.id]);
    const page = await listDeliveries({ actor: agent, limit: 2, offset: 2, sort: { field: 'id', order: 'ASC' } });
    expect([page.total, page.rows.map((r) => r.id)]).toEqual([4, [delivered.id, cancelled.id]]);
    expect(page.rows[0]).toMatchObject({ state: 'delivered', fee: '25.00', address: { city: 'Kuala Lumpur' }, application: { ip: { application_name: 'Senja Coffee Enterprise' } } });
    const admin = await buildStaff(ROLE.SUPER_ADMIN);
    const all = (await listDeliveries({ actor: admin, limit: 100 })).rows.map((r) => r.id);
    expect(all).toEqual(expect.arrayContaining([pending.id, foreign.id]));
    expect((await caught(listDeliveries({ actor: agent, filter: { status: 9 } }))).messageKey).toBe('deliveries:list.fail');
    expect((await caught(listDeliveries({ actor: await buildStaff(ROLE.ACCOUNTANT) }))).status).toBe(403);

    expect((await getDelivery({ actor: agent, id: pending.id })).can_update_tracking).toBe(true);
    expect((await caught(getDelivery({ actor: other, id: pending.id }))).status).toBe(404);
  });

  it("gives the job page its deliveries; another agent's job is 404", async () => {
    const agent = await buildAgent();
    const { application, delivery } = await buildDelivery({ agent });
    expect((await deliveriesOfApplication({ actor: agent, applicationId: application.id })).map((d) => d.id)).toEqual([delivery.id]);
    expect((await caught(deliveriesOfApplication({ actor: await buildAgent(), applicationId: application.id }))).status).toBe(404);
    const { application: none } = await buildApplication({ user: await buildCustomer(), agent });
    expect(await deliveriesOfApplication({ actor: agent, applicationId: none.id })).toEqual([]);
  });
});
