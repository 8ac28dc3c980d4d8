import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, IP_TYPE, ORDER_STATUS, ROLE, SERVICE, SLIP_STATUS, type RoleId } from '../../constants/index';
import { seedReference } from '../../db/seeder';
import { AppError } from '../../errors/index';
import { Application, Country, Delivery, IpRecord, Order, Payment, PaymentSlip, PreRegistration, Report, ReportMessage, Settlement, User } from '../../models/index';
import { createTestDatabase, queriesOf, type TestDatabase } from '../../testing/index';
import { hasUnread, NOTIFICATION_KINDS, notificationSummary, type NotificationSummary } from './notification-summary';

/**
 * notificationSummary (ACL-15, G-58) on a real database (SQLite, or MariaDB with TEST_MYSQL_URL):
 * each role counts only what waits for it, only its own rows, and a count falls when the item is
 * dealt with.
 */

let db: TestDatabase;
let malaysia: Country;
let seq = 0;
const next = () => (seq += 1);

async function user(role_id: RoleId): Promise<User> {
  const n = next();
  return User.create({ name: `User ${n}`, email: `notify-${n}@example.test`, role_id, status_id: 1, type: role_id === ROLE.AGENT ? 'Agent' : role_id === ROLE.MEMBER ? 'Personal' : null });
}

async function application(owner: User, overrides: Partial<Parameters<typeof Application.create>[0]> = {}): Promise<Application> {
  const n = next();
  const ip = await IpRecord.create({ user_id: owner.id, type_id: IP_TYPE.TRADEMARK, country_id: malaysia.id, filing_no: `TM${n}`, application_name: `Mark ${n}` });
  return Application.create({
    reference: `NOTIFY${String(n).padStart(6, '0')}`,
    application_date: '2025-01-15',
    service_id: SERVICE.RENEWAL,
    type_id: IP_TYPE.TRADEMARK,
    status_id: APPLICATION_STATUS.IN_PROGRESS,
    user_id: owner.id,
    ip_id: ip.id,
    ...overrides,
  });
}

async function slip(owner: User, status: number): Promise<PaymentSlip> {
  const n = next();
  const order = await Order.create({ reference: `ORD-NOTIFY-${n}`, user_id: owner.id, payment_method: 'paylater' });
  const payment = await Payment.create({ order_id: order.id, reference: `PAY-NOTIFY-${n}` });
  return PaymentSlip.create({ payment_id: payment.id, ref_no: `SLIP${n}`, file: `slips/${n}.png`, status });
}

const zero = (): NotificationSummary => Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, 0])) as NotificationSummary;
const summary = (actor: User) => notificationSummary({ actor });

beforeAll(async () => {
  db = await createTestDatabase();
  await seedReference(db.sequelize);
  malaysia = (await Country.findOne({ where: { iso2: 'MY' } }))!;
}, 180_000);

afterAll(async () => {
  await db?.drop();
}, 60_000);

