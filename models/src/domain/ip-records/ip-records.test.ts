import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, IP_TYPE, ROLE, SERVICE, USER_STATUS } from '../../constants/index';
import { Application } from '../../models/application';
import { AuditLog } from '../../models/audit-log';
import { IpRecord } from '../../models/ip-record';
import { Settlement } from '../../models/settlement';
import { User } from '../../models/user';
import { Whitelist } from '../../models/whitelist';
import { dashboardSummary } from '../account/dashboard-summary';
import { checkResetToken } from '../account/check-reset-token';
import { getRenewalSource } from '../cart/get-renewal-source';
import { buildAgent, buildApplication, buildCustomer, buildOrder, buildStaff, caught, countryId, JPG, lastAudit, linkIn, PDF, PNG, queriesOf, useTestWorld } from '../../testing/index';
import { materialiseLines } from '../orders/materialise-lines';
import {
  getIpRecord,
  hideIpRecord,
  listIpRecords,
  readIpLogo,
  restoreIpRecord,
  setRenewalNotification,
  transferIpRecord,
  updateIpLogo,
  updateIpRecord,
} from './index';

const world = useTestWorld();
const actorOf = (user: User) => ({ id: user.id, role_id: user.role_id, ip: '203.0.113.7' });

describe('listIpRecords (ADM-22..25)', () => {
  it('filters by type, search, country, class, outcome, whitelist, visibility and dates; pages and counts in the database', async () => {
    const admin = actorOf(await buildStaff(ROLE.ADMIN));
    const alice = await buildCustomer({ name: 'Alice Listfilter' });
    const bob = await buildCustomer({ name: 'Bob Listfilter' });
    await Whitelist.create({ email: bob.email } as never);
    const done = await buildApplication({ user: alice, status: S.COMPLETED, ip: { application_name: 'Zeta Listfilter', multiclass_no: 30 } });
    const open = await buildApplication({ user: alice, status: S.FILED, ip: { application_name: 'Alpha Listfilter', multiclass_no: 9 } });
    const cancelled = await buildApplication({ user: bob, status: S.CANCELLED, ip: { application_name: 'Beta Listfilter' } });
    const sg = await buildApplication({ user: bob, status: S.COMPLETED, country: 'SG', ip: { application_name: 'Gamma Listfilter' } });
    const patent = await buildApplication({ user: alice, type: IP_TYPE.PATENT, ip: { application_name: 'Patent Listfilter', application_no: 'PI2020001' } });
    const search = await buildApplication({ user: alice, service: SERVICE.SEARCH, ip: { application_name: 'Search Listfilter' } });
    await hideIpRecord({ actor: admin, id: cancelled.ip.id });
    const ids = async (filter: Record<string, unknown>, sort?: { field: string; order: string }) =>
      (await listIpRecords({ actor: admin, filter: { type_id: 1, q: 'Listfilter', ...filter }, sort, limit: 50 })).rows.map((r) => r.id);

    expect(await ids({}, { field: 'application_name', order: 'ASC' })).toEqual([open.ip.id, cancelled.ip.id, sg.ip.id, done.ip.id]);
    expect(await ids({ type_id: 2 })).toEqual([patent.ip.id]);
    expect(await ids({})).not.toContain(search.ip.id);
    expect(await ids({ status: 1 }, { field: 'id', order: 'ASC' })).toEqual([done.ip.id, sg.ip.id]);
    expect(await ids({ status: 2 })).toEqual([open.ip.id]);
    expect(await ids({ status: 3 })).toEqual([cancelled.ip.id]);
    expect(await ids({ country_id: await countryId('SG') })).toEqual([sg.ip.id]);
    expect(await ids({ multiclass_no: 9 })).toEqual([open.ip.id]);
    expect(await ids({ whitelist: true }, { field: 'id', order: 'ASC' })).toEqual([cancelled.ip.id, sg.ip.id]);
    expect(await ids({ visibility: 'hidden' })).toEqual([cancelled.ip.id]);
    expect(await ids({ q: 'Bob Listfilter', visibility: 'active' })).toEqual([sg.ip.id]);
    expect(await ids({ q: bob.email }, { field: 'id', order: 'ASC' })).toEqual([cancelled.ip.id, sg.ip.id]);
    expect(await ids({ date_from: '2000-01-01', date_to: '2000-12-31' })).toEqual([]);

    const page = await listIpRecords({ actor: admin, filter: { type_id: 1, q: 'Listfilter' }, sort: { field: 'application_name', order: 'ASC' }, offset: 1, limit: 2 });
    expect(page.total).toBe(4);
    expect(page.rows.map((r) => r.application_name)).toEqual(['Beta Listfilter', 'Gamma Listfilter']);
    const row = page.rows[0]!;
    expect(row).toMatchObject({ owner: { id: bob.id, email: bob.email }, is_whitelist: true, outcome: 3, status: 0, can_hide: false, can_restore: true, can_transfer: false });
    expect(row.latest).toMatchObject({ status_id: S.CANCELLED, status_name: 'Cancelled', service_id: SERVICE.RENEWAL });
  });

  it('refuses a filter or sort outside the schema with Fail to retrieve list, and anyone but SA/AD', async () => {
    const admin = actorOf(await buildStaff(ROLE.SUPER_ADMIN));
    expect(await caught(listIpRecords({ actor: admin, filter: { type_id: 3 } }))).toMatchObject({ status: 400, messageKey: 'ip-records:list_fail' });
    expect(await caught(listIpRecords({ actor: admin, filter: { type_id: 1, status: 9 } }))).toMatchObject({ status: 400, messageKey: 'ip-records:list_fail' });
    expect(await caught(listIpRecords({ actor: admin, filter: { type_id: 1 }, sort: { field: 'user.password', order: 'ASC' } }))).toMatchObject({ status: 400 });
    for (const user of [await buildStaff(ROLE.ACCOUNTANT), await buildAgent(), await buildCustomer()]) {
      expect(await caught(listIpRecords({ actor: actorOf(user), filter: { type_id: 1 } }))).toMatchObject({ status: 403 });
    }
  });

  it('reads one page in a fixed number of queries, whatever the page size', async () => {
    const admin = actorOf(await buildStaff(ROLE.ADMIN));
    const agent = await buildAgent();
    for (let i = 0; i < 12; i += 1) await buildApplication({ user: await buildCustomer(), agent, status: S.COMPLETED, ip: { application_name: `Querycount ${i}` } });
    const count = (limit: number) => queriesOf(() => listIpRecords({ actor: admin, filter: { type_id: 1, q: 'Querycount', status: 1 }, limit }));
    expect(await count(12)).toBe(await count(2));
  });
});

