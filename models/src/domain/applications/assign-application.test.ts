import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, ROLE, SERVICE, USER_STATUS } from '../../constants/index';
import { Application } from '../../models/application';
import { ApplicationHistory } from '../../models/application-history';
import { AuditMail } from '../../models/audit-mail';
import { buildAgent, buildApplication, buildCustomer, buildStaff, caught, lastAudit, useTestWorld } from '../../testing/index';
import { assignApplication } from './assign-application';
import { reassignApplication } from './reassign-application';

const world = useTestWorld();

const mailsTo = (email: string) => world().mails().filter((m) => m.to.includes(email));

describe('assignApplication (ADM-34/35, G-30)', () => {
  it('moves Pending Assign → In Progress with the agent: message, history, audit row, and the job_assigned mail in the agent\'s language', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent({ language: 'cn' });
    const admin = await buildStaff(ROLE.ADMIN);
    const { application } = await buildApplication({ user: customer, status: S.PENDING_ASSIGN });
    const result = await assignApplication({ actor: admin, applicationId: application.id, userId: String(agent.id) });
    expect(result.message).toBe('console-applications:assign.success');
    expect(result.application).toMatchObject({ id: application.id, status_id: S.IN_PROGRESS, agent: { id: agent.id }, can_assign: false, can_reassign: true });
    const stored = await Application.findByPk(application.id);
    expect([stored!.status_id, stored!.agent_id]).toEqual([S.IN_PROGRESS, agent.id]);
    const history = await ApplicationHistory.findAll({ where: { application_id: application.id } });
    expect(history.map((h) => [h.message, h.user_id])).toEqual([[`Assigned to agent ${agent.name}.`, admin.id]]);
    const audit = await lastAudit('application.assign');
    expect([audit!.actor_id, audit!.target_id, audit!.before, audit!.after]).toEqual([admin.id, String(application.id), { status_id: S.PENDING_ASSIGN, agent_id: null }, { status_id: S.IN_PROGRESS, agent_id: agent.id }]);
    const mails = mailsTo(agent.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`新工作已指派给您：${application.reference}`);
    expect(mails[0]!.html).toContain(`/dashboard/application/${application.id}`);
    expect(await AuditMail.count({ where: { mailable_type: 'job_assigned' } })).toBe(1);
  });

  it('refuses with "Fail to assign to agent": no agent (422), not an active agent (422), not Pending Assign (409), missing (404); nothing changes', async () => {
    const customer = await buildCustomer();
    const admin = await buildStaff(ROLE.SUPER_ADMIN);
    const { application } = await buildApplication({ user: customer, status: S.PENDING_ASSIGN });
    const blocked = await buildAgent({ status_id: USER_STATUS.BLOCKED });
    for (const userId of [undefined, '', 'x', -1, customer.id, blocked.id]) {
      const error = await caught(assignApplication({ actor: admin, applicationId: application.id, userId }));
      expect([error.status, error.messageKey], String(userId)).toEqual([422, 'console-applications:assign.fail']);
      expect(error.fieldErrors.user_id?.[0]).toMatch(/^console-applications:assign\.(agent_required|agent_inactive)$/);
    }
    const agent = await buildAgent();
    const { application: inProgress } = await buildApplication({ user: customer, agent, status: S.IN_PROGRESS });
    expect((await caught(assignApplication({ actor: admin, applicationId: inProgress.id, userId: agent.id }))).status).toBe(409);
    expect((await caught(assignApplication({ actor: admin, applicationId: 99_999_999, userId: agent.id }))).status).toBe(404);
    expect((await Application.findByPk(application.id))!.status_id).toBe(S.PENDING_ASSIGN);
    expect(await ApplicationHistory.count({ where: { application_id: [application.id, inProgress.id] } })).toBe(0);
    expect([...mailsTo(agent.email), ...mailsTo(blocked.email)]).toHaveLength(0);
  });

  it('is refused to agents, customers and accountants (403)', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const { application } = await buildApplication({ user: customer, status: S.PENDING_ASSIGN });
    for (const actor of [agent, customer, await buildStaff(ROLE.ACCOUNTANT)]) {
      expect((await caught(assignApplication({ actor, applicationId: application.id, userId: agent.id }))).status).toBe(403);
      expect((await caught(reassignApplication({ actor, applicationId: application.id, userId: agent.id }))).status).toBe(403);
    }
  });
});

describe('reassignApplication (ADM-35/36, G-17)', () => {
  it('gives an open application to another agent; both agents are mailed in their own language; the status stays', async () => {
    const customer = await buildCustomer();
    const first = await buildAgent({ language: 'bm' });
    const second = await buildAgent({ language: 'en' });
    const admin = await buildStaff(ROLE.ADMIN);
    const { application } = await buildApplication({ user: customer, agent: first, status: S.FILED });
    const result = await reassignApplication({ actor: admin, applicationId: application.id, userId: second.id });
    expect(result.message).toBe('console-applications:reassign.success');
    expect(result.application).toMatchObject({ status_id: S.FILED, agent: { id: second.id } });
    const audit = await lastAudit('application.reassign');
    expect([audit!.before, audit!.after]).toEqual([{ agent_id: first.id }, { agent_id: second.id }]);
    expect((await ApplicationHistory.findOne({ where: { application_id: application.id } }))!.message).toBe(`Reassigned from agent ${first.name} to agent ${second.name}.`);
    expect(mailsTo(second.email).map((m) => m.subject)).toEqual([`New job assigned to you: ${application.reference}`]);
    expect(mailsTo(first.email).map((m) => m.subject)).toEqual([`Tugasan ${application.reference} ditugaskan semula kepada ejen lain`]);
    expect(await AuditMail.count({ where: { mailable_type: 'job_reassigned_out' } })).toBe(1);

    // G-17: through the changeAgent alias the answer is 'Success Change Agent'.
    const back = await reassignApplication({ actor: admin, applicationId: application.id, userId: first.id, via: 'change_agent' });
    expect(back.message).toBe('console-applications:reassign.change_agent_success');
  });

  it('refuses with "Fail to reassign to agent": the same agent or an inactive one (422); Pending Assign, Completed, Cancelled or awaiting payment (409)', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const other = await buildAgent();
    const admin = await buildStaff(ROLE.ADMIN);
    const { application } = await buildApplication({ user: customer, agent, status: S.IN_PROGRESS });
    const same = await caught(reassignApplication({ actor: admin, applicationId: application.id, userId: agent.id }));
    expect([same.status, same.messageKey, same.fieldErrors.user_id]).toEqual([422, 'console-applications:reassign.fail', ['console-applications:reassign.same_agent']]);
    expect((await caught(reassignApplication({ actor: admin, applicationId: application.id, userId: customer.id }))).status).toBe(422);
    for (const status of [S.PENDING_ASSIGN, S.COMPLETED, S.CANCELLED, S.RENEWAL_ORDERED, S.PENDING_VERIFICATION]) {
      const { application: closed } = await buildApplication({ user: customer, agent: status === S.PENDING_ASSIGN ? null : agent, status, service: SERVICE.APPLICATION });
      const error = await caught(reassignApplication({ actor: admin, applicationId: closed.id, userId: other.id }));
      expect([error.status, error.messageKey], `status ${status}`).toEqual([409, 'console-applications:reassign.fail']);
    }
    expect((await Application.findByPk(application.id))!.agent_id).toBe(agent.id);
    expect([...mailsTo(agent.email), ...mailsTo(other.email)]).toHaveLength(0);
  });
});
