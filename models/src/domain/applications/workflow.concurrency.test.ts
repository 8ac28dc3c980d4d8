import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, ROLE, SERVICE } from '../../constants/index';
import { Application } from '../../models/application';
import { ApplicationFile } from '../../models/application-file';
import { ApplicationHistory } from '../../models/application-history';
import { IpRecord } from '../../models/ip-record';
import { buildAgent, buildApplication, buildCustomer, buildStaff, openTestWorld, PDF, type TestWorld, type User } from '../../testing/index';
import { SYSTEM } from '../kernel/index';
import { completeApplication } from './complete-application';
import { takeApplicationStep } from './take-application-step';

/**
 * Conflicting workflow moves on one application at the same time, each in its own transaction on its
 * own connection (a SQLite file / MariaDB): exactly one applies, the other is 409 and leaves no trace
 * (issue 13 §1). Completion racing itself rolls the IP record forward once.
 */
let world: TestWorld;
let customer: User;
let agent: User;
let admin: User;
beforeAll(async () => {
  world = await openTestWorld({ sqlite: 'file' });
  customer = await buildCustomer();
  agent = await buildAgent();
  admin = await buildStaff(ROLE.ADMIN);
}, 180_000);
afterAll(async () => world?.close());

const settled = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);
const refusals = (results: PromiseSettledResult<unknown>[]) =>
  results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => [(r.reason as { status?: number }).status, (r.reason as { messageKey?: string }).messageKey]);

describe('concurrent workflow moves', () => {
  it('two conflicting steps (Official Action and Certificate from Filed): exactly one applies, the other is 409', async () => {
    const { application } = await buildApplication({ user: customer, agent, status: S.FILED });
    const results = await settled([
      takeApplicationStep({ actor: agent, applicationId: application.id, action: 'official_action', message: 'Objection received.' }),
      takeApplicationStep({ actor: admin, applicationId: application.id, action: 'certificate', file: { buffer: PDF } }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refusals(results)).toEqual([[409, 'applications:step.fail']]);
    const status = (await Application.findByPk(application.id))!.status_id;
    expect([S.OFFICIAL_ACTION, S.CERTIFICATE_READY]).toContain(status);
    expect(await ApplicationHistory.count({ where: { application_id: application.id } })).toBe(1);
    expect(await ApplicationFile.count({ where: { application_id: application.id } })).toBe(status === S.CERTIFICATE_READY ? 1 : 0);
  });

  it('the same step sent twice (a replayed form): filed once, one receipt', async () => {
    const { application, ip } = await buildApplication({ user: customer, agent, service: SERVICE.APPLICATION });
    const results = await settled(
      ['TM2026000001', 'TM2026000002'].map((filingNo) => takeApplicationStep({ actor: agent, applicationId: application.id, action: 'filed', filingNo, file: { buffer: PDF } })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refusals(results)).toEqual([[409, 'applications:step.fail']]);
    expect((await Application.findByPk(application.id))!.status_id).toBe(S.FILED);
    expect(await ApplicationHistory.count({ where: { application_id: application.id } })).toBe(1);
    expect(await ApplicationFile.count({ where: { application_id: application.id } })).toBe(1);
    expect(['TM2026000001', 'TM2026000002']).toContain((await IpRecord.findByPk(ip.id))!.filing_no);
  });

  it('the owner and the day-14 job completing together: completed once, the IP rolled forward once', async () => {
    const { application, ip } = await buildApplication({
      user: customer,
      agent,
      status: S.CERTIFICATE_READY,
      columns: { acknowledge: true, rating: 4, certificate_ready_at: new Date(Date.now() - 20 * 86_400_000) },
    });
    const results = await Promise.all([
      completeApplication({ actor: customer, applicationId: application.id }),
      completeApplication({ actor: SYSTEM, applicationId: application.id }),
      completeApplication({ actor: customer, applicationId: application.id }),
    ]);
    expect(results.map((r) => r.completed).sort()).toEqual([false, false, true]);
    expect((await IpRecord.findByPk(ip.id))!.expiry_date).toBe('2036-05-01');
    expect(await ApplicationHistory.count({ where: { application_id: application.id } })).toBe(1);
  });
});