describe('getIpRecord and updateIpRecord (ADM-27)', () => {
  it('edits the record, audits the change, and answers Fail_To_Update_Record for bad input, changing nothing', async () => {
    const admin = actorOf(await buildStaff(ROLE.ADMIN));
    const { ip } = await buildApplication({ user: await buildCustomer(), status: S.COMPLETED });
    const read = await getIpRecord({ actor: admin, id: ip.id });
    const result = await updateIpRecord({ actor: admin, id: ip.id, data: { ...read, application_name: 'Senja Kopi', expiry_date: '2036-05-01', multiclass_no: '43', id: 999, user_id: 1 } });
    expect(result.message).toBe('ip-records:update_success');
    expect(result.record).toMatchObject({ id: ip.id, application_name: 'Senja Kopi', expiry_date: '2036-05-01', multiclass_no: 43, user_id: ip.user_id });
    const audit = await lastAudit('ip.update');
    expect(audit).toMatchObject({ actor_id: admin.id, target_id: String(ip.id), ip_address: '203.0.113.7' });
    expect(audit!.after).toEqual({ application_name: 'Senja Kopi', expiry_date: '2036-05-01', multiclass_no: 43 });

    const before = (await IpRecord.findByPk(ip.id))!.get({ plain: true });
    const bad = await caught(updateIpRecord({ actor: admin, id: ip.id, data: { application_name: 'x'.repeat(192), expiry_date: '2036-13-45x', multiclass_no: 46 } }));
    expect(bad).toMatchObject({ status: 422, messageKey: 'ip-records:update_fail' });
    expect(Object.keys(bad.fieldErrors).sort()).toEqual(['application_name', 'expiry_date', 'multiclass_no']);
    const country = await caught(updateIpRecord({ actor: admin, id: ip.id, data: { country_id: 999_999 } }));
    expect(country).toMatchObject({ status: 422, messageKey: 'ip-records:update_fail', fieldErrors: { country_id: ['ip-records:validation.country_id_invalid'] } });
    expect((await IpRecord.findByPk(ip.id))!.get({ plain: true })).toEqual(before);
    expect(await caught(getIpRecord({ actor: admin, id: 999_999 }))).toMatchObject({ status: 404, messageKey: 'ip-records:read_fail' });
    expect(await caught(updateIpRecord({ actor: actorOf(await buildCustomer()), id: ip.id, data: {} }))).toMatchObject({ status: 403 });
  });
});

