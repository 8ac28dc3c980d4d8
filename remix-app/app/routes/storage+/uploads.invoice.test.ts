import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, issueInvoice, ORDER_STATUS, ROLE, SYSTEM, USER_STATUS, type User } from '@iprenew/models';
import { buildAgent, buildCustomer, buildOrder, buildStaff, openTestWorld, type TestWorld } from '@iprenew/models/testing';
import { sessionCookie } from '~/lib/session.server';
import { loader } from './uploads.invoice.$file';

/** GET /storage/uploads/invoice/{reference}-invoice.pdf (ORD-69, G-45) driven with real Requests. */

let world: TestWorld;
let customer: User;
let otherCustomer: User;
let reference: string;
let pdf: Buffer;

beforeAll(async () => {
  world = await openTestWorld({ appUrl: 'https://portal.example' });
  customer = await buildCustomer();
  otherCustomer = await buildCustomer();
  const { order } = await buildOrder({ user: customer });
  reference = order.reference;
  const issued = await issueInvoice({ actor: SYSTEM, orderId: order.id });
  pdf = readFileSync(path.join(world.storageDir, issued.key));
});
afterAll(async () => {
  await world?.close();
});

async function cookieFor(userId: number): Promise<string> {
  const { token } = await createSession({ userId });
  return (await sessionCookie().serialize(token)).split(';')[0]!;
}

/** The loader's answer: a returned or thrown Response. */
async function get(file: string, options: { cookie?: string; query?: string } = {}): Promise<Response> {
  const headers = new Headers();
  if (options.cookie) headers.set('Cookie', options.cookie);
  const request = new Request(`http://portal.test/storage/uploads/invoice/${file}${options.query ?? ''}`, { headers });
  try {
    return (await loader({ request, params: { file }, context: { cspNonce: '' } })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('/storage/uploads/invoice/:file', () => {
  it('serves the owner inline (View) and as an attachment with ?download=1 (Download), never cached publicly', async () => {
    const cookie = await cookieFor(customer.id);
    const view = await get(`${reference}-invoice.pdf`, { cookie });
    expect(view.status).toBe(200);
    expect(view.headers.get('Content-Type')).toBe('application/pdf');
    expect(view.headers.get('Content-Disposition')).toBe(`inline; filename="${reference}-invoice.pdf"`);
    expect(view.headers.get('Cache-Control')).toBe('private, no-store');
    expect(Buffer.from(await view.arrayBuffer()).equals(pdf)).toBe(true);

    const download = await get(`${reference}-invoice.pdf`, { cookie, query: '?download=1' });
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Disposition')).toBe(`attachment; filename="${reference}-invoice.pdf"`);
  });

  it('serves super admins, admins and accountants', async () => {
    for (const role of [ROLE.SUPER_ADMIN, ROLE.ADMIN, ROLE.ACCOUNTANT]) {
      const staff = await buildStaff(role);
      const response = await get(`${reference}-invoice.pdf`, { cookie: await cookieFor(staff.id) });
      expect(response.status, `role ${role}`).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
    }
  });

  it('answers 404 to another customer and to an agent, the same as for an unknown reference or file name', async () => {
    const agent = await buildAgent();
    const unpaid = await buildOrder({ user: customer, method: 'paylater', status: ORDER_STATUS.PENDING });
    const cases: [string, string][] = [
      [await cookieFor(otherCustomer.id), `${reference}-invoice.pdf`],
      [await cookieFor(agent.id), `${reference}-invoice.pdf`],
      [await cookieFor(customer.id), 'NOSUCHREF234-invoice.pdf'],
      [await cookieFor(customer.id), `${unpaid.order.reference}-invoice.pdf`],
      [await cookieFor(customer.id), `${reference}-invoice-v2.pdf`],
      [await cookieFor(customer.id), `${reference.toLowerCase()}-invoice.pdf`],
    ];
    for (const [cookie, file] of cases) {
      const response = await get(file, { cookie });
      expect(response.status, file).toBe(404);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
      expect(body.toString('utf8')).not.toContain(reference);
    }
  });

  it('sends a visitor who is not signed in to the guard’s login behaviour (Main Page without a role flag)', async () => {
    const response = await get(`${reference}-invoice.pdf`);
    expect([302, 303]).toContain(response.status);
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.get('Content-Type')).not.toBe('application/pdf');
  });

  it('logs a blocked customer out instead of serving the file', async () => {
    const blocked = await buildCustomer();
    const cookie = await cookieFor(blocked.id);
    await blocked.update({ status_id: USER_STATUS.BLOCKED });
    const response = await get(`${reference}-invoice.pdf`, { cookie });
    expect([302, 303]).toContain(response.status);
  });
});
