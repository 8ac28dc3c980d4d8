import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application, APPLICATION_STATUS as S, ROLE, SERVICE, type ApplicationDetailJson, type ApplicationRowJson, type User } from '@iprenew/models';
import { buildAgent, buildApplication, buildCustomer, buildStaff, openTestWorld, type TestWorld } from '@iprenew/models/testing';
import { call, cookieFor } from './test-calls';
import * as applications from '~/routes/api+/admin.applications';
import * as applicationOne from '~/routes/api+/admin.applications.$id';
import * as applicationAction from '~/routes/api+/admin.applications.$id.$action';
import * as searches from '~/routes/api+/admin.searches';
import * as searchOne from '~/routes/api+/admin.searches.$id';

let world: TestWorld;
let customerUser: User;
let admin: string;
let superAdmin: string;
let accountant: string;
let agentCookie: string;
beforeAll(async () => {
  world = await openTestWorld();
  customerUser = await buildCustomer();
  admin = await cookieFor((await buildStaff(ROLE.ADMIN)).id);
  superAdmin = await cookieFor((await buildStaff(ROLE.SUPER_ADMIN)).id);
  accountant = await cookieFor((await buildStaff(ROLE.ACCOUNTANT)).id);
  agentCookie = await cookieFor((await buildAgent()).id);
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