describe('hideIpRecord / restoreIpRecord (ADM-26)', () => {
  it('moves status 1 → 0 → 1 once each, audited; a repeat is 409', async () => {
    const admin = actorOf(await buildStaff(ROLE.ADMIN));
    const { ip } = await buildApplication({ user: await buildCustomer() });
    expect((await hideIpRecord({ actor: admin, id: ip.id })).record).toMatchObject({ status: 0, can_restore: true, can_hide: false });
    expect(await lastAudit('ip.hide')).toMatchObject({ target_id: String(ip.id), before: { status: 1 }, after: { status: 0 } });
    expect(await caught(hideIpRecord({ actor: admin, id: ip.id }))).toMatchObject({ status: 409, messageKey: 'ip-records:hide_fail' });
    expect((await restoreIpRecord({ actor: admin, id: ip.id })).message).toBe('ip-records:restore_success');
    expect((await IpRecord.findByPk(ip.id))!.status).toBe(1);
    expect(await lastAudit('ip.restore')).toMatchObject({ target_id: String(ip.id) });
    expect(await caught(restoreIpRecord({ actor: admin, id: ip.id }))).toMatchObject({ status: 409 });
    expect(await caught(hideIpRecord({ actor: actorOf(await buildStaff(ROLE.ACCOUNTANT)), id: ip.id }))).toMatchObject({ status: 403 });
  });
});

