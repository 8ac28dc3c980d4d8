import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, IP_TYPE, ROLE, SERVICE } from '../../constants/index';
import { getSequelize } from '../../db/database';
import { keptStatement } from '../../db/prepared-read';
import { Application } from '../../models/application';
import { ApplicationHistory } from '../../models/application-history';
import { IpRecord } from '../../models/ip-record';
import { Settlement } from '../../models/settlement';
import { buildAgent, buildApplication, buildCustomer, buildStaff, caught, lastAudit, PDF, queriesOf, useTestWorld } from '../../testing/index';
import { dashboardSummary } from '../account/dashboard-summary';
import { completeApplication } from './complete-application';
import { listAgentJobs } from './list-agent-jobs';
import { openJob } from './open-job';
import { readApplicationFile } from '../application-files/read-application-file';
import { takeApplicationStep } from './take-application-step';
import { updateApplication } from './update-application';

useTestWorld();

const markers = async (id: number) => {
  const row = await Application.findByPk(id, { rejectOnEmpty: true });
  return { customer: Boolean(row.read_by_customer), agent: Boolean(row.read_by_agent), staff: Boolean(row.read_by_staff) };
};

describe('listAgentJobs (AGT-2..5, ACL-62)', () => {
  it('lists only the agent’s own open jobs, or completed and cancelled ones in the history, with filters, search and paging in the database', async () => {
    const customer = await buildCustomer({ name: 'Nur Aisyah' });
    const agent = await buildAgent();
    const other = await buildAgent();
    const tm = await buildApplication({ user: customer, agent, status: S.FILED, ip: { application_name: 'Kopi Senja' } });
    const patent = await buildApplication({ user: customer, agent, type: IP_TYPE.PATENT, status: S.IN_PROGRESS, ip: { application_name: 'Solar Dryer', application_no: 'PI2026001122' } });
    await buildApplication({ user: customer, agent, status: S.COMPLETED });
    await buildApplication({ user: customer, agent, status: S.CANCELLED });
    await buildApplication({ user: customer, agent, status: S.RENEWAL_ORDERED }); // not paid: not a job
    await buildApplication({ user: customer, agent: other, status: S.FILED }); // someone else's

    const jobs = await listAgentJobs({ actor: agent, list: 'jobs' });
    expect(jobs.total).toBe(2);
    expect(jobs.rows.map((r) => r.id).sort()).toEqual([tm.application.id, patent.application.id].sort());
    expect(jobs.rows.find((r) => r.id === tm.application.id)).toMatchObject({ unread: true, owner: { name: 'Nur Aisyah' }, href: `/dashboard/jobs/trademark/${tm.application.id}` });
    expect(jobs.rows.find((r) => r.id === patent.application.id)!.href).toBe(`/dashboard/jobs/patent/${patent.application.id}`);

    expect((await listAgentJobs({ actor: agent, list: 'history' })).rows.map((r) => r.status_id).sort()).toEqual([S.CANCELLED, S.COMPLETED].sort());
    expect((await listAgentJobs({ actor: agent, list: 'jobs', typeId: 2 })).rows.map((r) => r.id)).toEqual([patent.application.id]);
    expect((await listAgentJobs({ actor: agent, list: 'jobs', appStatus: S.FILED })).rows.map((r) => r.id)).toEqual([tm.application.id]);
    // A status of the other list is no filter of this one.
    expect((await listAgentJobs({ actor: agent, list: 'jobs', appStatus: S.COMPLETED })).total).toBe(2);
    expect((await listAgentJobs({ actor: agent, list: 'jobs', search: 'PI2026001122' })).rows.map((r) => r.id)).toEqual([patent.application.id]);
    expect((await listAgentJobs({ actor: agent, list: 'jobs', search: 'kopi' })).rows.map((r) => r.id)).toEqual([tm.application.id]);
    expect((await listAgentJobs({ actor: agent, list: 'jobs', search: tm.application.reference })).total).toBe(1);
    expect((await listAgentJobs({ actor: agent, list: 'jobs', search: '100%_' })).total).toBe(0);
    expect((await listAgentJobs({ actor: other, list: 'jobs' })).total).toBe(1);
    // Unsearched, the agent is bound in statements made once (ADR 084; MySQL keeps them with '?').
    if (!process.env.TEST_MYSQL_URL) {
      expect(keptStatement(getSequelize(), 'jobs.jobs.0.0.count')).toMatch(/`agent_id` = \$1/);
      expect(keptStatement(getSequelize(), 'jobs.jobs.0.0.10')).toMatch(/`agent_id` = \$1/);
    }
  });

  it('pages 5/10/25/50 (default 10), newest change first, with a query count that does not grow with rows', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    for (let i = 0; i < 7; i += 1) await buildApplication({ user: customer, agent });
    const first = await listAgentJobs({ actor: agent, list: 'jobs', perPage: 5 });
    expect([first.rows.length, first.total, first.page, first.perPage]).toEqual([5, 7, 1, 5]);
    const second = await listAgentJobs({ actor: agent, list: 'jobs', perPage: 5, page: 2 });
    expect(second.rows.length).toBe(2);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(7);
    expect((await listAgentJobs({ actor: agent, list: 'jobs', perPage: 7 })).perPage).toBe(10);
    expect((await listAgentJobs({ actor: agent, list: 'jobs', perPage: 5, page: 99 })).page).toBe(2);
    const few = await queriesOf(() => listAgentJobs({ actor: agent, list: 'jobs', perPage: 50 }));
    for (let i = 0; i < 10; i += 1) await buildApplication({ user: customer, agent });
    expect(await queriesOf(() => listAgentJobs({ actor: agent, list: 'jobs', perPage: 50 }))).toBe(few);
  });

  it('refuses anyone but an agent with the list’s message', async () => {
    const customer = await buildCustomer();
    const error = await caught(listAgentJobs({ actor: customer, list: 'jobs' }));
    expect([error.status, error.messageKey]).toEqual([403, 'jobs:list.fail']);
  });
});

