import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addApplicationFile, Application, APPLICATION_STATUS as S, IpRecord, ROLE, SERVICE, type ApplicationDetailJson, type ApplicationRowJson, type User } from '@iprenew/models';
import { buildAgent, buildApplication, buildCustomer, buildStaff, openTestWorld, PDF, type TestWorld } from '@iprenew/models/testing';
import { call, cookieFor } from './test-calls';
import * as applications from '~/routes/api+/admin.applications';
import * as applicationOne from '~/routes/api+/admin.applications.$id';
import * as applicationAction from '~/routes/api+/admin.applications.$id.$action';
import * as applicationFile from '~/routes/api+/admin.applications.$id.files.$fileId';
import * as searches from '~/routes/api+/admin.searches';
import * as searchOne from '~/routes/api+/admin.searches.$id';

let world: TestWorld;
let customerUser: User;
let admin: string;
let superAdmin: string;
let accountant: string;
let agentCookie: string;
let customerCookie: string;
beforeAll(async () => {
  world = await openTestWorld();
  customerUser = await buildCustomer();
  admin = await cookieFor((await buildStaff(ROLE.ADMIN)).id);
  superAdmin = await cookieFor((await buildStaff(ROLE.SUPER_ADMIN)).id);
  accountant = await cookieFor((await buildStaff(ROLE.ACCOUNTANT)).id);
  agentCookie = await cookieFor((await buildAgent()).id);
  customerCookie = await cookieFor(customerUser.id);
}, 120_000);
afterAll(async () => world?.close());

const post = (id: number, action: string, body?: unknown, cookie = admin, lang = 'en') =>
  call(applicationAction.action as never, 'POST', `/api/admin/applications/${id}/${action}`, { cookie, params: { id: String(id), action }, body, lang });

describe('/api/admin/applications (ADM-31..38, G-17, G-49)', () => {
  it('lists with Content-Range and the filters; reads one; SA and AD only', async () => {
    const agent = await buildAgent();
    const { application } = await buildApplication({ user: customerUser, agent, service: SERVICE.APPLICATION, status: S.GAZETTE });
    const filter = encodeURIComponent(JSON.stringify({ service_id: SERVICE.APPLICATION, agent_id: agent.id, outcome: 2 }));
    const list = await call(applications.loader as never, 'GET', `/api/admin/applications?range=[0,9]&filter=${filter}`, { cookie: admin });
    expect(list.headers.get('Content-Range')).toBe('applications 0-0/1');
    expect(((await list.json()) as ApplicationRowJson[]).map((r) => r.id)).toEqual([application.id]);
    const bad = await call(applications.loader as never, 'GET', `/api/admin/applications?filter=${encodeURIComponent('{"outcome":7}')}`, { cookie: admin });
    expect([bad.status, await bad.json()]).toEqual([400, { message: 'Fail to retrieve list' }]);
    const one = await call(applicationOne.loader as never, 'GET', `/api/admin/applications/${application.id}`, { cookie: superAdmin, params: { id: String(application.id) } });
    expect((await one.json()) as ApplicationDetailJson).toMatchObject({ id: application.id, can_reassign: true, step_actions: ['opposition', 'certificate'] });
    const missing = await call(applicationOne.loader as never, 'GET', '/api/admin/applications/99999999', { cookie: admin, params: { id: '99999999' } });
    expect([missing.status, await missing.json()]).toEqual([404, { message: 'Fail to retrieve application' }]);
    for (const cookie of [accountant, agentCookie]) {
      const denied = await call(applicationOne.loader as never, 'GET', `/api/admin/applications/${application.id}`, { cookie, params: { id: String(application.id) } });
      expect(denied.status).toBe(403);
    }
  });

  it('assigns, reassigns (and the change-agent alias), with the spec\'s messages in the reader\'s language', async () => {
    const [first, second] = [await buildAgent(), await buildAgent()];
    const { application } = await buildApplication({ user: customerUser, status: S.PENDING_ASSIGN });
    const none = await post(application.id, 'assign', {});
    expect([none.status, await none.json()]).toEqual([422, { message: 'Fail to assign to agent', errors: { user_id: 'Please select an agent.' } }]);
    const assigned = await post(application.id, 'assign', { user_id: first.id });
    expect(await assigned.json()).toMatchObject({ message: 'Application assigned successful', data: { status_id: S.IN_PROGRESS, agent: { id: first.id } } });
    const again = await post(application.id, 'assign', { user_id: second.id }, admin, 'bm');
    expect([again.status, await again.json()]).toEqual([409, { message: 'Gagal menugaskan kepada ejen' }]);
    const reassigned = await post(application.id, 'reassign', { user_id: second.id });
    expect(await reassigned.json()).toMatchObject({ message: 'Application reassigned successful', data: { agent: { id: second.id } } });
    const changed = await post(application.id, 'change-agent', { user_id: first.id });
    expect(await changed.json()).toMatchObject({ message: 'Success Change Agent', data: { agent: { id: first.id } } });
    const denied = await post(application.id, 'reassign', { user_id: second.id }, accountant);
    expect(denied.status).toBe(403);
    const unknown = await post(application.id, 'complete', {});
    expect(unknown.status).toBe(404);
    expect((await Application.findByPk(application.id))!.agent_id).toBe(first.id);
  });

  it('cancels with a reason (422 without one)', async () => {
    const { application } = await buildApplication({ user: customerUser, status: S.PENDING_ASSIGN });
    const noReason = await post(application.id, 'cancel', { reason: ' ' });
    expect(noReason.status).toBe(422);
    const ok = await post(application.id, 'cancel', { reason: 'Customer asked to stop' });
    expect(await ok.json()).toMatchObject({ message: 'Application cancelled successfully', data: { status_id: S.CANCELLED, can_cancel: false, outcome: 3 } });
  });
});

