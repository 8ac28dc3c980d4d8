import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, FILE_STATUS, IP_TYPE, ROLE, SERVICE } from '../../constants/index';
import { Application } from '../../models/application';
import { ApplicationFile } from '../../models/application-file';
import { ApplicationHistory } from '../../models/application-history';
import { AuditLog } from '../../models/audit-log';
import { IpRecord } from '../../models/ip-record';
import { OppositionStep } from '../../models/opposition-step';
import { Settlement } from '../../models/settlement';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { buildAgent, buildApplication, buildCustomer, buildStaff, caught, lastAudit, PDF, PNG, useTestWorld, type User } from '../../testing/index';
import { SYSTEM } from '../kernel/index';
import { isProofOutstanding, stepsEnabled } from './outstanding-proof';
import { moveIfStill } from './shared';
import { takeApplicationStep, type TakeApplicationStepInput } from './take-application-step';
import { frontendRulesFor, isStepAction, targetOf, WORKFLOW_ACTIONS } from './workflow';

const world = useTestWorld();

/** Everything any step may need: a message (an opposition step's title), the numbers, an expiry and a PDF. */
const FULL = {
  message: 'Step taken by the test.',
  filingNo: 'TM2026000777',
  registrationNo: 'TM2026000777',
  expiryDate: '2036-03-01',
  file: { buffer: PDF, filename: 'document.pdf' },
} satisfies Partial<TakeApplicationStepInput>;

const SERVICES = Object.values(SERVICE);
const STATUSES = Object.values(S);
const ACTIONS = [...WORKFLOW_ACTIONS, 'renewal_notification', 'bogus', ''];

/** What a refused step must leave as it was. */
async function footprint(applicationId: number) {
  const application = await Application.findByPk(applicationId, { rejectOnEmpty: true });
  const ip = await IpRecord.findByPk(application.ip_id, { rejectOnEmpty: true });
  return {
    application: { status_id: application.status_id, application_date: application.application_date, certificate_ready_at: application.certificate_ready_at, updated_at: application.updated_at?.toISOString() },
    ip: { filing_no: ip.filing_no, filing_date: ip.filing_date, grant_no: ip.grant_no, expiry_date: ip.expiry_date },
    history: await ApplicationHistory.count({ where: { application_id: applicationId } }),
    files: await ApplicationFile.count({ where: { application_id: applicationId } }),
    opposition: await OppositionStep.count({ where: { application_id: applicationId } }),
    audits: await AuditLog.count({ where: { target_type: 'application', target_id: String(applicationId) } }),
    stored: existsSync(path.join(world().storageDir, 'applications', String(applicationId))),
  };
}

describe('takeApplicationStep: the table decides (issue 13 §1, AGT-22)', () => {
  it('takes every allowed (service, status, step) and refuses every other triple with 409, changing nothing', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    let allowed = 0;
    let refused = 0;
    for (const service of SERVICES) {
      for (const status of STATUSES) {
        const { application: fixture } = await buildApplication({ user: customer, agent, service, status });
        const before = await footprint(fixture.id);
        for (const action of ACTIONS) {
          const target = isStepAction(action) ? targetOf(service, status, action) : null;
          if (target === null) {
            const error = await caught(takeApplicationStep({ actor: agent, applicationId: fixture.id, action, ...FULL }));
            expect([error.status, error.messageKey], `service ${service} status ${status} ${action}`).toEqual([409, 'applications:step.fail']);
            refused += 1;
            continue;
          }
          const { application } = await buildApplication({ user: customer, agent, service, status });
          const result = await takeApplicationStep({ actor: agent, applicationId: application.id, action, ...FULL });
          expect(result.message).toBe('applications:step.success');
          expect(result.application, `service ${service} status ${status} ${action}`).toMatchObject({ id: application.id, status_id: target, frontend_rules: frontendRulesFor(service, target) });
          const history = await ApplicationHistory.findAll({ where: { application_id: application.id } });
          expect(history.map((h) => [h.message, h.user_id, Boolean(h.file)])).toEqual([[FULL.message, agent.id, true]]);
          allowed += 1;
        }
        expect(await footprint(fixture.id), `service ${service} status ${status}`).toEqual(before);
      }
    }
    // 7 renewal, 17 application and 1 search steps; the rest refused.
    expect(allowed).toBe(25);
    expect(refused).toBe(SERVICES.length * STATUSES.length * ACTIONS.length - allowed);
  }, 120_000);

  it('answers 409 for a step the status-only table allowed (a renewal taking Accepted, an application skipping to Certificate)', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const renewal = (await buildApplication({ user: customer, agent, status: S.FILED })).application;
    expect((await caught(takeApplicationStep({ actor: agent, applicationId: renewal.id, action: 'accepted' }))).status).toBe(409);
    const application = (await buildApplication({ user: customer, agent, service: SERVICE.APPLICATION, status: S.FILED })).application;
    expect((await caught(takeApplicationStep({ actor: agent, applicationId: application.id, action: 'certificate', ...FULL }))).status).toBe(409);
  });
});

