import http from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request, Response } from 'express';
import { loadConfig, SLIP_MAX_BYTES } from '@iprenew/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../server';
import { acceptsContentType, BODY_LIMITS, bodyRule, formEntries, MB } from '../server/body-guard';

/**
 * Request bodies through the real Express stack (issue 11, ADR 019): sizes counted as they arrive
 * (chunked included) → 413, wrong content types → 415, over-deep form lists → 400, cross-site
 * mutations without Origin → 403. The Remix handler is replaced by one that reports what reached it.
 */
const config = loadConfig({ APP_ENV: 'test', DATABASE_URL: 'sqlite::memory:', APP_URL: 'http://portal.test' } as unknown as NodeJS.ProcessEnv);
let server: Server;
let port: number;
let tmp: string;
let reached: { path: string; bytes: number; type?: string }[] = [];

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'iprenew-body-'));
  const remixHandler = (req: Request, res: Response) => {
    const body = res.locals.body as Buffer | undefined;
    reached.push({ path: req.path, bytes: body?.length ?? 0, type: req.headers['content-type'] });
    res.json({ bytes: body?.length ?? 0 });
  };
  const { app } = await createServer({ production: true, config, adminDistDir: tmp, buildDir: tmp, remixHandler: remixHandler as never, maintenance: { isOn: async () => false } });
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(tmp, { recursive: true, force: true });
});

