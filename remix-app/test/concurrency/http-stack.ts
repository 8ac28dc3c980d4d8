import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { loadConfig } from '@iprenew/models';
import { createServer } from '../../server';
import { sendRemixResponse, toRemixRequest } from '../../server/remix-handler';

/**
 * The real Express stack (security headers, client address, origin check, role flag, maintenance,
 * body guard) listening on 127.0.0.1 on a free port, in front of the route modules a test names —
 * their actions for POST, their loaders for GET — as Remix would call them. No build is needed; the
 * modules run against the test world's database. Shared by the concurrency tests.
 */
type RouteModule = {
  action?: (args: { request: Request; params: Record<string, string>; context: { cspNonce: string } }) => unknown;
  loader?: (args: { request: Request; params: Record<string, string>; context: { cspNonce: string } }) => unknown;
};

export interface StackRoute {
  /** A path pattern with :params, e.g. '/api/admin/payments/:id/:action'. */
  pattern: string;
  load: () => Promise<RouteModule>;
  /** Params given as they are (a route of a fixed path standing for a parameterised one). */
  params?: Record<string, string>;
}

export interface HttpStack {
  url: string;
  close(): Promise<void>;
}

function matcher(pattern: string): (pathname: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/[.+*?^${}()|[\]\\]/g, '\\$&').replace(/:([a-z]+)/gi, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}$`);
  return (pathname) => {
    const found = regex.exec(pathname);
    return found ? Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])) : null;
  };
}

/** `realMaintenance`: the gate reads the flag from the database (default: a stub that answers off). */
export async function startHttpStack(routes: StackRoute[], { realMaintenance = false }: { realMaintenance?: boolean } = {}): Promise<HttpStack> {
  const loaded = await Promise.all(routes.map(async (route) => ({ match: matcher(route.pattern), module: await route.load(), params: route.params ?? {} })));
  const remixHandler = async (req: ExpressRequest, res: ExpressResponse) => {
    let response: Response;
    try {
      const request = toRemixRequest(req, res);
      const found = loaded.map((route) => ({ route, params: route.match(req.path) })).find((r) => r.params);
      const run = found ? (req.method === 'GET' ? found.route.module.loader : found.route.module.action) : undefined;
      if (!found || !run) response = new Response('Not found', { status: 404 });
      else {
        const result = await run({ request, params: { ...found.params!, ...found.route.params }, context: { cspNonce: '' } });
        response = result instanceof Response ? result : Response.json(dataOf(result));
      }
    } catch (error) {
      // As Remix: a thrown Response is the answer; anything else is a 500.
      if (error instanceof Response) response = error;
      else {
        console.error('[http-stack] route threw', req.path, error);
        response = new Response('Unexpected Server Error', { status: 500 });
      }
    }
    await sendRemixResponse(res, response);
  };
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'iprenew-stack-'));
  const config = loadConfig({ ...process.env, APP_ENV: 'test', APP_URL: 'http://127.0.0.1' } as NodeJS.ProcessEnv);
  const { app } = await createServer({ production: true, config, adminDistDir: tmp, buildDir: tmp, remixHandler: remixHandler as never, maintenance: realMaintenance ? {} : { isOn: async () => false } });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** A Remix `data(…)` result's payload, or the plain value a loader or action returned. */
function dataOf(result: unknown): unknown {
  const value = result as { type?: string; data?: unknown } | null | undefined;
  return value && value.type === 'DataWithResponseInit' ? value.data : (result ?? null);
}
