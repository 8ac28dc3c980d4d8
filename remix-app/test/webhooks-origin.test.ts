import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWebhookPath, originCheck } from '../server/origin';

/** The origin check lets provider webhooks through (they are signed), and nothing else cross-origin. */
let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.use(originCheck({ appUrl: 'https://portal.example' }));
  app.all('*', (req, res) => res.json({ reached: req.path }));
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('origin check and provider webhooks', () => {
  it('passes POSTs to /webhooks/* whatever Origin or Referer they carry', async () => {
    for (const path of ['/webhooks/stripe', '/webhooks/paypal']) {
      for (const headers of [{}, { Origin: 'https://hooks.stripe.com' }, { Origin: 'null' }, { Referer: 'https://www.paypal.com/x' }] as Record<string, string>[]) {
        const response = await fetch(`${url}${path}`, { method: 'POST', headers, body: '{}' });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(200);
        expect(await response.json()).toEqual({ reached: path });
      }
    }
  });

  it('still refuses cross-origin POSTs everywhere else, including look-alike paths', async () => {
    for (const path of ['/login', '/webhooks', '/api/webhooks/stripe', '/dashboard/cart/sandbox']) {
      const response = await fetch(`${url}${path}`, { method: 'POST', headers: { Origin: 'https://evil.example' }, body: 'x=1' });
      expect(response.status, path).toBe(403);
    }
    expect(isWebhookPath('/webhooks/stripe')).toBe(true);
    expect(isWebhookPath('/webhooksx/stripe')).toBe(false);
  });
});
