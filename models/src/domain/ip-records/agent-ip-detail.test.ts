import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, ROLE, SERVICE } from '../../constants/index';
import { Application } from '../../models/application';
import { IpRecord } from '../../models/ip-record';
import { Settlement } from '../../models/settlement';
import type { User } from '../../models/user';
import { buildAgent, buildApplication, buildCustomer, buildStaff, caught, queriesOf, useTestWorld } from '../../testing/index';
import { openJob } from '../applications/open-job';
import { openAgentIpRecord, setRenewalNotification } from './index';

useTestWorld();
const actorOf = (user: User) => ({ id: user.id, role_id: user.role_id });

describe("the agent's IP detail, {type}/detail/{id} (ACL-28, POR-15, POR-20)", () => {
  it("shows a record the agent worked on with only the agent's own applications, 5 per page; anything else is 404", async () => {
    const customer = await buildCustomer({ name: 'Detail Owner' });
    const agent = await buildAgent();
    const other = await buildAgent();
    const { ip, application: first } = await buildApplication({ user: customer, agent, status: S.COMPLETED, ip: { application_name: 'Kopi Detail', multiclass_no: 2 } });
    // Six more of the agent's applications on the same record and one of another agent.
    const mine = [first.id];
    for (let i = 0; i < 6; i += 1) {
      const row = await Application.create({ reference: `IPD${i}-${ip.id}`, application_date: '2026-02-01', service_id: SERVICE.RENEWAL, type_id: 1, status_id: S.CANCELLED, user_id: customer.id, agent_id: agent.id, ip_id: ip.id, model_type: 'ip' } as never);
      mine.push(row.id);
    }
    const theirs = await Application.create({ reference: `IPDX-${ip.id}`, application_date: '2026-03-01', service_id: SERVICE.RENEWAL, type_id: 1, status_id: S.IN_PROGRESS, user_id: customer.id, agent_id: other.id, ip_id: ip.id, model_type: 'ip' } as never);

    const detail = await openAgentIpRecord({ actor: actorOf(agent), type: 'ip', id: String(ip.id) });
    expect(detail).toMatchObject({ model_type: 'ip', owner: { name: 'Detail Owner', email: customer.email }, ip: { id: ip.id, name: 'Kopi Detail', class_count: 2, status: 1, detail_href: `/dashboard/ip/detail/${ip.id}` } });
    expect(detail.applications).toMatchObject({ total: 7, page: 1, perPage: 5 });
    expect(detail.applications.rows.map((r) => r.id)).toEqual(mine.slice().reverse().slice(0, 5));
    expect(detail.applications.rows.map((r) => r.id)).not.toContain(theirs.id);
    expect(detail.applications.rows[0]!.href).toBe(`/dashboard/history/trademark/${mine[6]}`);
    const second = await openAgentIpRecord({ actor: actorOf(agent), type: 'ip', id: ip.id, page: '2' });
    expect(second.applications.rows.map((r) => r.id)).toEqual([mine[1], mine[0]]);
    // The page reads a fixed number of statements whatever it shows.
    expect(await queriesOf(() => openAgentIpRecord({ actor: actorOf(agent), type: 'ip', id: ip.id }))).toBe(await queriesOf(() => openAgentIpRecord({ actor: actorOf(agent), type: 'ip', id: ip.id, page: 2 })));

    // Another agent's view holds only their own application; someone with none on it, the wrong type, bad ids, customers and staff: 404.
    expect((await openAgentIpRecord({ actor: actorOf(other), type: 'ip', id: ip.id })).applications.rows.map((r) => r.id)).toEqual([theirs.id]);
    const stranger = await buildAgent();
    for (const [actor, type, id] of [
      [actorOf(stranger), 'ip', ip.id],
      [actorOf(agent), 'search', ip.id],
      [actorOf(agent), 'trademark', ip.id],
      [actorOf(agent), 'ip', 'abc'],
      [actorOf(agent), 'ip', -1],
      [actorOf(customer), 'ip', ip.id],
      [actorOf(await buildStaff(ROLE.ADMIN)), 'ip', ip.id],
    ] as const) {
      expect(await caught(openAgentIpRecord({ actor, type, id }))).toMatchObject({ status: 404, messageKey: 'ip-records:read_fail' });
    }
    // A search request opens as type search.
    const { ip: search } = await buildApplication({ user: customer, agent, service: SERVICE.SEARCH, status: S.CERTIFICATE_READY });
    expect((await openAgentIpRecord({ actor: actorOf(agent), type: 'search', id: search.id })).model_type).toBe('search');
  });

  it('offers Set Renewal Notification where the rule allows it, on the job page and the IP detail alike (G-31, G-59)', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const { ip, application } = await buildApplication({ user: customer, agent, status: S.COMPLETED });
    const proof = await Settlement.create({ application_id: application.id, agent_id: agent.id, pending_validate: true } as never);
    const state = async () => ({
      job: (await openJob({ actor: actorOf(agent), applicationId: application.id })).ip,
      detail: (await openAgentIpRecord({ actor: actorOf(agent), type: 'ip', id: ip.id })).ip,
    });
    // G-59: not while the proof waits for validation.
    expect(await state()).toMatchObject({ job: { can_set_renewal_notification: false, renewal_notification: false }, detail: { can_set_renewal_notification: false } });
    await proof.update({ pending_validate: false });
    expect(await state()).toMatchObject({ job: { can_set_renewal_notification: true, renewal_notification: false }, detail: { can_set_renewal_notification: true } });
    await setRenewalNotification({ actor: actorOf(agent), id: ip.id });
    expect(await state()).toMatchObject({ job: { can_set_renewal_notification: false, renewal_notification: true }, detail: { can_set_renewal_notification: false, renewal_notification: true } });

    // An open application, or a newer one the agent does not hold, offers nothing.
    const { application: open } = await buildApplication({ user: customer, agent, status: S.FILED });
    expect((await openJob({ actor: actorOf(agent), applicationId: open.id })).ip.can_set_renewal_notification).toBe(false);
    await IpRecord.update({ renewal_notification_at: null }, { where: { id: ip.id } });
    await Application.create({ reference: `NEWER-${ip.id}`, application_date: '2026-03-01', service_id: SERVICE.RENEWAL, type_id: 1, status_id: S.IN_PROGRESS, user_id: customer.id, agent_id: (await buildAgent()).id, ip_id: ip.id, model_type: 'ip' } as never);
    expect((await state()).job.can_set_renewal_notification).toBe(false);
  });
});