describe('notificationSummary (ACL-15, G-58)', () => {
  it('counts a customer’s unread applications, orders to pay, deliveries to receive and unread report replies, never another customer’s', async () => {
    const [me, other, agent, staff] = [await user(ROLE.MEMBER), await user(ROLE.MEMBER), await user(ROLE.AGENT), await user(ROLE.SUPER_ADMIN)];
    const unread = await application(me, { status_id: APPLICATION_STATUS.CERTIFICATE_READY, agent_id: agent.id });
    await application(me, { status_id: APPLICATION_STATUS.CERTIFICATE_READY, read_by_customer: true });
    // The agent's and staff's markers are theirs (ADR 032).
    await application(me, { status_id: APPLICATION_STATUS.IN_PROGRESS, read_by_customer: true, read_by_agent: false, read_by_staff: false });
    await application(other, { status_id: APPLICATION_STATUS.CERTIFICATE_READY });
    await Delivery.create({ application_id: unread.id, tracking_no: 'EF123456789MY', courier: 'Pos Laju' });
    await Delivery.create({ application_id: unread.id, tracking_no: null });
    await Delivery.create({ application_id: unread.id, tracking_no: 'EF000000001MY', is_delivered: true });
    // A delivery cancelled with its application is nobody's to receive (DLV-2, G-49).
    await Delivery.create({ application_id: unread.id, tracking_no: 'EF000000002MY', cancelled_at: new Date() });
    const mine = await Report.create({ ref_code: `RPTN${String(next()).padStart(7, '0')}`, user_id: me.id, title: 'Cannot pay', message: 'The page fails.' });
    const theirs = await Report.create({ ref_code: `RPTN${String(next()).padStart(7, '0')}`, user_id: other.id, title: 'Other', message: 'Other.' });
    await ReportMessage.create({ report_id: mine.id, user_id: staff.id, message: 'We are looking into it.' });
    await ReportMessage.create({ report_id: mine.id, user_id: staff.id, message: 'Seen already.', read_at: new Date() });
    await ReportMessage.create({ report_id: theirs.id, user_id: staff.id, message: 'Not yours.' });

    // Orders waiting for me to pay (ADR 043): pay later open, a failed card attempt; not one whose slip is under review, paid, cancelled or another's.
    const payLater = await Order.create({ reference: `ORD-NOTIFY-${next()}`, user_id: me.id, payment_method: 'paylater', status: ORDER_STATUS.PENDING });
    const failed = await Order.create({ reference: `ORD-NOTIFY-${next()}`, user_id: me.id, payment_method: 'stripe', status: ORDER_STATUS.FAILED });
    await slip(me, SLIP_STATUS.SUBMITTED);
    const rejected = await slip(me, SLIP_STATUS.REJECTED);
    await Order.create({ reference: `ORD-NOTIFY-${next()}`, user_id: me.id, payment_method: 'stripe', status: ORDER_STATUS.PAID });
    await Order.create({ reference: `ORD-NOTIFY-${next()}`, user_id: me.id, payment_method: 'paylater', status: ORDER_STATUS.CANCELLED });
    await Order.create({ reference: `ORD-NOTIFY-${next()}`, user_id: other.id, payment_method: 'paylater', status: ORDER_STATUS.PENDING });

    // The rejected slip's order waits for a new slip: 3 orders to pay.
    expect(await summary(me)).toEqual({ ...zero(), applications: 1, payments: 3, deliveries: 1, reports: 1 });
    expect(await summary(other)).toEqual({ ...zero(), applications: 1, payments: 1, reports: 1 });

    await payLater.update({ status: ORDER_STATUS.PAID });
    await failed.update({ status: ORDER_STATUS.CANCELLED });
    await Order.update({ status: ORDER_STATUS.EXPIRED }, { where: { id: (await Payment.findByPk(rejected.payment_id, { rejectOnEmpty: true })).order_id } });
    await unread.update({ read_by_customer: true });
    await Delivery.update({ is_delivered: true }, { where: { application_id: unread.id, tracking_no: 'EF123456789MY' } });
    await ReportMessage.update({ read_at: new Date() }, { where: { report_id: mine.id } });
    expect(await summary(me)).toEqual(zero());
  });

  it('takes one statement whatever the rows (a COUNT per kind of the role, read together)', async () => {
    const me = await user(ROLE.MEMBER);
    const few = await queriesOf(() => summary(me));
    for (let i = 0; i < 3; i += 1) await application(me);
    expect(await queriesOf(() => summary(me))).toBe(few);
    expect(few).toBe(1);
  });

  it('counts an agent’s unread open jobs, deliveries to dispatch and settlements waiting for a proof', async () => {
    const [agent, otherAgent, customer] = [await user(ROLE.AGENT), await user(ROLE.AGENT), await user(ROLE.MEMBER)];
    const fresh = await application(customer, { agent_id: agent.id });
    await application(customer, { agent_id: agent.id, read_by_agent: true });
    // The customer's and staff's markers are theirs: the agent's job stays unread (ADR 032).
    await application(customer, { agent_id: agent.id, read_by_customer: true, read_by_staff: true });
    await application(customer, { agent_id: agent.id, status_id: APPLICATION_STATUS.COMPLETED });
    await application(customer, { agent_id: otherAgent.id });
    const done = await application(customer, { agent_id: agent.id, status_id: APPLICATION_STATUS.COMPLETED, read_by_agent: true });
    await Delivery.create({ application_id: fresh.id, tracking_no: null });
    await Delivery.create({ application_id: fresh.id, tracking_no: 'EF123456789MY' });
    await Delivery.create({ application_id: fresh.id, tracking_no: null, cancelled_at: new Date() });
    // One settlement per completed application (ADR 047).
    const completed = (agentId: number) => application(customer, { agent_id: agentId, status_id: APPLICATION_STATUS.COMPLETED, read_by_agent: true });
    const upload = await Settlement.create({ application_id: done.id, agent_id: agent.id, pending_upload: true });
    await Settlement.create({ application_id: (await completed(agent.id)).id, agent_id: agent.id, pending_reupload: true });
    await Settlement.create({ application_id: (await completed(agent.id)).id, agent_id: agent.id, pending_validate: true });
    await Settlement.create({ application_id: (await completed(otherAgent.id)).id, agent_id: otherAgent.id, pending_upload: true });

    expect(await summary(agent)).toEqual({ ...zero(), jobs: 2, deliveries: 1, settlements: 2 });
    expect(await summary(otherAgent)).toEqual({ ...zero(), jobs: 1, settlements: 1 });

    await fresh.update({ read_by_agent: true });
    await upload.update({ pending_upload: false, pending_validate: true });
    expect(await summary(agent)).toEqual({ ...zero(), jobs: 1, deliveries: 1, settlements: 1 });
  });

  it('counts staff queues; reported issues for super admins only; accountants see settlements only', async () => {
    const [superAdmin, admin, accountant, customer, agent] = [
      await user(ROLE.SUPER_ADMIN),
      await user(ROLE.ADMIN),
      await user(ROLE.ACCOUNTANT),
      await user(ROLE.MEMBER),
      await user(ROLE.AGENT),
    ];
    const before = await summary(superAdmin);
    await application(customer, { status_id: APPLICATION_STATUS.PENDING_ASSIGN });
    await slip(customer, SLIP_STATUS.SUBMITTED);
    await slip(customer, SLIP_STATUS.VERIFIED);
    const done = await application(customer, { agent_id: agent.id, status_id: APPLICATION_STATUS.COMPLETED });
    // One settlement per completed application (ADR 047).
    const completed = async () => (await application(customer, { agent_id: agent.id, status_id: APPLICATION_STATUS.COMPLETED })).id;
    await Settlement.create({ application_id: done.id, agent_id: agent.id, pending_validate: true });
    await Settlement.create({ application_id: await completed(), agent_id: agent.id, allow_settle: true });
    await Settlement.create({ application_id: await completed(), agent_id: agent.id, allow_settle: true, is_settled: true });
    const unread = await Report.create({ ref_code: `RPT${next()}`, user_id: customer.id, title: 'Cannot pay', message: 'The page fails.' });
    await Report.create({ ref_code: `RPT${next()}`, user_id: customer.id, title: 'Read one', message: 'Seen.', is_read: true });
    const open = await PreRegistration.create({ name: 'Pre Agent', email: `pre-${next()}@example.test`, contact: '0123456789' });
    const taken = await PreRegistration.create({ name: 'Taken Agent', email: `pre-${next()}@example.test`, contact: '0123456789' });
    await agent.update({ preregister_agent_id: taken.id });

    const plusOne = (kind: keyof NotificationSummary) => before[kind] + 1;
    const staff = {
      ...zero(),
      applications: plusOne('applications'),
      payments: plusOne('payments'),
      proofs: plusOne('proofs'),
      settlements: plusOne('settlements'),
      preregistrations: plusOne('preregistrations'),
    };
    expect(await summary(superAdmin)).toEqual({ ...staff, reports: plusOne('reports') });
    expect(await summary(admin)).toEqual(staff);
    expect(await summary(accountant)).toEqual({ ...zero(), settlements: staff.settlements });

    await unread.update({ is_read: true });
    await open.destroy();
    const after = await summary(superAdmin);
    expect(after.reports).toBe(before.reports);
    expect(after.preregistrations).toBe(before.preregistrations);
  });

  it('answers 401 without a signed-in user', async () => {
    const error = await notificationSummary({ actor: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(401);
  });

  it('has an index for each filter it counts on (migration 0024)', async () => {
    const qi = db.sequelize.getQueryInterface();
    const names = async (table: string) => ((await qi.showIndex(table)) as { name: string }[]).map((i) => i.name);
    expect(await names('reports')).toContain('reports_is_read_idx');
    expect(await names('applications')).toEqual(expect.arrayContaining(['applications_agent_id_read_by_agent_status_id_idx', 'applications_user_id_status_id_idx']));
    expect(await names('payment_slips')).toContain('payment_slips_status_idx');
    expect(await names('settlements')).toEqual(expect.arrayContaining(['settlements_agent_id_is_settled_idx', 'settlements_pending_validate_idx']));
  });
});

describe('hasUnread', () => {
  it('is true when one of the kinds is above 0', () => {
    expect(hasUnread({ ...zero(), jobs: 2 }, ['jobs'])).toBe(true);
    expect(hasUnread({ ...zero(), jobs: 2 }, ['applications', 'payments'])).toBe(false);
    expect(hasUnread(null, ['jobs'])).toBe(false);
  });
});
