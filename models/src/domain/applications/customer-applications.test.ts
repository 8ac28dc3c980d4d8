import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, IP_TYPE, ROLE, SERVICE } from '../../constants/index';
import { Application } from '../../models/application';
import { OrderItem } from '../../models/order-item';
import { buildAgent, buildApplication, buildCustomer, buildOrder, buildStaff, caught, PDF, queriesOf, useTestWorld } from '../../testing/index';
import { addApplicationFile } from '../application-files/add-application-file';
import { listApplicationFiles } from '../application-files/list-application-files';
import { readApplicationFile } from '../application-files/read-application-file';
import { CUSTOMER_STATUS_COMPLETED, listCustomerApplications } from './list-customer-applications';
import { openCustomerApplication } from './open-customer-application';

useTestWorld();

const markers = async (id: number) => {
  const row = await Application.findByPk(id, { rejectOnEmpty: true });
  return { customer: Boolean(row.read_by_customer), agent: Boolean(row.read_by_agent), staff: Boolean(row.read_by_staff) };
};

describe('listCustomerApplications (POR-26, ACL-27)', () => {
  it('lists only the owner’s applications, newest first, filtered by status code, type and search, paged and counted in the database', async () => {
    const alice = await buildCustomer();
    const bob = await buildCustomer();
    const agent = await buildAgent();
    const filed = await buildApplication({ user: alice, agent, status: S.FILED, ip: { application_name: 'Kopi Senja', filing_no: 'TM2019000111' } });
    const gazette = await buildApplication({ user: alice, agent, status: S.GAZETTE, ip: { application_name: 'Teh Tarik' } });
    const patent = await buildApplication({ user: alice, agent, type: IP_TYPE.PATENT, status: S.IN_PROGRESS, ip: { application_name: 'Solar Dryer', application_no: 'PI2026001122' } });
    const done = await buildApplication({ user: alice, agent, status: S.COMPLETED, ip: { application_name: 'Roti Canai' } });
    const ready = await buildApplication({ user: alice, agent, service: SERVICE.SEARCH, status: S.CERTIFICATE_READY, ip: { application_name: 'Search Me' } });
    await buildApplication({ user: bob, agent, status: S.FILED, ip: { application_name: 'Kopi Senja Bob' } });
    // Newest first: created_at decides.
    await Application.update({ created_at: new Date('2026-01-01T00:00:00Z') }, { where: { id: filed.application.id }, silent: true });

    const all = await listCustomerApplications({ actor: alice });
    expect(all.total).toBe(5);
    expect(all.perPage).toBe(10);
    expect(all.rows.at(-1)!.id).toBe(filed.application.id);
    expect(all.rows.map((r) => r.id)).not.toContain(undefined);
    expect(all.rows.find((r) => r.id === patent.application.id)).toMatchObject({ unread: true, href: `/dashboard/application/${patent.application.id}`, ip: { name: 'Solar Dryer', application_no: 'PI2026001122', country_iso2: 'MY' } });

    // Code 1 (Filed) holds the office's steps too; 7 is Completed (⚑AMB-24); 5 In Progress.
    expect((await listCustomerApplications({ actor: alice, status: 1 })).rows.map((r) => r.id).sort()).toEqual([filed.application.id, gazette.application.id].sort());
    expect((await listCustomerApplications({ actor: alice, status: CUSTOMER_STATUS_COMPLETED })).rows.map((r) => r.id)).toEqual([done.application.id]);
    expect((await listCustomerApplications({ actor: alice, status: 5 })).rows.map((r) => r.id)).toEqual([patent.application.id]);
    expect((await listCustomerApplications({ actor: alice, status: 2 })).rows.map((r) => r.id)).toEqual([ready.application.id]);
    expect((await listCustomerApplications({ actor: alice, typeId: IP_TYPE.PATENT })).total).toBe(1);
    expect((await listCustomerApplications({ actor: alice, search: 'TM2019000111' })).rows.map((r) => r.id)).toEqual([filed.application.id]);
    expect((await listCustomerApplications({ actor: alice, search: 'kopi' })).total).toBe(1);
    expect((await listCustomerApplications({ actor: alice, search: done.application.reference })).rows.map((r) => r.id)).toEqual([done.application.id]);

    // Unknown codes and sizes fall back; pages are clamped.
    const odd = await listCustomerApplications({ actor: alice, status: 99, typeId: 'x', perPage: 7, page: 'abc' });
    expect(odd).toMatchObject({ status: 0, typeId: 0, perPage: 10, page: 1, total: 5 });
    const paged = await listCustomerApplications({ actor: alice, perPage: 5, page: 9 });
    expect(paged).toMatchObject({ page: 1, perPage: 5, total: 5 });
    const two = await listCustomerApplications({ actor: alice, perPage: 5, page: 2 });
    expect(two.page).toBe(1);
  });

  it('reads a page in a fixed number of queries, whatever its size', async () => {
    const alice = await buildCustomer();
    for (let i = 0; i < 12; i += 1) await buildApplication({ user: alice, status: S.FILED, ip: { application_name: `Querycount ${i}` } });
    const count = (perPage: number) => queriesOf(() => listCustomerApplications({ actor: alice, perPage }));
    expect(await count(50)).toBe(await count(5));
  });

  it('is for customers only', async () => {
    expect(await caught(listCustomerApplications({ actor: await buildAgent() }))).toMatchObject({ status: 403, messageKey: 'applications:customer.fail' });
    expect(await caught(listCustomerApplications({ actor: await buildStaff(ROLE.ADMIN) }))).toMatchObject({ status: 403 });
  });
});