describe('takeApplicationStep: who may act', () => {
  it('answers 404 to another agent (as for a missing application) and to an agent on an unassigned one', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const other = await buildAgent();
    const { application } = await buildApplication({ user: customer, agent, status: S.FILED });
    const before = await footprint(application.id);
    for (const [actor, id] of [[other, application.id], [agent, 987_654], [agent, 'Infinity'], [agent, -1]] as [User, unknown][]) {
      const error = await caught(takeApplicationStep({ actor, applicationId: id, action: 'official_action' }));
      expect([error.status, error.messageKey]).toEqual([404, 'applications:step.fail']);
    }
    const waiting = (await buildApplication({ user: customer, agent: null, status: S.PENDING_ASSIGN })).application;
    expect((await caught(takeApplicationStep({ actor: agent, applicationId: waiting.id, action: 'filed', ...FULL }))).status).toBe(404);
    expect(await footprint(application.id)).toEqual(before);
  });

  it('refuses customers (the owner too), accountants, the system and a missing actor with 403', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const { application } = await buildApplication({ user: customer, agent, status: S.FILED });
    const accountant = await buildStaff(ROLE.ACCOUNTANT);
    for (const actor of [customer, accountant, SYSTEM, undefined]) {
      const error = await caught(takeApplicationStep({ actor: actor as never, applicationId: application.id, action: 'official_action' }));
      expect(error.status).toBe(403);
    }
    expect((await Application.findByPk(application.id))!.status_id).toBe(S.FILED);
  });

  it('lets SA and AD take any step of the service’s table on someone else’s job, audit-logged; never a target outside it (G-02 override)', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    for (const role of [ROLE.SUPER_ADMIN, ROLE.ADMIN] as const) {
      const staff = await buildStaff(role);
      const { application } = await buildApplication({ user: customer, agent, service: SERVICE.APPLICATION, status: S.ACCEPTED });
      const result = await takeApplicationStep({ actor: { id: staff.id, role_id: staff.role_id, ip: '203.0.113.9' }, applicationId: application.id, action: 'acceptance', message: 'Advertised.' });
      expect(result.application.status_id).toBe(S.ACCEPTANCE);
      const audit = await lastAudit('application.step');
      expect(audit).toMatchObject({ actor_id: staff.id, target_type: 'application', target_id: String(application.id), ip_address: '203.0.113.9' });
      expect(audit!.before).toEqual({ status_id: S.ACCEPTED });
      expect(audit!.after).toEqual({ step: 'acceptance', status_id: S.ACCEPTANCE, override: true });
      const history = await ApplicationHistory.findOne({ where: { application_id: application.id } });
      expect([history!.message, history!.user_id]).toEqual(['Advertised.', staff.id]);
      // Not a step of this table for the current status: refused, whoever asks.
      expect((await caught(takeApplicationStep({ actor: staff, applicationId: application.id, action: 'certificate', ...FULL }))).status).toBe(409);
      // A renewal has no Accepted at all.
      const renewal = (await buildApplication({ user: customer, agent, status: S.FILED })).application;
      expect((await caught(takeApplicationStep({ actor: staff, applicationId: renewal.id, action: 'accepted' }))).status).toBe(409);
    }
  });

  it('writes no audit row for the assigned agent’s own step, one when staff act through impersonation', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const admin = await buildStaff(ROLE.ADMIN);
    const { application } = await buildApplication({ user: customer, agent, status: S.FILED });
    await takeApplicationStep({ actor: agent, applicationId: application.id, action: 'official_action' });
    expect(await AuditLog.count({ where: { target_type: 'application', target_id: String(application.id) } })).toBe(0);
    await takeApplicationStep({ actor: { id: agent.id, role_id: agent.role_id, impersonator_id: admin.id }, applicationId: application.id, action: 'filed' });
    const audit = await lastAudit('application.step');
    expect(audit).toMatchObject({ actor_id: agent.id, impersonator_id: admin.id, target_id: String(application.id) });
    expect(audit!.after).toMatchObject({ step: 'filed', status_id: S.FILED, override: false });
  });
});

