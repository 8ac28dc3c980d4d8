/**
 * The IPRenew web server: Express + Remix, the built admin console under /admin, security headers.
 *   production (NODE_ENV=production): serves build/ (run `npm run build` first)
 *   development: Vite dev server in middleware mode
 * Configuration comes from the environment and is validated before anything starts.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { ConfigError, getConfig, type AppConfig } from '@iprenew/models';
import { adminConsole } from './server/admin';
import { bodyGuard } from './server/body-guard';
import { applyTrustProxy, clientIp } from './server/client-ip';
import { maintenanceMode, type MaintenanceOptions } from './server/maintenance';
import { originCheck } from './server/origin';
import { remixRequestHandler } from './server/remix-handler';
import { roleFlag } from './server/role-flag';
import { securityHeaders } from './server/security';

/** The remix-app folder: paths are resolved from here, never from the working directory. */
export const APP_DIR = path.dirname(fileURLToPath(import.meta.url));
export const BUILD_DIR = path.join(APP_DIR, 'build');
export const ADMIN_DIST_DIR = path.resolve(APP_DIR, '..', 'admin-app', 'dist');

export interface ServerOptions {
  /** Defaults to NODE_ENV === 'production'. */
  production?: boolean;
  /** Defaults to getConfig(). */
  config?: AppConfig;
  /** Where the built admin console is (default ../admin-app/dist). */
  adminDistDir?: string;
  /** Where the Remix build is (default ./build). */
  buildDir?: string;
  /** Replaces the Remix handler (tests of the surrounding middleware). */
  remixHandler?: RequestHandler;
  /** How maintenance mode is read (default: the 'maintenance' configuration key). */
  maintenance?: MaintenanceOptions;
}

export interface IPRenewServer {
  app: Express;
  /** Stops the Vite dev server, if any. */
  close(): Promise<void>;
}

export async function createServer(options: ServerOptions = {}): Promise<IPRenewServer> {
  const config = options.config ?? getConfig();
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const buildDir = options.buildDir ?? BUILD_DIR;
  const adminDistDir = options.adminDistDir ?? ADMIN_DIST_DIR;

  const app = express();
  app.disable('x-powered-by');
  applyTrustProxy(app, config.trustProxy);
  app.use(securityHeaders({ development: !production, hsts: config.secureCookies }));
  app.use(compression());
  // The client address for Remix (rate limits, sessions, audit), and the cross-origin mutation refusal.
  app.use(clientIp());
  app.use(originCheck({ appUrl: config.appUrl }));
  // The stored role flag: a first visit to a public page stores role 4, login variants store theirs (ADR 011).
  app.use(roleFlag());

  app.use('/admin', adminConsole(adminDistDir));

  let closeVite = async () => {};
  let handler = options.remixHandler;

  if (production) {
    app.use('/assets', express.static(path.join(buildDir, 'client', 'assets'), { immutable: true, maxAge: '1y', index: false }));
    // The build's other public files (favicon, robots.txt, brand and help images) all have an extension:
    // a page's path is not looked up on disk first (a stat and an ENOENT error on every page request).
    const publicFiles = express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false });
    app.use((req, res, next) => (path.posix.extname(req.path) ? publicFiles(req, res, next) : next()));
    if (!handler) {
      const serverBuild = path.join(buildDir, 'server', 'index.js');
      if (!existsSync(serverBuild)) {
        throw new Error(`The Remix app is not built (${serverBuild} is missing): run npm run build`);
      }
      const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
      handler = remixRequestHandler({
        build,
        mode: 'production',
        getLoadContext: (_req, res) => ({ cspNonce: String(res.locals.cspNonce ?? '') }),
      });
    }
  } else if (!handler) {
    const vite = await import('vite');
    const viteServer = await vite.createServer({
      root: APP_DIR,
      configFile: path.join(APP_DIR, 'vite.config.ts'),
      server: { middlewareMode: true },
    });
    closeVite = () => viteServer.close();
    app.use(viteServer.middlewares);
    handler = remixRequestHandler({
      build: () => viteServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>,
      mode: 'development',
      getLoadContext: (_req, res) => ({ cspNonce: String(res.locals.cspNonce ?? '') }),
    });
  }

  // Maintenance mode (SYS-3) in front of every page and API; static files and /admin are served above.
  app.use(maintenanceMode(options.maintenance));
  // Every body is read here, bounded by its route's limit, and checked for its type and form shape (ADR 019).
  app.use(bodyGuard());
  app.all('*', handler);
  return { app, close: () => closeVite() };
}

async function main() {
  let config: AppConfig;
  try {
    config = getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const { app, close } = await createServer({ config });
  const server: Server = app.listen(config.port, config.host, () => {
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development';
    console.log(`IPRenew (${mode}, APP_ENV=${config.appEnv}) listening on http://${host}:${config.port}`);
  });
  server.on('error', (error) => {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${error.message}`);
    process.exit(1);
  });

  const shutdown = () => {
    server.close(() => void close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

const entry = process.argv[1] ? pathToFileURL(path.resolve(process.argv[1])).href : '';
if (import.meta.url === entry) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