describe('transferIpRecord (ADM-28/29, G-22, G-65)', () => {
  it('to a new e-mail and name: creates the client at status 5, mails a working set-password link, audits both', async () => {
    const admin = actorOf(await buildStaff(ROLE.ADMIN));
    const previous = await buildCustomer();
    const { ip } = await buildApplication({ user: previous, status: S.COMPLETED });
    const result = await transferIpRecord({ actor: admin, id: ip.id, data: { email: ' New.Owner@Example.com ', name: 'Tan Ah Kow' } });
    expect(result.message).toBe('ip-records:transfer_success');
    const owner = (await User.findOne({ where: { email: 'new.owner@example.com' } }))!;
    expect(owner).toMatchObject({ role_id: ROLE.MEMBER, status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED, name: 'Tan Ah Kow', password: null });
    expect(result.createdUserId).toBe(owner.id);
    expect(result.record.owner).toMatchObject({ id: owner.id });
    expect((await IpRecord.findByPk(ip.id))!.user_id).toBe(owner.id);
    const mails = world().mailsTo('new.owner@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Set your IPRenew password');
    const token = /password\/([0-9a-f]{64})\//.exec(linkIn(mails[0]!, '/forgot/password/')!)![1]!;
    expect(await checkResetToken({ token, email: 'new.owner@example.com' })).toEqual({ valid: true });
    expect(await lastAudit('ip.transfer')).toMatchObject({ actor_id: admin.id, target_id: String(ip.id), before: { user_id: previous.id }, after: { user_id: owner.id, new_client: true } });
    expect(await AuditLog.findOne({ where: { action: 'user.create', target_id: String(owner.id) } })).not.toBeNull();
  });

  it('to an existing client; refuses agents, blocked clients, the same owner, taken e-mails and bad input, changing nothing', async () => {
    const admin = actorOf(await buildStaff(ROLE.SUPER_ADMIN));
    const from = await buildCustomer();
    const to = await buildCustomer();
    const { ip } = await buildApplication({ user: from });
    const users = await User.count();
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ user_id: (await buildAgent()).id }, { user_id: ['ip-records:validation.user_id_required'] }],
      [{ user_id: (await buildCustomer({ status_id: USER_STATUS.BLOCKED })).id }, { user_id: ['ip-records:validation.user_id_required'] }],
      [{ user_id: from.id }, { user_id: ['ip-records:validation.same_owner'] }],
      [{ email: to.email, name: 'Someone Else' }, { email: ['ip-records:validation.email_taken'] }],
    ];
    for (const [data, fieldErrors] of refusals) {
      expect(await caught(transferIpRecord({ actor: admin, id: ip.id, data })), JSON.stringify(data)).toMatchObject({ status: 422, messageKey: 'ip-records:transfer_fail', fieldErrors });
    }
    const invalid = await caught(transferIpRecord({ actor: admin, id: ip.id, data: { email: 'nope', name: 'ab' } }));
    expect(invalid).toMatchObject({ status: 422, messageKey: 'ip-records:transfer_fail' });
    expect(await User.count()).toBe(users + 2);
    expect((await IpRecord.findByPk(ip.id))!.user_id).toBe(from.id);

    expect((await transferIpRecord({ actor: admin, id: ip.id, data: { user_id: String(to.id) } })).createdUserId).toBeNull();
    expect((await IpRecord.findByPk(ip.id))!.user_id).toBe(to.id);
    expect(world().mailsTo(to.email)).toHaveLength(0);
    expect(await caught(transferIpRecord({ actor: actorOf(await buildAgent()), id: ip.id, data: { user_id: from.id } }))).toMatchObject({ status: 403 });
  });
});

describe('updateIpLogo (POR-18/19)', () => {
  it('stores a png or jpg under a new key, refuses other files and big ones with the spec messages', async () => {
    const admin = actorOf(await buildStaff(ROLE.ADMIN));
    const { ip } = await buildApplication({ user: await buildCustomer() });
    const first = await updateIpLogo({ actor: admin, id: ip.id, file: { buffer: PNG, filename: 'logo.png' } });
    expect(first).toMatchObject({ message: 'ip-records:logo_success', record: { has_logo: true, logo_url: `/api/admin/ip-records/${ip.id}/logo` } });
    const firstKey = (await IpRecord.findByPk(ip.id))!.path;
    await updateIpLogo({ actor: admin, id: ip.id, file: { buffer: JPG, filename: 'logo.JPEG' } });
    const secondKey = (await IpRecord.findByPk(ip.id))!.path;
    expect(secondKey).not.toBe(firstKey);
    expect(await readIpLogo({ actor: admin, id: ip.id })).toMatchObject({ contentType: 'image/jpeg' });
    expect(await lastAudit('ip.logo')).toMatchObject({ before: { path: firstKey }, after: { path: secondKey } });
    const type = await caught(updateIpLogo({ actor: admin, id: ip.id, file: { buffer: PDF, filename: 'logo.png' } }));
    expect(type).toMatchObject({ status: 422, messageKey: 'orders:request.validation.logo_type' });
    const big = await caught(updateIpLogo({ actor: admin, id: ip.id, file: { buffer: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), filename: 'big.png' } }));
    expect(big).toMatchObject({ status: 422, messageKey: 'orders:request.validation.logo_size' });
    expect((await IpRecord.findByPk(ip.id))!.path).toBe(secondKey);
  });
});

