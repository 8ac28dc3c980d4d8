import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, IP_TYPE, ROLE, SERVICE } from '../../constants/index';
import { Application } from '../../models/application';
import { CartItem } from '../../models/cart-item';
import { IpRecord } from '../../models/ip-record';
import type { User } from '../../models/user';
import { addCalendarDays } from '../../schemas/patent-years';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { buildAgent, buildApplication, buildCustomer, buildStaff, caught, JPG, PDF, PNG, queriesOf, useTestWorld } from '../../testing/index';
import { openCustomerIpRecord, uploadCustomerIpLogo } from './index';

const world = useTestWorld();
const actorOf = (user: User) => ({ id: user.id, role_id: user.role_id });
const inDays = (days: number) => addCalendarDays(calendarDateInKualaLumpur(), days);

describe("the customer's IP detail, {type}/detail/{id} (ACL-28, POR-14..25)", () => {
  it("shows the owner's active record with its display status, Request Renewal and the customer's applications 5 per page", async () => {
    const customer = await buildCustomer({ name: 'Portfolio Owner' });
    const agent = await buildAgent();
    const { ip, application: first } = await buildApplication({ user: customer, agent, status: S.COMPLETED, ip: { application_name: 'Kopi Portfolio', expiry_date: inDays(3), multiclass_no: 2 } });
    const ids = [first.id];
    for (let i = 0; i < 5; i += 1) {
      const row = await Application.create({ reference: `CIP${i}-${ip.id}`, application_date: '2026-02-01', service_id: SERVICE.RENEWAL, type_id: 1, status_id: i === 4 ? null : S.CANCELLED, user_id: customer.id, agent_id: agent.id, ip_id: ip.id, model_type: 'ip' } as never);
      ids.push(row.id);
    }

    const detail = await openCustomerIpRecord({ actor: actorOf(customer), type: 'ip', id: String(ip.id) });
    expect(detail).toMatchObject({
      model_type: 'ip',
      owner: { name: 'Portfolio Owner', email: customer.email },
      ip: { id: ip.id, name: 'Kopi Portfolio', class_count: 2, status: 1, can_set_renewal_notification: false },
      display_status: { kind: 'expiring_soon' },
      expiry_tone: 'red',
      can_request_renewal: true,
      request_renewal_href: `/dashboard/filing/trademark/${ip.id}`,
      can_upload_logo: true,
      logo_application_id: ids[5],
      // POR-15, ADR 046: the latest application (no status yet) offers neither acknowledge nor rate.
      latest_application: { id: ids[5], can_acknowledge: false, can_rate: false, rating: null, review: null },
    });
    expect(detail.applications).toMatchObject({ total: 6, page: 1, perPage: 5 });
    expect(detail.applications.rows.map((r) => r.id)).toEqual(ids.slice().reverse().slice(0, 5));
    // POR-21: the row without a status carries null (the page shows the error note).
    expect(detail.applications.rows[0]).toMatchObject({ status_id: null, href: `/dashboard/application/${ids[5]}` });
    const second = await openCustomerIpRecord({ actor: actorOf(customer), type: 'ip', id: ip.id, page: '2' });
    expect(second.applications.rows.map((r) => r.id)).toEqual([first.id]);
    expect(await queriesOf(() => openCustomerIpRecord({ actor: actorOf(customer), type: 'ip', id: ip.id }))).toBe(await queriesOf(() => openCustomerIpRecord({ actor: actorOf(customer), type: 'ip', id: ip.id, page: 2 })));

    // Far from expiry: the latest application's status, in green.
    await ip.update({ expiry_date: inDays(11) });
    expect(await openCustomerIpRecord({ actor: actorOf(customer), type: 'ip', id: ip.id })).toMatchObject({ display_status: { kind: 'application', service_id: SERVICE.RENEWAL, status_id: null }, expiry_tone: 'green' });
    await ip.update({ expiry_date: inDays(-1) });
    expect(await openCustomerIpRecord({ actor: actorOf(customer), type: 'ip', id: ip.id })).toMatchObject({ display_status: { kind: 'expired' }, expiry_tone: 'red' });
  });

  it('is 404 for another customer, a hidden or missing record, the wrong type, bad ids, agents and staff', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const { ip } = await buildApplication({ user: customer, agent, status: S.COMPLETED });
    const notFound = async (actor: { id: number; role_id: number }, type: unknown, id: unknown) => expect((await caught(openCustomerIpRecord({ actor, type, id }))).status).toBe(404);
    await notFound(actorOf(await buildCustomer()), 'ip', ip.id);
    await notFound(actorOf(customer), 'search', ip.id);
    await notFound(actorOf(customer), 'patent', ip.id);
    for (const id of ['0', '-1', 'abc', '1e3', '99999999', '', null]) await notFound(actorOf(customer), 'ip', id);
    await notFound(actorOf(agent), 'ip', ip.id);
    await notFound(actorOf(await buildStaff(ROLE.SUPER_ADMIN)), 'ip', ip.id);
    await ip.update({ status: 0 });
    await notFound(actorOf(customer), 'ip', ip.id);
  });

  it('opens a search record by type search, without Request Renewal', async () => {
    const customer = await buildCustomer();
    const { ip } = await buildApplication({ user: customer, service: SERVICE.SEARCH, status: S.COMPLETED });
    const detail = await openCustomerIpRecord({ actor: actorOf(customer), type: 'search', id: ip.id });
    expect(detail).toMatchObject({ model_type: 'search', can_request_renewal: false, request_renewal_href: null, expiry_tone: 'red' });
    expect((await caught(openCustomerIpRecord({ actor: actorOf(customer), type: 'ip', id: ip.id }))).status).toBe(404);
  });

  it('withdraws Request Renewal once a renewal is ordered, and for a patent in its 20th year (POR-17)', async () => {
    const customer = await buildCustomer();
    const { ip, application } = await buildApplication({ user: customer, status: S.COMPLETED, ip: { expiry_date: inDays(40) } });
    expect(await openCustomerIpRecord({ actor: actorOf(customer), type: 'ip', id: ip.id })).toMatchObject({ can_request_renewal: true, renewal_refusal: null });
    // ADR 044: a renewal of the record waiting in the cart withdraws it too, saying why.
    const line = await CartItem.create({ user_id: customer.id, service_id: SERVICE.RENEWAL, type_id: 1, country_id: ip.country_id, order_type: 'request renewal', ip_id: ip.id, filing_no: ip.filing_no, fee: '100.00' } as never);
    expect(await openCustomerIpRecord({ actor: actorOf(customer), type: 'ip', id: ip.id })).toMatchObject({ can_request_renewal: false, request_renewal_href: null, renewal_refusal: 'orders:cart.renewal_in_cart' });
    await line.destroy();
    await Application.create({ reference: `${application.reference}-R`, application_date: '2026-11-01', service_id: SERVICE.RENEWAL, type_id: 1, status_id: S.RENEWAL_ORDERED, user_id: customer.id, ip_id: ip.id, model_type: 'ip' } as never);
    expect(await openCustomerIpRecord({ actor: actorOf(customer), type: 'ip', id: ip.id })).toMatchObject({ can_request_renewal: false, request_renewal_href: null, display_status: { kind: 'application', status_id: S.RENEWAL_ORDERED }, renewal_refusal: 'orders:cart.renewal_ordered' });

    const { ip: patent } = await buildApplication({ user: customer, type: IP_TYPE.PATENT, status: S.COMPLETED, ip: { application_no: 'PI2020001', grant_no: 'MY-170001-A', expiry_date: inDays(60), latest_application_year_granted: '20th_year_granted' } });
    expect((await openCustomerIpRecord({ actor: actorOf(customer), type: 'ip', id: patent.id })).can_request_renewal).toBe(false);
    await patent.update({ latest_application_year_granted: '5th_year_granted' });
    expect((await openCustomerIpRecord({ actor: actorOf(customer), type: 'ip', id: patent.id })).request_renewal_href).toBe(`/dashboard/filing/patent/${patent.id}`);
  });
});

