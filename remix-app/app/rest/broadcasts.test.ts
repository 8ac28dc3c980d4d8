import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BroadcastDelivery, EmailBroadcast, publishDateText, ROLE, type BroadcastDetailJson, type BroadcastJson, type User } from '@iprenew/models';
import { buildCustomer, buildStaff, JPG, openTestWorld, PDF, PNG, type TestWorld } from '@iprenew/models/testing';
import { call, cookieFor } from './test-calls';
import * as emails from '~/routes/api+/admin.emails';
import * as emailOne from '~/routes/api+/admin.emails.$id';
import * as duplicate from '~/routes/api+/admin.emails.$id.duplicate';
import * as attachment from '~/routes/api+/admin.emails.$id.attachments.$fileId';
import * as recipients from '~/routes/api+/admin.emails.recipients';

/** /api/admin/emails (ADM-56..62, G-09, ADR 062): the ra-data-simple-rest protocol, multipart store and update, the spec's messages. */
let world: TestWorld;
let adminCookie: string;
let accountantCookie: string;
let customer: User;

beforeAll(async () => {
  world = await openTestWorld();
  adminCookie = await cookieFor((await buildStaff(ROLE.ADMIN)).id);
  accountantCookie = await cookieFor((await buildStaff(ROLE.ACCOUNTANT)).id);
  customer = await buildCustomer({ name: 'Broadcast Reader' });
}, 120_000);
afterAll(async () => world?.close());

const inHours = (hours: number) => publishDateText(new Date(Date.now() + hours * 3_600_000));

function multipart(method: 'POST' | 'PUT', path: string, fields: Record<string, string>, files: [string, Buffer, string][] = [], lang = 'en'): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, buffer, filename] of files) form.append(name, new File([new Uint8Array(buffer)], filename));
  return new Request(`http://portal.test${path}`, { method, body: form, headers: { Cookie: adminCookie, Accept: 'application/json', 'Accept-Language': lang } });
}
const run = (fn: unknown, request: Request, params: Record<string, string> = {}) =>
  (fn as (args: unknown) => Promise<Response>)({ request, params, context: { cspNonce: '' } });
const message = (response: Response) => decodeURIComponent(response.headers.get('X-Message') ?? '');

