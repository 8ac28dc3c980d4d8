import { describe, expect, it } from 'vitest';
import { Report, ReportAttachment, ReportMessage, ROLE } from '@iprenew/models';
import { buildAgent, buildCustomer, buildStaff, DOCX, PNG, useTestWorld } from '@iprenew/models/testing';
import * as reportRoute from '~/routes/dashboard+/_customer+/report';
import * as attachmentRoute from '~/routes/dashboard+/_customer+/report_.attachments.$id';
import { call, request, signedInCookie } from './requests';

/** The feedback page and its proof downloads (POR-52..54, G-39, G-45, ADR 043) with real Requests and sessions. */

useTestWorld();
const context = { cspNonce: '' };

function form(fields: Record<string, string>, files: [Buffer, string][] = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [bytes, name] of files) body.append('attachment', new Blob([new Uint8Array(bytes)]), name);
  return body;
}

const send = async (cookie: string, body: FormData) => call(async () => reportRoute.action({ request: await request('/dashboard/report', { method: 'POST', body, cookie }), params: {}, context }));
const open = async (cookie: string, query = '') => call(async () => reportRoute.loader({ request: await request(`/dashboard/report${query}`, { cookie }), params: {}, context }));

describe('report page (POR-52..54)', () => {
  it('refuses a report without proof or with a wrong type per field, keeping the text; a good one redirects with the success message and lists Pending', async () => {
    const customer = await buildCustomer();
    const cookie = await signedInCookie(customer);
    const fields = { title: 'Invoice link broken', message: 'The invoice link shows an error.' };

    const none = await send(cookie, form(fields));
    expect(none).toMatchObject({ status: 422, body: { message: 'reports:fail', fieldErrors: { attachment: ['reports:validation.file_required'] }, values: fields } });
    const wrong = await send(cookie, form({ title: '', message: fields.message }, [[DOCX, 'notes.docx']]));
    expect(wrong.body).toMatchObject({ fieldErrors: { title: ['reports:validation.title_required'], attachment: ['reports:validation.file_type'] } });
    expect(await Report.count({ where: { user_id: customer.id } })).toBe(0);

    const sent = await send(cookie, form(fields, [[PNG, 'screen.png']]));
    expect(sent.status).toBe(302);
    expect(sent.response!.headers.get('Location')).toBe('/dashboard/report');
    const listed = await open(cookie);
    const body = listed.body as { page: { rows: { ref_code: string; status: { name: string }; attachments: { id: number; name: string }[] }[] } };
    expect(body.page.rows).toHaveLength(1);
    expect(body.page.rows[0]).toMatchObject({ status: { name: 'Pending' }, attachments: [{ name: 'screen.png' }] });
  });

  it('marks the customer’s replies read when the page is opened', async () => {
    const customer = await buildCustomer();
    const cookie = await signedInCookie(customer);
    await send(cookie, form({ title: 'Question', message: 'Where is my invoice?' }, [[PNG, 'a.png']]));
    const report = await Report.findOne({ where: { user_id: customer.id }, rejectOnEmpty: true });
    const staff = await buildStaff(ROLE.SUPER_ADMIN);
    await ReportMessage.create({ report_id: report.id, user_id: staff.id, message: 'It is in your orders.' });
    const first = (await open(cookie)).body as { page: { rows: { replies: { unread: boolean }[] }[] } };
    expect(first.page.rows[0]!.replies[0]!.unread).toBe(true);
    expect(await ReportMessage.count({ where: { report_id: report.id, read_at: null } })).toBe(0);
  });

  it('serves a proof to its owner only; another customer and an agent get 404', async () => {
    const [owner, other, agent] = [await buildCustomer(), await buildCustomer(), await buildAgent()];
    await send(await signedInCookie(owner), form({ title: 'Proof', message: 'See the file.' }, [[PNG, 'proof.png']]));
    const file = await ReportAttachment.findOne({ include: [{ model: Report, as: 'report', where: { user_id: owner.id } }], rejectOnEmpty: true });
    const id = String(file.id);
    const get = async (cookie: string) => call(async () => attachmentRoute.loader({ request: await request(`/dashboard/report/attachments/${id}`, { cookie }), params: { id }, context }));
    const mine = await get(await signedInCookie(owner));
    expect(mine.status).toBe(200);
    expect(Buffer.from(await mine.response!.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await get(await signedInCookie(other))).status).toBe(404);
    expect((await get(await signedInCookie(agent))).status).not.toBe(200);
  });
});