describe('takeApplicationStep: what each step records', () => {
  it('files a renewal: the receipt (locked, stored), application_date defaulting to today in Kuala Lumpur, a default history line', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const { application, ip } = await buildApplication({ user: customer, agent });
    const result = await takeApplicationStep({ actor: agent, applicationId: String(application.id), action: 'filed', file: { buffer: PDF, filename: 'C:\\scans\\receipt.pdf' } });
    expect(result.application).toMatchObject({ status_id: S.FILED, application_date: calendarDateInKualaLumpur(new Date()) });
    const file = await ApplicationFile.findOne({ where: { application_id: application.id } });
    expect(file).toMatchObject({ filename: 'receipt.pdf', mime: 'application/pdf', status_id: FILE_STATUS.LOCKED, uploaded_by: agent.id, description: 'Filing receipt' });
    expect(file!.path).toMatch(new RegExp(`^applications/${application.id}/[0-9a-f]{32}\\.pdf$`));
    expect(await world().storage.getFile(file!.path)).toEqual(PDF);
    const history = await ApplicationHistory.findOne({ where: { application_id: application.id } });
    expect([history!.message, history!.file]).toEqual(['Status changed to Filed.', file!.path]);
    // A renewal's IP keeps its numbers.
    expect((await IpRecord.findByPk(ip.id))!.filing_no).toBe(ip.filing_no);
  });

  it('files an application: the filing number and date onto the IP record, the given application_date', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const { application, ip } = await buildApplication({ user: customer, agent, service: SERVICE.APPLICATION });
    await takeApplicationStep({ actor: agent, applicationId: application.id, action: 'filed', applicationDate: '2026-02-03', filingNo: ' TM2026001234 ', file: { buffer: PDF } });
    expect((await Application.findByPk(application.id))!.application_date).toBe('2026-02-03');
    expect(await IpRecord.findByPk(ip.id)).toMatchObject({ filing_no: 'TM2026001234', filing_date: '2026-02-03' });
    expect((await ApplicationFile.findOne({ where: { application_id: application.id } }))!.filename).toBe('filed.pdf');
  });

  it('answers 422 naming each missing or malformed field, and changes nothing', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const { application } = await buildApplication({ user: customer, agent, service: SERVICE.APPLICATION });
    const before = await footprint(application.id);
    let error = await caught(takeApplicationStep({ actor: agent, applicationId: application.id, action: 'filed' }));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ file: ['applications:step.file_required'], filing_no: ['applications:step.filing_no_required'] });
    error = await caught(takeApplicationStep({ actor: agent, applicationId: application.id, action: 'filed', applicationDate: '2026-02-30', filingNo: 'x'.repeat(65), file: { buffer: PNG } }));
    expect(error.fieldErrors).toEqual({ application_date: ['applications:step.date_invalid'], filing_no: ['applications:step.number_too_long'], file: ['applications:step.file_type'] });
    error = await caught(takeApplicationStep({ actor: agent, applicationId: application.id, action: 'filed', applicationDate: '03-02-2026', filingNo: 'TM1', file: { buffer: PDF } }));
    expect(error.fieldErrors).toEqual({ application_date: ['applications:step.date_invalid'] });
    error = await caught(takeApplicationStep({ actor: agent, applicationId: application.id, action: 'filed', filingNo: 'TM1', file: { buffer: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) } }));
    expect(error.fieldErrors).toEqual({ file: ['applications:step.file_size'] });
    expect(await footprint(application.id)).toEqual(before);
  });

  it('records the registration number and expiry on the IP at Certificate, the certificate (locked) and its timer at Certificate Ready', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const { application, ip } = await buildApplication({ user: customer, agent, service: SERVICE.APPLICATION, status: S.GAZETTE });
    const missing = await caught(takeApplicationStep({ actor: agent, applicationId: application.id, action: 'certificate' }));
    expect(missing.fieldErrors).toEqual({ registration_no: ['applications:step.registration_no_required'], expiry_date: ['applications:step.expiry_date_required'] });
    await takeApplicationStep({ actor: agent, applicationId: application.id, action: 'certificate', registrationNo: 'TM2026009999', expiryDate: '2036-04-30' });
    expect(await IpRecord.findByPk(ip.id)).toMatchObject({ grant_no: 'TM2026009999', expiry_date: '2036-04-30' });
    expect((await caught(takeApplicationStep({ actor: agent, applicationId: application.id, action: 'certificate' }))).fieldErrors).toEqual({ file: ['applications:step.file_required'] });
    const started = Date.now();
    const result = await takeApplicationStep({ actor: agent, applicationId: application.id, action: 'certificate', file: { buffer: PDF, filename: 'certificate.pdf' } });
    expect(result.application.status_id).toBe(S.CERTIFICATE_READY);
    expect(new Date(result.application.certificate_ready_at!).getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(await ApplicationFile.findOne({ where: { application_id: application.id } })).toMatchObject({ status_id: FILE_STATUS.LOCKED, description: 'Certificate' });
  });

  it('keeps an opposition in Opposition while steps are appended (title and file), and ends it back at Gazette', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const { application } = await buildApplication({ user: customer, agent, service: SERVICE.APPLICATION, status: S.GAZETTE });
    expect((await caught(takeApplicationStep({ actor: agent, applicationId: application.id, action: 'opposition', file: { buffer: PDF } }))).fieldErrors).toEqual({ message: ['applications:step.title_required'] });
    expect((await caught(takeApplicationStep({ actor: agent, applicationId: application.id, action: 'opposition', message: 'x'.repeat(192), file: { buffer: PDF } }))).fieldErrors).toEqual({
      message: ['applications:step.title_too_long'],
    });
    await takeApplicationStep({ actor: agent, applicationId: application.id, action: 'opposition', message: 'Notice of Opposition received', file: { buffer: PDF } });
    await takeApplicationStep({ actor: agent, applicationId: application.id, action: 'opposition', message: 'Counter-statement filed', file: { buffer: PDF } });
    expect((await Application.findByPk(application.id))!.status_id).toBe(S.OPPOSITION);
    const steps = await OppositionStep.findAll({ where: { application_id: application.id }, order: [['id', 'ASC']] });
    expect(steps.map((s) => s.status)).toEqual(['Notice of Opposition received', 'Counter-statement filed']);
    expect(steps.every((s) => s.file?.startsWith(`applications/${application.id}/`))).toBe(true);
    const files = await ApplicationFile.findAll({ where: { application_id: application.id } });
    expect(files.map((f) => [f.description, f.status_id])).toEqual([
      ['Notice of Opposition received', FILE_STATUS.VISIBLE],
      ['Counter-statement filed', FILE_STATUS.VISIBLE],
    ]);
    await takeApplicationStep({ actor: agent, applicationId: application.id, action: 'gazette', message: 'Opposition withdrawn.' });
    expect((await Application.findByPk(application.id))!.status_id).toBe(S.GAZETTE);
  });
});