describe('/api/admin/emails', () => {
  it('stores from multipart (fields, HTML file, attachment[i]) with "Email Submit Successful.", lists with Content-Range, reads one and its attachment', async () => {
    const created = await run(
      emails.action,
      multipart(
        'POST',
        '/api/admin/emails',
        { title: 'REST broadcast one', status: '1', publish_date: inHours(48), receiver: JSON.stringify([{ id: customer.id, email: customer.email }]), message: '' },
        [
          ['html_file', Buffer.from('<p>From the <b>file</b></p>'), 'notice.html'],
          ['attachment[0]', PNG, 'banner.png'],
          ['attachment[1]', JPG, 'map.jpg'],
        ],
      ),
    );
    expect(created.status).toBe(201);
    expect(message(created)).toBe('Email Submit Successful.');
    const body = (await created.json()) as BroadcastDetailJson;
    expect(body).toMatchObject({ title: 'REST broadcast one', message: '<p>From the <b>file</b></p>', html_file: 'notice.html', receiver: [{ id: customer.id, email: customer.email }] });
    expect(body.attachments.map((a) => a.url)).toEqual(body.attachments.map((a) => `/api/admin/emails/${body.id}/attachments/${a.id}`));

    const list = await call(emails.loader as never, 'GET', `/api/admin/emails?range=[0,4]&sort=${encodeURIComponent('["title","ASC"]')}&filter=${encodeURIComponent('{"status":1,"q":"REST broadcast"}')}`, { cookie: adminCookie });
    expect(list.status).toBe(200);
    expect(list.headers.get('Content-Range')).toBe('emails 0-0/1');
    expect(((await list.json()) as BroadcastJson[]).map((row) => [row.id, row.can_edit, row.progress])).toEqual([[body.id, true, { sent: 0, failed: 0, remaining: 0, unknown: 0 }]]);
    const bad = await call(emails.loader as never, 'GET', `/api/admin/emails?sort=${encodeURIComponent('["message","ASC"]')}`, { cookie: adminCookie });
    expect([bad.status, await bad.json()]).toEqual([400, { message: 'Fail to retrieve list' }]);

    const one = await call(emailOne.loader as never, 'GET', `/api/admin/emails/${body.id}`, { cookie: adminCookie, params: { id: String(body.id) } });
    expect(((await one.json()) as BroadcastDetailJson).message).toBe('<p>From the <b>file</b></p>');
    const file = await call(attachment.loader as never, 'GET', body.attachments[0]!.url, { cookie: adminCookie, params: { id: String(body.id), fileId: body.attachments[0]!.id } });
    expect([file.status, file.headers.get('Content-Type'), Buffer.from(await file.arrayBuffer()).equals(PNG)]).toEqual([200, 'image/png', true]);
    const missing = await call(emailOne.loader as never, 'GET', '/api/admin/emails/999999', { cookie: adminCookie, params: { id: '999999' } });
    expect([missing.status, await missing.json()]).toEqual([404, { message: 'Fail to retrieve record' }]);
  });

  it('answers 422 "Fail to submit email" with the field messages, in the reader\'s language', async () => {
    const bad = await call(emails.action as never, 'POST', '/api/admin/emails', { cookie: adminCookie, body: { title: 'abc', status: 1, publish_date: '', receiver: [], message: '<p></p>' } });
    expect([bad.status, await bad.json()]).toEqual([
      422,
      {
        message: 'Fail to submit email',
        errors: { title: 'Title must be at least 4 characters', publish_date: 'Date is required', receiver: 'Select at least one user', message: 'Message is required' },
      },
    ]);
    const files = await run(emails.action, multipart('POST', '/api/admin/emails', { title: 'Bad files', status: '1', publish_date: inHours(1), receiver: `[${customer.id}]`, message: '<p>x</p>' }, [['html_file', Buffer.from('x'), 'notice.txt'], ['attachments[]', PDF, 'a.png']]));
    expect(((await files.json()) as { errors: unknown }).errors).toEqual({ html_file: 'The HTML file must have the html extension', attachments: 'Attachments must be jpeg, jpg or png images' });
    const cn = await call(emails.action as never, 'POST', '/api/admin/emails', { cookie: adminCookie, lang: 'zh-CN', body: {} });
    expect(((await cn.json()) as { message: string }).message).toBe('提交邮件失败');
  });

  it('updates with "Email updated successful.", refuses a sent one (G-09), duplicates it and deletes a draft', async () => {
    const created = (await (await call(emails.action as never, 'POST', '/api/admin/emails', {
      cookie: adminCookie,
      body: { title: 'REST broadcast two', status: 0, publish_date: inHours(5), audience: 'customers', message: '<p>Hello</p>' },
    })).json()) as BroadcastDetailJson;
    const params = { id: String(created.id) };
    const put = await run(emailOne.action, multipart('PUT', `/api/admin/emails/${created.id}`, { title: 'REST broadcast two (edited)', status: '1', publish_date: inHours(6), audience: 'agents', message: '<p>Hello agents</p>', keep_attachments: '[]' }, [['attachments', PNG, 'x.png']]), params);
    expect([put.status, message(put)]).toEqual([200, 'Email updated successful.']);
    expect(await put.json()).toMatchObject({ title: 'REST broadcast two (edited)', audience: 'agents', status: 1 });

    await BroadcastDelivery.create({ broadcast_id: created.id, user_id: customer.id, email: customer.email, status: 'sent', attempts: 1, sent_at: new Date() });
    await EmailBroadcast.update({ sent_at: new Date() }, { where: { id: created.id } });
    const refused = await call(emailOne.action as never, 'PUT', `/api/admin/emails/${created.id}`, { cookie: adminCookie, params, body: { title: 'Too late', status: 1, publish_date: inHours(6), audience: 'agents', message: '<p>x</p>' } });
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([409, 'This email has already been sent and can no longer be changed or deleted. Duplicate it to send it again.']);
    expect((await call(emailOne.action as never, 'DELETE', `/api/admin/emails/${created.id}`, { cookie: adminCookie, params })).status).toBe(409);

    const copy = await call(duplicate.action as never, 'POST', `/api/admin/emails/${created.id}/duplicate`, { cookie: adminCookie, params });
    expect([copy.status, message(copy)]).toEqual([201, 'Email duplicated as an inactive draft.']);
    const draft = (await copy.json()) as BroadcastDetailJson;
    expect(draft).toMatchObject({ title: 'REST broadcast two (edited)', status: 0, sent: false, can_edit: true, audience: 'agents' });
    const removed = await call(emailOne.action as never, 'DELETE', `/api/admin/emails/${draft.id}`, { cookie: adminCookie, params: { id: String(draft.id) } });
    expect([removed.status, message(removed), await removed.json()]).toEqual([200, 'Email deleted.', { id: draft.id }]);
  });

  it('looks recipients up by name or e-mail, and the selection by ids', async () => {
    const found = await call(recipients.loader as never, 'GET', '/api/admin/emails/recipients?q=Broadcast%20Reader', { cookie: adminCookie });
    expect(((await found.json()) as { id: number }[]).map((u) => u.id)).toEqual([customer.id]);
    const byIds = await call(recipients.loader as never, 'GET', `/api/admin/emails/recipients?ids=${encodeURIComponent(`[${customer.id}]`)}`, { cookie: adminCookie });
    expect(await byIds.json()).toEqual([{ id: customer.id, name: 'Broadcast Reader', email: customer.email, role_id: ROLE.MEMBER }]);
  });

  it('answers 401 anonymous, 403 to accountants and 405 to other methods', async () => {
    expect((await call(emails.loader as never, 'GET', '/api/admin/emails')).status).toBe(401);
    expect((await call(emails.loader as never, 'GET', '/api/admin/emails', { cookie: accountantCookie })).status).toBe(403);
    expect((await call(recipients.loader as never, 'GET', '/api/admin/emails/recipients?q=a', { cookie: accountantCookie })).status).toBe(403);
    expect((await call(duplicate.action as never, 'POST', '/api/admin/emails/1/duplicate', { cookie: accountantCookie, params: { id: '1' } })).status).toBe(403);
    expect((await call(emails.action as never, 'PATCH', '/api/admin/emails', { cookie: adminCookie })).status).toBe(405);
  });
});
