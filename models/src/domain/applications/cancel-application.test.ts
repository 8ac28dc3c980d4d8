import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, ROLE, SERVICE } from '../../constants/index';
import { Application } from '../../models/application';
import { ApplicationHistory } from '../../models/application-history';
import { AuditLog } from '../../models/audit-log';
import { buildAgent, buildApplication, buildCustomer, buildStaff, caught, lastAudit, useTestWorld } from '../../testing/index';
import { SYSTEM } from '../kernel/index';
import { cancelApplication } from './cancel-application';
import { isOpenWork } from './workflow';

useTestWorld();

describe('cancelApplication (G-49)', () => {
  it('lets SA/AD cancel from every open status of each service with a reason (history and audit); anything else is 409 and changes nothing', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const admin = await buildStaff(ROLE.ADMIN);
    let cancelled = 0;
    for (const service of Object.values(SERVICE)) {
      for (const status of Object.values(S)) {
        const { application } = await buildApplication({ user: customer, agent, service, status });
        if (!isOpenWork(service, status)) {
          const error = await caught(cancelApplication({ actor: admin, applicationId: application.id, reason: 'Customer request' }));
          expect([error.status, error.messageKey], `service ${service} status ${status}`).toEqual([409, 'applications:step.fail']);
          expect((await Application.findByPk(application.id))!.status_id).toBe(status);
          expect(await ApplicationHistory.count({ where: { application_id: application.id } })).toBe(0);
          continue;
        }
        const result = await cancelApplication({ actor: admin, applicationId: application.id, reason: '  Duplicate filing  ' });
        expect(result).toMatchObject({ message: 'applications:cancel.success', application: { status_id: S.CANCELLED } });
        const history = await ApplicationHistory.findOne({ where: { application_id: application.id } });
        expect([history!.message, history!.user_id]).toEqual(['Cancelled: Duplicate filing', admin.id]);
        const audit = await lastAudit('application.cancel');
        expect(audit).toMatchObject({ actor_id: admin.id, target_id: String(application.id) });
        expect([audit!.before, audit!.after]).toEqual([{ status_id: status }, { status_id: S.CANCELLED, reason: 'Duplicate filing' }]);
        cancelled += 1;
      }
    }
    // Pending Assign … Certificate Ready: renewal 5 statuses, application 10, search 3.
    expect(cancelled).toBe(18);
  }, 60_000);

  it('needs a reason (422, nothing changed) and refuses agents, customers, accountants and the system (403)', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const { application } = await buildApplication({ user: customer, agent, status: S.FILED });
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
    for (const reason of [undefined, '   ', 'x'.repeat(501)]) {
      const error = await caught(cancelApplication({ actor: superAdmin, applicationId: application.id, reason }));
      expect(error.status).toBe(422);
      expect(error.fieldErrors.reason?.[0]).toMatch(/^applications:cancel\.reason_(required|too_long)$/);
    }
    for (const actor of [agent, customer, await buildStaff(ROLE.ACCOUNTANT), SYSTEM, undefined]) {
      expect((await caught(cancelApplication({ actor: actor as never, applicationId: application.id, reason: 'x' }))).status).toBe(403);
    }
    expect((await caught(cancelApplication({ actor: superAdmin, applicationId: 99_999_999, reason: 'x' }))).status).toBe(404);
    expect((await Application.findByPk(application.id))!.status_id).toBe(S.FILED);
    expect(await AuditLog.count({ where: { target_type: 'application', target_id: String(application.id) } })).toBe(0);
  });
});