describe('an outstanding settlement proof holds the steps (G-59, AGT-26)', () => {
  it('the rule: pending upload, validation or re-upload is outstanding; a validated or settled one is not', () => {
    expect(isProofOutstanding({ pending_upload: true })).toBe(true);
    expect(isProofOutstanding({ pending_validate: 1 })).toBe(true);
    expect(isProofOutstanding({ pending_reupload: true })).toBe(true);
    expect(isProofOutstanding({ pending_upload: false, pending_validate: false, pending_reupload: false })).toBe(false);
    expect(stepsEnabled([{ pending_upload: false }, { pending_reupload: true }])).toBe(false);
    expect(stepsEnabled([])).toBe(true);
  });

  it('refuses a step with 409 while a settlement row waits for the proof, and allows it once validated', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const admin = await buildStaff(ROLE.ADMIN);
    const { application } = await buildApplication({ user: customer, agent, status: S.FILED });
    const settlement = await Settlement.create({ application_id: application.id, agent_id: agent.id, pending_upload: true } as never);
    for (const actor of [agent, admin]) expect((await caught(takeApplicationStep({ actor, applicationId: application.id, action: 'official_action' }))).status).toBe(409);
    expect((await Application.findByPk(application.id))!.status_id).toBe(S.FILED);
    await settlement.update({ pending_upload: false, pending_validate: true });
    expect((await caught(takeApplicationStep({ actor: agent, applicationId: application.id, action: 'official_action' }))).status).toBe(409);
    await settlement.update({ pending_validate: false, allow_settle: true });
    await takeApplicationStep({ actor: agent, applicationId: application.id, action: 'official_action' });
    expect((await Application.findByPk(application.id))!.status_id).toBe(S.OFFICIAL_ACTION);
  });
});

describe('the conditional move', () => {
  it('applies only from the status it was read in: a stale read moves nothing', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const { application } = await buildApplication({ user: customer, agent, status: S.FILED, type: IP_TYPE.TRADEMARK });
    await takeApplicationStep({ actor: agent, applicationId: application.id, action: 'official_action' });
    const sequelize = Application.sequelize!;
    // The step that read Filed before the Official Action committed: its move applies to nothing.
    expect(await sequelize.transaction((t) => moveIfStill(application.id, S.FILED, S.CERTIFICATE_READY, {}, t))).toBe(false);
    expect(await sequelize.transaction((t) => moveIfStill(application.id, S.FILED, S.FILED, {}, t))).toBe(false);
    expect((await Application.findByPk(application.id))!.status_id).toBe(S.OFFICIAL_ACTION);
    expect(await sequelize.transaction((t) => moveIfStill(application.id, S.OFFICIAL_ACTION, S.OFFICIAL_ACTION, {}, t))).toBe(true);
  });
});
