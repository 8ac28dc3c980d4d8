/**
 * A build-independent harness for whole-app tests: the Remix app is compiled on the fly by a Vite
 * dev server (middleware mode, like `npm run dev`), and served by the real Express server of
 * server.ts (security headers, origin and maintenance middleware, /admin) on an ephemeral port.
 *
 * Everything of the app — route modules, app/lib/*.server.ts, @iprenew/models — is loaded through
 * the SAME Vite SSR module graph (`load()`), so the test database the harness registers with
 * `useSequelize` is the one the loaders and actions use. Never import @iprenew/models directly in a
 * test that uses the harness: Vitest's copy would be a second, unconnected module instance.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import type { ViteDevServer } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REMIX_APP_DIR = path.resolve(here, '..', '..');
export const REPO_DIR = path.resolve(REMIX_APP_DIR, '..');

export interface AppHarness {
  vite: ViteDevServer;
  /** Base URL of the listening server, e.g. http://127.0.0.1:40123 */
  url: string;
  /** Loads a module of the app's graph: a path relative to the repository root ('models/src/index.ts'). */
  load<T = Record<string, unknown>>(repoPath: string): Promise<T>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Starts the app. The configuration (getConfig) is read from process.env on first use, so the port is
 * chosen first and APP_URL set to it: the origin check of the server then accepts Origin: url.
 * DATABASE_URL defaults to an in-memory SQLite database; a test registers its own with useSequelize.
 */
export async function startApp(options: { env?: Record<string, string> } = {}): Promise<AppHarness> {
  const port = await freePort();
  Object.assign(process.env, {
    APP_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: 'sqlite::memory:',
    ...options.env,
  });
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({
    root: REMIX_APP_DIR,
    configFile: path.join(REMIX_APP_DIR, 'vite.config.ts'),
    logLevel: 'error',
    clearScreen: false,
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    appType: 'custom',
  });
  const load = <T,>(repoPath: string) => vite.ssrLoadModule(path.join(REPO_DIR, repoPath)) as Promise<T>;

  const build = (await vite.ssrLoadModule('virtual:remix/server-build')) as ServerBuild;
  // The server's own bridge: it hands Remix the body the body guard already read (ADR 019).
  const { remixRequestHandler } = await load<typeof import('../../server/remix-handler')>('remix-app/server/remix-handler.ts');
  const remixHandler = remixRequestHandler({
    build,
    mode: 'production',
    getLoadContext: (_req, res) => ({ cspNonce: String(res.locals.cspNonce ?? '') }),
  });
  const serverModule = await load<typeof import('../../server')>('remix-app/server.ts');
  const { app, close: closeApp } = await serverModule.createServer({
    production: false,
    remixHandler,
    adminDistDir: path.join(REPO_DIR, 'admin-app', 'dist'),
  });
  const server: Server = app.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    vite,
    url,
    load,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeApp();
      await vite.close();
    },
  };
}