describe('Renewal Notification (G-31, POR-2)', () => {
  it('staff or the assigned agent set it on a Completed IP; the dashboard counts it; a new renewal order clears it', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const other = await buildAgent();
    const admin = actorOf(await buildStaff(ROLE.ADMIN));
    const { ip } = await buildApplication({ user: customer, agent, status: S.COMPLETED, ip: { filing_no: 'TM2015001234' } });
    const { ip: openIp } = await buildApplication({ user: customer, agent, status: S.FILED });

    expect(await caught(setRenewalNotification({ actor: actorOf(other), id: ip.id }))).toMatchObject({ status: 404 });
    expect(await caught(setRenewalNotification({ actor: actorOf(customer), id: ip.id }))).toMatchObject({ status: 403 });
    expect(await caught(setRenewalNotification({ actor: admin, id: openIp.id }))).toMatchObject({ status: 409, messageKey: 'ip-records:renewal_notification_fail' });
    // G-59: while the agent's settlement proof for the completed application is outstanding, the agent may not.
    const completedApp = await Application.findOne({ where: { ip_id: ip.id } });
    const proof = await Settlement.create({ application_id: completedApp!.id, agent_id: agent.id, pending_upload: true } as never);
    expect(await caught(setRenewalNotification({ actor: actorOf(agent), id: ip.id }))).toMatchObject({ status: 409, messageKey: 'ip-records:renewal_notification_fail' });
    await proof.update({ pending_upload: false });
    const set = await setRenewalNotification({ actor: actorOf(agent), id: ip.id });
    expect(set.record.renewal_notification_at).not.toBeNull();
    expect(set.record.can_set_renewal_notification).toBe(false);
    expect(await lastAudit('ip.renewal_notification')).toMatchObject({ actor_id: agent.id, target_id: String(ip.id) });
    expect(await caught(setRenewalNotification({ actor: admin, id: ip.id }))).toMatchObject({ status: 409 });
    expect(await dashboardSummary({ actor: customer })).toMatchObject({ kind: 'member', renewalNotification: 1 });
    expect((await listIpRecords({ actor: admin, filter: { type_id: 1, renewal_notification: true, user_id: customer.id } })).rows.map((r) => r.id)).toEqual([ip.id]);

    // A renewal of that IP ordered at checkout: the order's trademark line (TM2015001234, MY) links to it.
    const { order } = await buildOrder({ user: customer, method: 'paylater' });
    expect((await IpRecord.findByPk(ip.id))!.renewal_notification_at).not.toBeNull();
    await IpRecord.sequelize!.transaction((transaction) => materialiseLines(order, { paid: false, actorId: null, transaction }));
    expect((await IpRecord.findByPk(ip.id))!.renewal_notification_at).toBeNull();
    expect(await dashboardSummary({ actor: customer })).toMatchObject({ renewalNotification: 0 });
  });

  it('the customer may request a renewal only while no renewal of the IP is open (canRequestRenewal in the cart)', async () => {
    const customer = await buildCustomer();
    const { ip } = await buildApplication({ user: customer, status: S.COMPLETED });
    expect((await getRenewalSource({ actor: actorOf(customer), ipId: ip.id, typeId: 1 })).blocked).toBeNull();
    await buildApplication({ user: customer, status: S.IN_PROGRESS }).then(({ application }) => application.update({ ip_id: ip.id }));
    expect((await getRenewalSource({ actor: actorOf(customer), ipId: ip.id, typeId: 1 })).blocked).toBe('orders:cart.renewal_ordered');
  });
});
