import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, FILE_STATUS, ROLE, SERVICE } from '../../constants/index';
import { ApplicationFile } from '../../models/application-file';
import { Classification } from '../../models/classification';
import { buildAgent, buildApplication, buildCustomer, buildStaff, caught, useTestWorld } from '../../testing/index';
import { getSearchRequest } from './get-search-request';
import { getStaffApplication } from './get-staff-application';
import { listSearchRequests } from './list-search-requests';
import { listStaffApplications } from './list-staff-applications';

useTestWorld();

describe('the console application lists (ADM-31..33, ADM-39, ⚑AMB-10)', () => {
  it('filters by service, agent, outcome, status, search and date range, and counts and pages in the database', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const customer = await buildCustomer({ email: `listed.${Date.now()}@example.com` });
    const agent = await buildAgent();
    const other = await buildAgent();
    const made = [
      await buildApplication({ user: customer, agent, service: SERVICE.RENEWAL, status: S.FILED, ip: { application_name: 'Kopi Senja Unik' } }),
      await buildApplication({ user: customer, agent, service: SERVICE.RENEWAL, status: S.COMPLETED }),
      await buildApplication({ user: customer, agent: other, service: SERVICE.APPLICATION, status: S.CANCELLED, columns: { application_date: '2025-03-01' } }),
      await buildApplication({ user: customer, service: SERVICE.SEARCH, status: S.PENDING_ASSIGN }),
      await buildApplication({ user: customer, agent: other, service: SERVICE.SEARCH, status: S.IN_PROGRESS }),
    ].map((m) => m.application);
    const ids = async (filter: Record<string, unknown>, extra: { offset?: number; limit?: number } = {}) => {
      const page = await listStaffApplications({ actor: admin, filter: { q: customer.email, ...filter }, sort: { field: 'id', order: 'ASC' }, ...extra });
      return { ids: page.rows.map((r) => r.id), total: page.total };
    };
    const [renewalFiled, renewalDone, applicationCancelled, searchWaiting, searchWorked] = made.map((a) => a.id);
    expect(await ids({})).toEqual({ ids: made.map((a) => a.id), total: 5 });
    expect(await ids({ service_id: 0 })).toEqual({ ids: made.map((a) => a.id), total: 5 });
    expect(await ids({ service_id: SERVICE.SEARCH })).toEqual({ ids: [searchWaiting, searchWorked], total: 2 });
    expect(await ids({ agent_id: other.id })).toEqual({ ids: [applicationCancelled, searchWorked], total: 2 });
    expect(await ids({ outcome: 1 })).toEqual({ ids: [renewalDone], total: 1 });
    expect(await ids({ outcome: 2 })).toEqual({ ids: [renewalFiled, searchWaiting, searchWorked], total: 3 });
    expect(await ids({ outcome: 3 })).toEqual({ ids: [applicationCancelled], total: 1 });
    expect(await ids({ status_id: S.COMPLETED, agent_id: agent.id })).toEqual({ ids: [renewalDone], total: 1 });
    expect(await ids({ date_from: '2025-01-01', date_to: '2025-12-31' })).toEqual({ ids: [applicationCancelled], total: 1 });
    expect(await ids({}, { offset: 2, limit: 2 })).toEqual({ ids: [applicationCancelled, searchWaiting], total: 5 });
    const byName = await listStaffApplications({ actor: admin, filter: { q: 'senja unik' } });
    expect(byName.rows.map((r) => r.id)).toEqual([renewalFiled]);
    expect(byName.rows[0]).toMatchObject({ reference: made[0]!.reference, outcome: 2, customer: { id: customer.id }, agent: { id: agent.id }, ip: { application_name: 'Kopi Senja Unik', country: 'Malaysia' } });
    for (const filter of [{ service_id: 4 }, { outcome: 9 }, { date_from: 'yesterday' }, { q: 'x'.repeat(192) }]) {
      expect((await caught(listStaffApplications({ actor: admin, filter }))).status).toBe(400);
    }
    const searches = await listSearchRequests({ actor: admin, filter: { q: customer.email } });
    expect([searches.rows.map((r) => r.id), searches.total]).toEqual([[searchWorked, searchWaiting], 2]);
  });

  it('shows one application with the agent, history, files and the flags; a search request with its classifications and the report', async () => {
    const admin = await buildStaff(ROLE.SUPER_ADMIN);
    const customer = await buildCustomer();
    const agent = await buildAgent({ company: 'Rahman IP Sdn Bhd' });
    const { application: waiting } = await buildApplication({ user: customer, status: S.PENDING_ASSIGN });
    expect(await getStaffApplication({ actor: admin, id: waiting.id })).toMatchObject({ can_assign: true, can_reassign: false, can_cancel: true, agent_detail: null });
    const { application: search, ip } = await buildApplication({ user: customer, agent, service: SERVICE.SEARCH, status: S.CERTIFICATE_READY });
    await Classification.create({ ip_id: ip.id, application_id: search.id, class_no: 30, term: 'Coffee', goods: 'Coffee beans' });
    await ApplicationFile.create({ application_id: search.id, description: 'Certificate', filename: 'report.pdf', path: 'x/report.pdf', status_id: FILE_STATUS.LOCKED });
    const detail = await getSearchRequest({ actor: admin, id: search.id });
    expect(detail).toMatchObject({
      can_assign: false,
      can_reassign: true,
      can_cancel: true,
      step_actions: [],
      agent_detail: { id: agent.id, company: 'Rahman IP Sdn Bhd' },
      classifications: [{ class_no: 30, term: 'Coffee', goods: 'Coffee beans' }],
      report: { filename: 'report.pdf', status_id: FILE_STATUS.LOCKED },
    });
    expect((await caught(getSearchRequest({ actor: admin, id: waiting.id }))).status).toBe(404);
    expect((await caught(getStaffApplication({ actor: admin, id: 'Infinity' }))).status).toBe(404);
    for (const actor of [agent, customer, await buildStaff(ROLE.ACCOUNTANT)]) {
      expect((await caught(getStaffApplication({ actor, id: search.id }))).status).toBe(403);
      expect((await caught(listSearchRequests({ actor }))).status).toBe(403);
    }
  });
});