describe('openJob and the read markers (AGT-7..11, ADR 032)', () => {
  it('answers 404 for another agent’s job, as for a missing one, and for a customer', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const other = await buildAgent();
    const { application } = await buildApplication({ user: customer, agent });
    for (const [actor, id] of [[other, application.id], [agent, 999_999], [agent, 'x'], [customer, application.id]] as const) {
      const error = await caught(openJob({ actor, applicationId: id }));
      expect([error.status, error.messageKey]).toEqual([404, 'jobs:detail.fail']);
    }
    expect(await markers(application.id)).toEqual({ customer: false, agent: false, staff: false });
  });

  it('shows the IP card, history and the steps the table allows, and marks it read for the opener only', async () => {
    const customer = await buildCustomer({ name: 'Lee Wei' });
    const agent = await buildAgent();
    const { application } = await buildApplication({ user: customer, agent, service: SERVICE.APPLICATION, status: S.IN_PROGRESS, ip: { application_name: 'Teh Tarik Co' } });
    const job = await openJob({ actor: agent, applicationId: application.id });
    expect(job).toMatchObject({ id: application.id, list: 'jobs', owner: { name: 'Lee Wei' }, ip: { name: 'Teh Tarik Co', country_iso2: 'MY' }, enabled_button: true, can_edit: true });
    expect(job.steps.map((s) => [s.action, s.fields])).toEqual([
      ['filed', ['file', 'filing_no']],
      ['upload_sd', ['file']],
    ]);
    expect(await markers(application.id)).toEqual({ customer: false, agent: true, staff: false });
    const admin = await buildStaff(ROLE.ADMIN);
    await openJob({ actor: admin, applicationId: application.id });
    expect(await markers(application.id)).toEqual({ customer: false, agent: true, staff: true });
  });

  it('a step clears the other parties’ markers, sets the writer’s, and its history entry carries a catalogue key', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const { application } = await buildApplication({ user: customer, agent, status: S.IN_PROGRESS, columns: { read_by_customer: true, read_by_agent: true, read_by_staff: true } });
    await takeApplicationStep({ actor: agent, applicationId: application.id, action: 'filed', file: { buffer: PDF, filename: 'receipt.pdf' } });
    expect(await markers(application.id)).toEqual({ customer: false, agent: true, staff: false });
    const entry = await ApplicationHistory.findOne({ where: { application_id: application.id }, rejectOnEmpty: true });
    expect([entry.message, entry.message_key, entry.message_params]).toEqual(['Status changed to Filed.', 'jobs:history.status_changed', { status: S.FILED }]);

    const job = await openJob({ actor: agent, applicationId: application.id });
    expect(job.history[0]).toMatchObject({ message_key: 'jobs:history.status_changed', message_params: { status: S.FILED } });
    expect(job.history[0]!.file_id).toBe(job.files[0]!.id);
    const download = await readApplicationFile({ actor: agent, applicationId: application.id, fileId: job.files[0]!.id });
    expect([download.contentType, download.filename, download.buffer.subarray(0, 4).toString()]).toEqual(['application/pdf', 'receipt.pdf', '%PDF']);
    const other = await buildAgent();
    expect((await caught(readApplicationFile({ actor: other, applicationId: application.id, fileId: job.files[0]!.id }))).status).toBe(404);
    const elsewhere = await buildApplication({ user: customer, agent });
    expect((await caught(readApplicationFile({ actor: agent, applicationId: elsewhere.application.id, fileId: job.files[0]!.id }))).status).toBe(404);

    // A free-text message is shown as written: no key.
    await takeApplicationStep({ actor: agent, applicationId: application.id, action: 'official_action', message: 'Office asked for a clearer specimen.' });
    const latest = await ApplicationHistory.findOne({ where: { application_id: application.id }, order: [['id', 'DESC']], rejectOnEmpty: true });
    expect([latest.message, latest.message_key]).toEqual(['Office asked for a clearer specimen.', null]);
  });

  it('the customer completing marks it unread for the agent and staff', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const { application } = await buildApplication({ user: customer, agent, status: S.CERTIFICATE_READY, columns: { acknowledge: true, rating: 5, read_by_agent: true, read_by_staff: true } });
    await completeApplication({ actor: customer, applicationId: application.id });
    expect(await markers(application.id)).toEqual({ customer: true, agent: false, staff: false });
  });

  it('offers no step while a settlement proof is outstanding (G-59)', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const { application } = await buildApplication({ user: customer, agent, status: S.FILED });
    await Settlement.create({ application_id: application.id, agent_id: agent.id, pending_upload: true } as never);
    const job = await openJob({ actor: agent, applicationId: application.id });
    expect([job.enabled_button, job.steps]).toEqual([false, []]);
  });
});