const put = (id: number, body: unknown, cookie = admin, lang = 'en') =>
  call(applicationOne.action as never, 'PUT', `/api/admin/applications/${id}`, { cookie, params: { id: String(id) }, body, lang });

describe('PUT /api/admin/applications/:id — the staff edit (G-18)', () => {
  it('SA/AD edit an open application (can_update); a completed one is 409, bad input 422, an accountant 403 — nothing changed', async () => {
    const agent = await buildAgent();
    const { application, ip } = await buildApplication({ user: customerUser, agent, service: SERVICE.APPLICATION, status: S.FILED });
    const shown = await call(applicationOne.loader as never, 'GET', `/api/admin/applications/${application.id}`, { cookie: admin, params: { id: String(application.id) } });
    expect(((await shown.json()) as ApplicationDetailJson).can_update).toBe(true);
    const edit = { application_date: '2026-03-02', filing_no: 'TM2026001234', application_no: 'APP-77', grant_no: '' };
    const ok = await put(application.id, edit, superAdmin);
    expect([ok.status, await ok.json()]).toMatchObject([200, { message: 'Application update successful', data: { id: application.id, application_date: '2026-03-02', can_update: true, ip: { filing_no: 'TM2026001234', application_no: 'APP-77' } } }]);
    expect((await IpRecord.findByPk(ip.id))!.filing_no).toBe('TM2026001234');
    const bad = await put(application.id, { ...edit, application_date: '2026-02-31' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ message: 'Fail to update application', errors: { application_date: 'Enter a valid date.' } });
    const denied = await put(application.id, { ...edit, application_date: '2026-04-01' }, accountant);
    expect(denied.status).toBe(403);
    expect((await Application.findByPk(application.id))!.application_date).toBe('2026-03-02');

    const { application: done } = await buildApplication({ user: customerUser, agent, status: S.COMPLETED });
    const doneShown = await call(applicationOne.loader as never, 'GET', `/api/admin/applications/${done.id}`, { cookie: admin, params: { id: String(done.id) } });
    expect(((await doneShown.json()) as ApplicationDetailJson).can_update).toBe(false);
    const closed = await put(done.id, edit, admin, 'bm');
    expect([closed.status, await closed.json()]).toEqual([409, { message: 'Gagal mengemas kini permohonan' }]);
    expect((await Application.findByPk(done.id))!.application_date).toBe('2026-01-05');
    const missing = await put(99999999, edit);
    expect(missing.status).toBe(404);
  });
});

describe('GET /api/admin/applications/:id/files/:fileId (G-45)', () => {
  it('answers staff the bytes as an attachment, hidden files too; agents and customers are refused; an unknown file is 404', async () => {
    const agent = await buildAgent();
    const { application } = await buildApplication({ user: customerUser, agent, status: S.IN_PROGRESS });
    const added = await addApplicationFile({ actor: agent, applicationId: application.id, description: 'Power of attorney', isHidden: 'true', file: { buffer: PDF, filename: 'Surat kuasa.pdf' } });
    const get = (fileId: number | string, cookie: string, id = application.id) =>
      call(applicationFile.loader as never, 'GET', `/api/admin/applications/${id}/files/${fileId}`, { cookie, params: { id: String(id), fileId: String(fileId) } });
    for (const cookie of [admin, superAdmin]) {
      const file = await get(added.file.id, cookie);
      expect(file.status).toBe(200);
      expect(file.headers.get('Content-Type')).toBe('application/pdf');
      expect(file.headers.get('Cache-Control')).toBe('private, no-store');
      expect(file.headers.get('Content-Disposition')).toBe(`attachment; filename="Surat kuasa.pdf"; filename*=UTF-8''Surat%20kuasa.pdf`);
      expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(PDF))).toBe(true);
    }
    const agentAssigned = await cookieFor(agent.id);
    for (const cookie of [agentAssigned, agentCookie, customerCookie, accountant]) {
      const refused = await get(added.file.id, cookie);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('Content-Type')).toContain('application/json');
    }
    const unknown = await get(99999999, admin);
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: expect.any(String) }]);
    const { application: other } = await buildApplication({ user: customerUser, status: S.IN_PROGRESS, agent });
    expect((await get(added.file.id, admin, other.id)).status).toBe(404);
    expect((await get('abc', admin)).status).toBe(404);
  });
});

describe('/api/admin/searches (ADM-39, ACL-26)', () => {
  it('lists only search requests and reads one; another service is 404', async () => {
    const { application: search } = await buildApplication({ user: customerUser, service: SERVICE.SEARCH, status: S.PENDING_ASSIGN });
    const { application: renewal } = await buildApplication({ user: customerUser, service: SERVICE.RENEWAL });
    const list = await call(searches.loader as never, 'GET', `/api/admin/searches?filter=${encodeURIComponent(JSON.stringify({ q: search.reference }))}`, { cookie: admin });
    expect(((await list.json()) as ApplicationRowJson[]).map((r) => [r.id, r.service_id])).toEqual([[search.id, SERVICE.SEARCH]]);
    const one = await call(searchOne.loader as never, 'GET', `/api/admin/searches/${search.id}`, { cookie: admin, params: { id: String(search.id) } });
    expect(await one.json()).toMatchObject({ id: search.id, report: null, classifications: [] });
    const other = await call(searchOne.loader as never, 'GET', `/api/admin/searches/${renewal.id}`, { cookie: admin, params: { id: String(renewal.id) } });
    expect(other.status).toBe(404);
    const denied = await call(searches.loader as never, 'GET', '/api/admin/searches', { cookie: agentCookie });
    expect(denied.status).toBe(403);
  });
});