interface Sent {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * Sends a request by hand. `chunks` × `chunkSize` bytes of 'a' are written with chunked encoding
 * (no Content-Length) unless `contentLength` is given; writing stops when the server answers.
 */
function send(options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer; chunks?: number; chunkSize?: number; contentLength?: number }): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const headers: Record<string, string | number> = { ...(options.headers ?? {}) };
    if (options.contentLength !== undefined) headers['Content-Length'] = options.contentLength;
    const req = http.request({ host: '127.0.0.1', port, method: options.method ?? 'POST', path: options.path, headers }, (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    if (options.body !== undefined) {
      req.end(options.body);
      return;
    }
    const chunk = Buffer.alloc(options.chunkSize ?? 64 * 1024, 'a');
    let left = options.chunks ?? 0;
    const pump = () => {
      while (left > 0 && !answered) {
        left -= 1;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe('body size limits (413), counted as the bytes arrive', () => {
  it('refuses a chunked 3 MB body to a form route without buffering it, with a clear message', async () => {
    reached = [];
    const response = await send({ path: '/contactus', headers: FORM, chunks: 48 });
    expect(response.status).toBe(413);
    expect(response.body).toBe('This request is too large (1 MB at most) and was refused.');
    expect(reached).toEqual([]);
  });

  it('refuses a declared 200 MB body at once, and a chunked one over the webhook and API limits', async () => {
    expect((await send({ path: '/dashboard/filing/trademark', headers: FORM, contentLength: 200 * MB, body: 'x=1' })).status).toBe(413);
    const hook = await send({ path: '/webhooks/stripe', headers: { 'Content-Type': 'application/json' }, chunks: 5 });
    expect(hook.status).toBe(413);
    expect(JSON.parse(hook.body)).toEqual({ message: 'This request is too large (256 KB at most) and was refused.' });
    expect((await send({ path: '/api/admin/vouchers', headers: { 'Content-Type': 'application/json' }, chunks: 20 })).status).toBe(413);
    expect(reached).toEqual([]);
  });

  it('refuses a 100 MB portfolio upload while it arrives (issue 18, ADR 075)', async () => {
    reached = [];
    const multipart = { 'Content-Type': 'multipart/form-data; boundary=b' };
    // Declared: refused before a byte is read; chunked (no length): refused once 6 MB have arrived.
    expect((await send({ path: '/dashboard/ip/import', headers: multipart, contentLength: 100 * MB, body: 'x' })).status).toBe(413);
    const upload = await send({ path: '/dashboard/ip/import', headers: multipart, chunks: 110 });
    expect(upload.status).toBe(413);
    expect(upload.body).toBe('This request is too large (6 MB at most) and was refused.');
    expect(reached).toEqual([]);
  });

  it('lets bodies within the route limit through, whole (a slip upload of 5 MB, a 200 KB webhook)', async () => {
    reached = [];
    const boundary = 'b0undary';
    const file = Buffer.alloc(SLIP_MAX_BYTES - 1024, 'a');
    const multipart = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="ref_no"\r\n\r\nR1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const slip = await send({ path: '/dashboard/cart/payment/response?ref=X', headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body: multipart });
    expect(slip.status).toBe(200);
    expect(JSON.parse(slip.body)).toEqual({ bytes: multipart.length });
    const hook = await send({ path: '/webhooks/paypal', headers: { 'Content-Type': 'application/json' }, chunks: 1, chunkSize: 200 * 1024 });
    expect(JSON.parse(hook.body)).toEqual({ bytes: 200 * 1024 });
    // The same 5 MB on an ordinary form route is refused.
    expect((await send({ path: '/register', headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body: multipart })).status).toBe(413);
  });

  it('gives every route its limit: forms 1 MB, logo forms 1 MB + margin, slips 5 MB + margin, API 1 MB, webhooks 256 KB', () => {
    expect(bodyRule('/contactus')).toEqual({ kind: 'form', limit: BODY_LIMITS.form });
    expect(bodyRule('/dashboard/apply.data')).toEqual({ kind: 'form', limit: BODY_LIMITS.logoForm });
    expect(bodyRule('/dashboard/cart/detail/12')).toEqual({ kind: 'form', limit: BODY_LIMITS.logoForm });
    expect(bodyRule('/dashboard/cart/payment/response')).toEqual({ kind: 'form', limit: BODY_LIMITS.slipForm });
    // Issue 18 (ADR 075): the portfolio import's spreadsheet, 5 MB and the form's margin.
    expect([bodyRule('/dashboard/ip/import'), bodyRule('/dashboard/ip/import.data')]).toEqual([{ kind: 'form', limit: BODY_LIMITS.importForm }, { kind: 'form', limit: BODY_LIMITS.importForm }]);
    expect(bodyRule('/dashboard/ip/import/template')).toEqual({ kind: 'form', limit: BODY_LIMITS.form });
    // Issue 13 (ADR 036): the job page's step form and the files card take files up to the upload ceiling; the agent's logo form is a logo form.
    for (const path of ['/dashboard/application/12', '/dashboard/application/12/files', '/dashboard/application/12/files/7.data', '/dashboard/application/12/sd', '/dashboard/jobs/ip/12', '/dashboard/history/search/12']) {
      expect(bodyRule(path), path).toEqual({ kind: 'form', limit: BODY_LIMITS.applicationFileForm });
    }
    expect(BODY_LIMITS.applicationFileForm).toBe(21 * MB);
    expect(bodyRule('/dashboard/application/12/logo')).toEqual({ kind: 'form', limit: BODY_LIMITS.logoForm });
    expect(bodyRule('/dashboard/application/all')).toEqual({ kind: 'form', limit: BODY_LIMITS.form });
    expect(bodyRule('/api/admin/products/3')).toEqual({ kind: 'api', limit: 1 * MB });
    // Issue 15: Set To Paid carries its payout proof (multipart or JSON), up to the upload ceiling.
    expect(bodyRule('/api/admin/settlements/pay')).toEqual({ kind: 'uploadApi', limit: BODY_LIMITS.applicationFileForm });
    expect(['application/json', 'multipart/form-data; boundary=x', 'text/plain'].map((type) => acceptsContentType('uploadApi', type))).toEqual([true, true, false]);
    // Issue 16: the news form carries its images (ADM-52); the image preview route is a plain API path.
    expect([bodyRule('/api/admin/news'), bodyRule('/api/admin/news/12')]).toEqual([{ kind: 'uploadApi', limit: BODY_LIMITS.newsApi }, { kind: 'uploadApi', limit: BODY_LIMITS.newsApi }]);
    expect(bodyRule('/api/admin/news/12/images/0')).toEqual({ kind: 'api', limit: BODY_LIMITS.api });
    // Issue 16 (ADR 062): a broadcast e-mail's store and update carry its HTML file and attachments, bounded together.
    for (const path of ['/api/admin/emails', '/api/admin/emails/12']) expect(bodyRule(path), path).toEqual({ kind: 'uploadApi', limit: BODY_LIMITS.broadcastApi });
    expect(BODY_LIMITS.broadcastApi).toBe(21.5 * MB);
    expect(bodyRule('/api/admin/emails/12/duplicate')).toEqual({ kind: 'api', limit: 1 * MB });
    expect(bodyRule('/webhooks/stripe')).toEqual({ kind: 'webhook', limit: 256 * 1024 });
  });
});

describe('content types (415)', () => {
  it('refuses JSON and text/plain sent to a form action, with a clear message', async () => {
    for (const type of ['application/json', 'text/plain', 'application/xml']) {
      const response = await send({ path: '/dashboard/filing/trademark', headers: { 'Content-Type': type }, body: '{"lines":[{"filing_no":"1"}]}' });
      expect(response.status, type).toBe(415);
      expect(response.body).toBe('This address accepts application/x-www-form-urlencoded, multipart/form-data only; the request was refused.');
    }
    // Remix's data requests (single fetch) are the same action.
    expect((await send({ path: '/login.data', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(415);
  });

  it('refuses text/plain and forms sent to the console API (never parsed as JSON), in JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await send({ path: '/api/admin/auth/login', headers: { 'Content-Type': type }, body: '{"email":"a@b.c","password":"x"}' });
      expect(response.status, type).toBe(415);
      expect(JSON.parse(response.body)).toEqual({ message: 'This address accepts application/json only; the request was refused.' });
    }
  });

  it('accepts what each route expects, and bodiless mutations (react-admin DELETE sends text/plain, empty)', async () => {
    reached = [];
    expect((await send({ path: '/api/admin/vouchers', headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: '{"a":1}' })).status).toBe(200);
    expect((await send({ method: 'DELETE', path: '/api/admin/vouchers/3', headers: { 'Content-Type': 'text/plain' }, body: '' })).status).toBe(200);
    expect((await send({ path: '/logout', body: '' })).status).toBe(200);
    expect((await send({ path: '/contactus', headers: FORM, body: 'name=A&lines%5B3%5D.x=1' })).status).toBe(200);
    expect((await send({ path: '/webhooks/stripe', headers: { 'Content-Type': 'text/plain' }, body: 'x' })).status).toBe(200);
    expect(reached.map((r) => r.path)).toEqual(['/api/admin/vouchers', '/api/admin/vouchers/3', '/logout', '/contactus', '/webhooks/stripe']);
  });
});

describe('an empty form body', () => {
  it('reaches the page as an empty urlencoded form whatever its declared type (an empty multipart body made formData() throw: 500)', async () => {
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=x', 'text/plain', 'application/x-www-form-urlencoded']) {
      reached = [];
      expect((await send({ path: '/contactus', headers: { 'Content-Type': type }, body: '' })).status, type).toBe(200);
      expect(reached).toEqual([{ path: '/contactus', bytes: 0, type: 'application/x-www-form-urlencoded' }]);
      const form = await new globalThis.Request('http://portal.test/contactus', { method: 'POST', body: '', headers: { 'Content-Type': reached[0]!.type! } }).formData();
      expect([...form.keys()]).toEqual([]);
    }
  });
});

describe('form shape (400) before anything is parsed into objects', () => {
  it('refuses a list index above the ceiling, too many fields, and a broken Conform intent', async () => {
    reached = [];
    const cases: [string, string][] = [
      ['lines[99999999][x]=1', 'A list in this form is longer than allowed and was refused.'],
      ['classifications%5B100%5D.term=a', 'A list in this form is longer than allowed and was refused.'],
      [Array.from({ length: 1001 }, (_, i) => `f${i}=1`).join('&'), 'This form has too many fields and was refused.'],
      ['__intent__=%7Bnot-json', 'This form could not be read and was refused.'],
      [`__intent__=${encodeURIComponent(JSON.stringify({ type: 'update', payload: { name: 'lines[5000000]', value: 'x' } }))}`, 'A list in this form is longer than allowed and was refused.'],
    ];
    for (const [body, message] of cases) {
      const response = await send({ path: '/dashboard/search', headers: FORM, body });
      expect(response.status, body.slice(0, 40)).toBe(400);
      expect(response.body).toBe(message);
    }
    const boundary = 'xyz';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="partners[123456789].name"\r\n\r\nA\r\n--${boundary}--\r\n`;
    expect((await send({ path: '/dashboard/apply', headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body: multipart })).status).toBe(400);
    expect(reached).toEqual([]);
  });

  it('refuses a form that does not parse (a broken multipart body made actions answer 500)', async () => {
    const response = await send({ path: '/login', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: '!!4?bind{' });
    expect(response.status).toBe(400);
    expect(response.body).toBe('This form could not be read and was refused.');
    const body = Buffer.from('--b\r\nContent-Disposition: form-data; name="a[1]"\r\n\r\nv\r\n--b\r\nContent-Disposition: form-data; name="logo"; filename="l.png"\r\n\r\nPNG\r\n--b--\r\n', 'latin1');
    expect((await formEntries(body, 'multipart/form-data; boundary=b'))?.map(([name]) => name)).toEqual(['a[1]', 'logo']);
  });
});

describe('cross-site mutations (403)', () => {
  it('refuses Sec-Fetch-Site: cross-site or same-site without Origin, as a foreign Origin; webhooks stay exempt', async () => {
    reached = [];
    for (const site of ['cross-site', 'same-site']) {
      const response = await send({ path: '/dashboard/cart', headers: { ...FORM, 'Sec-Fetch-Site': site }, body: 'intent=pay' });
      expect(response.status, site).toBe(403);
      expect(response.body).toBe('This request came from another site and was refused.');
    }
    const api = await send({ method: 'DELETE', path: '/api/admin/vouchers/1', headers: { 'Sec-Fetch-Site': 'cross-site' }, body: '' });
    expect(api.status).toBe(403);
    expect(reached).toEqual([]);
    expect((await send({ path: '/dashboard/cart', headers: { ...FORM, 'Sec-Fetch-Site': 'same-origin' }, body: 'intent=pay' })).status).toBe(200);
    expect((await send({ path: '/webhooks/stripe', headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' }, body: '{}' })).status).toBe(200);
  });
});