describe('updateApplication (AGT-14, AGT-24, G-18)', () => {
  it('saves the application date and the IP’s numbers on an open job, with a history entry', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const { application, ip } = await buildApplication({ user: customer, agent, status: S.FILED });
    const result = await updateApplication({ actor: agent, applicationId: application.id, application_date: '2026-02-03', filing_no: 'TM2026/0042', application_no: 'A-77', grant_no: '' });
    expect(result.message).toBe('applications:step.success');
    expect(result.application.application_date).toBe('2026-02-03');
    const saved = await IpRecord.findByPk(ip.id, { rejectOnEmpty: true });
    expect([saved.filing_no, saved.application_no, saved.grant_no]).toEqual(['TM2026/0042', 'A-77', null]);
    const entry = await ApplicationHistory.findOne({ where: { application_id: application.id }, rejectOnEmpty: true });
    expect(entry.message_key).toBe('jobs:history.details_updated');
    expect(await lastAudit('application.update')).toBeNull();
  });

  it('refuses bad input (422), a closed job (409) and another agent (404) with "Fail to update application", changing nothing', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const other = await buildAgent();
    const { application } = await buildApplication({ user: customer, agent, status: S.FILED });
    const bad = await caught(updateApplication({ actor: agent, applicationId: application.id, application_date: '2026-02-30' }));
    expect([bad.status, bad.messageKey, bad.fieldErrors]).toEqual([422, 'applications:step.fail', { application_date: ['jobs:edit.date_invalid'] }]);
    const missing = await caught(updateApplication({ actor: agent, applicationId: application.id }));
    expect(missing.fieldErrors).toEqual({ application_date: ['jobs:edit.date_required'] });
    const stranger = await caught(updateApplication({ actor: other, applicationId: application.id, application_date: '2026-02-03' }));
    expect([stranger.status, stranger.messageKey]).toEqual([404, 'applications:step.fail']);
    const done = (await buildApplication({ user: customer, agent, status: S.COMPLETED })).application;
    const closed = await caught(updateApplication({ actor: agent, applicationId: done.id, application_date: '2026-02-03' }));
    expect([closed.status, closed.messageKey]).toEqual([409, 'applications:step.fail']);
    expect((await Application.findByPk(application.id))!.application_date).toBe('2026-01-05');
    expect(await ApplicationHistory.count({ where: { application_id: application.id } })).toBe(0);
  });

  it('audits an admin’s edit (G-65)', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const admin = await buildStaff(ROLE.ADMIN);
    const { application } = await buildApplication({ user: customer, agent, status: S.FILED });
    await updateApplication({ actor: admin, applicationId: application.id, application_date: '2026-02-04' });
    expect((await lastAudit('application.update'))!.after).toMatchObject({ application_date: '2026-02-04' });
  });
});

describe('dashboardSummary for agents (AGT-1)', () => {
  it('counts the jobs in progress as the Jobs List does, completed jobs, and undelivered deliveries', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    await buildApplication({ user: customer, agent, status: S.FILED });
    await buildApplication({ user: customer, agent, status: S.RENEWAL_ORDERED });
    await buildApplication({ user: customer, agent, status: S.COMPLETED });
    const summary = await dashboardSummary({ actor: agent });
    expect(summary).toEqual({ kind: 'agent', assignedJobs: (await listAgentJobs({ actor: agent, list: 'jobs' })).total, completedJobs: 1, deliveriesToUpdate: 0 });
    expect(summary).toMatchObject({ assignedJobs: 1 });
  });
});