describe('uploadCustomerIpLogo (POR-18/19)', () => {
  it("replaces the owner's logo with a PNG or JPEG of at most 1 MB and refuses the rest with nothing changed", async () => {
    const customer = await buildCustomer();
    const { ip } = await buildApplication({ user: customer, status: S.COMPLETED });
    const actor = actorOf(customer);
    expect(await uploadCustomerIpLogo({ actor, type: 'ip', id: String(ip.id), file: { buffer: PNG, filename: 'mark.png' } })).toEqual({ message: 'files:logo.success' });
    const first = (await IpRecord.findByPk(ip.id, { rejectOnEmpty: true })).path!;
    expect(first).toMatch(new RegExp(`^logos/ips/${ip.id}/[0-9a-f]{24}\\.png$`));
    await uploadCustomerIpLogo({ actor, type: 'ip', id: ip.id, file: { buffer: JPG, filename: 'mark.JPEG' } });
    const second = (await IpRecord.findByPk(ip.id, { rejectOnEmpty: true })).path!;
    expect(second).not.toBe(first);
    expect(await world().storage.exists(first)).toBe(true);

    expect((await caught(uploadCustomerIpLogo({ actor, type: 'ip', id: ip.id, file: { buffer: PNG, filename: 'mark.gif' } }))).fieldErrors).toEqual({ logo: ['orders:request.validation.logo_type'] });
    expect((await caught(uploadCustomerIpLogo({ actor, type: 'ip', id: ip.id, file: { buffer: PDF, filename: 'mark.png' } }))).fieldErrors).toEqual({ logo: ['orders:request.validation.logo_type'] });
    expect((await caught(uploadCustomerIpLogo({ actor, type: 'ip', id: ip.id, file: { buffer: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), filename: 'mark.png' } }))).fieldErrors).toEqual({ logo: ['orders:request.validation.logo_size'] });
    expect((await caught(uploadCustomerIpLogo({ actor, type: 'ip', id: ip.id, file: null }))).fieldErrors).toEqual({ logo: ['files:logo.required'] });
    expect((await caught(uploadCustomerIpLogo({ actor: actorOf(await buildCustomer()), type: 'ip', id: ip.id, file: { buffer: PNG, filename: 'a.png' } }))).status).toBe(404);
    expect((await caught(uploadCustomerIpLogo({ actor: actorOf(await buildAgent()), type: 'ip', id: ip.id, file: { buffer: PNG, filename: 'a.png' } }))).status).toBe(404);
    await ip.update({ status: 0 });
    expect((await caught(uploadCustomerIpLogo({ actor, type: 'ip', id: ip.id, file: { buffer: PNG, filename: 'a.png' } }))).status).toBe(404);
    expect((await IpRecord.findByPk(ip.id, { rejectOnEmpty: true })).path).toBe(second);
  });
});
