import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What the local provider servers (stripe-server.ts, paypal-server.ts) share: a tiny HTTP router,
 * body reading, JSON and HTML answers, listening on a port (0 = any free one), and the command line
 * of `npx tsx <server>.ts --port N --name value`.
 */

export interface LocalRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface LocalAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export type Handler = (request: LocalRequest, params: string[]) => Promise<LocalAnswer> | LocalAnswer;

export interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

export const json = (status: number, value: unknown, headers: Record<string, string> = {}): LocalAnswer => ({
  status,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(value),
});

export const redirect = (location: string): LocalAnswer => ({ status: 303, headers: { Location: location } });

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A self-contained page (no scripts) of a local provider: its own look, clearly not IPRenew. */
export function page(title: string, bodyHtml: string, accent: string): LocalAnswer {
  return {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
    body: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f6f9fc;color:#1a1f36}
main{max-width:28rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 1rem}.brand{color:${accent};font-weight:700;margin:0 0 .5rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}.note{color:#697386;font-size:.875rem}
.error{color:#c0123c;font-weight:600}
button{display:block;width:100%;padding:.75rem;margin:.5rem 0;border:0;border-radius:6px;font-size:1rem;cursor:pointer;background:${accent};color:#fff}
button.secondary{background:#e3e8ee;color:#1a1f36}
</style></head><body><main>${bodyHtml}</main></body></html>`,
  };
}

export const randomId = (prefix: string, bytes = 12): string => `${prefix}${randomBytes(bytes).toString('hex')}`;

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export interface Listening {
  server: Server;
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Serves `routes` on 127.0.0.1:`port`; an unknown route gets `notFound`, a thrown error a 500 JSON.
 * `guard` answers first when it returns an answer (authentication).
 */
export async function listen(
  routes: Route[],
  port: number,
  notFound: (request: LocalRequest) => LocalAnswer,
  guard: (request: LocalRequest) => LocalAnswer | null = () => null,
): Promise<Listening> {
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://local');
      const request: LocalRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body: await readBody(req) };
      let answer: LocalAnswer;
      try {
        const refused = guard(request);
        answer = refused ?? notFound(request);
        for (const route of refused ? [] : routes) {
          const match = route.method === request.method ? route.pattern.exec(request.path) : null;
          if (match) {
            answer = await route.handler(request, match.slice(1).map(decodeURIComponent));
            break;
          }
        }
      } catch (error) {
        answer = json(500, { error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) } });
      }
      res.writeHead(answer.status, answer.headers ?? {});
      res.end(answer.body ?? '');
    })();
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    server,
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** `--name value` pairs of the command line. */
export function cliOptions(argv: string[] = process.argv.slice(2)): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      out[arg.slice(2)] = argv[i + 1] ?? '';
      i += 1;
    }
  }
  return out;
}

/** Whether `importMetaUrl` is the module node/tsx was started with. */
export function isMain(importMetaUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && importMetaUrl === pathToFileURL(path.resolve(entry)).href;
}

export interface Delivery {
  type: string;
  status: number;
  body: string;
}

/** POSTs a webhook as a provider does and records the app's answer (status 0 when unreachable). */
export async function postWebhook(url: string, type: string, headers: Record<string, string>, body: string, log: Delivery[]): Promise<void> {
  try {
    const response = await fetch(url, { method: 'POST', headers, body });
    log.push({ type, status: response.status, body: await response.text() });
  } catch (error) {
    log.push({ type, status: 0, body: error instanceof Error ? error.message : String(error) });
  }
}

/** Runs a local provider server from the command line until SIGTERM / SIGINT. */
export async function runStandalone(label: string, defaultPort: number, start: (cli: Record<string, string>, port: number) => Promise<{ url: string; close(): Promise<void> }>): Promise<void> {
  const cli = cliOptions();
  const server = await start(cli, Number(cli.port ?? defaultPort));
  console.log(`Local ${label} server on ${server.url} (webhooks → ${cli['webhook-url'] ?? 'none'})`);
  const stop = () => void server.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