describe('openCustomerApplication (POR-27..29, ACL-51, ACL-52)', () => {
  it('shows the owner their application read-only with agent, IP and orders, and marks it read for the customer only', async () => {
    const alice = await buildCustomer();
    const agent = await buildAgent({ name: 'Ahmad Agent' });
    const { application, ip } = await buildApplication({ user: alice, agent, status: S.FILED, ip: { application_name: 'Kopi Senja' } });
    const { order } = await buildOrder({ user: alice });
    await OrderItem.update({ application_id: application.id }, { where: { order_id: order.id } });
    expect(await markers(application.id)).toEqual({ customer: false, agent: false, staff: false });

    const detail = await openCustomerApplication({ actor: alice, applicationId: String(application.id) });
    expect(detail).toMatchObject({ id: application.id, reference: application.reference, status_id: S.FILED, service_id: SERVICE.RENEWAL, agent: { name: 'Ahmad Agent', email: agent.email }, ip: { id: ip.id, name: 'Kopi Senja', can_set_renewal_notification: false } });
    expect(detail.orders).toEqual([expect.objectContaining({ id: order.id, reference: order.reference, status: 1, total: '1500.00' })]);
    expect(detail).not.toHaveProperty('steps');
    expect(await markers(application.id)).toEqual({ customer: true, agent: false, staff: false });
  });

  it('answers 404 for another customer’s application, a missing one and a bad id; agents and staff are refused', async () => {
    const alice = await buildCustomer();
    const bob = await buildCustomer();
    const { application } = await buildApplication({ user: alice, status: S.FILED });
    for (const id of [application.id, 999999, 'abc', -1]) {
      expect(await caught(openCustomerApplication({ actor: bob, applicationId: id }))).toMatchObject({ status: 404, messageKey: 'applications:customer.fail' });
    }
    expect(await markers(application.id)).toMatchObject({ customer: false });
    expect(await caught(openCustomerApplication({ actor: await buildAgent(), applicationId: application.id }))).toMatchObject({ status: 403 });
  });

  it('lets the owner list and download the visible files, never the hidden ones', async () => {
    const alice = await buildCustomer();
    const agent = await buildAgent();
    const { application } = await buildApplication({ user: alice, agent, status: S.FILED });
    const shown = await addApplicationFile({ actor: agent, applicationId: application.id, description: 'Filing receipt', isHidden: 'false', file: { buffer: PDF, filename: 'receipt.pdf' } });
    const hidden = await addApplicationFile({ actor: agent, applicationId: application.id, description: 'Internal note', isHidden: 'true', file: { buffer: PDF, filename: 'note.pdf' } });
    const files = await listApplicationFiles({ actor: alice, applicationId: application.id });
    expect(files.files.map((f) => f.id)).toEqual([shown.file.id]);
    expect((await readApplicationFile({ actor: alice, applicationId: application.id, fileId: shown.file.id })).filename).toBe('receipt.pdf');
    expect(await caught(readApplicationFile({ actor: alice, applicationId: application.id, fileId: hidden.file.id }))).toMatchObject({ status: 404 });
    expect(await caught(readApplicationFile({ actor: await buildCustomer(), applicationId: application.id, fileId: shown.file.id }))).toMatchObject({ status: 404 });
  });
});
