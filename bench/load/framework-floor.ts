/**
 * The framework floor of bench/load/run.mjs: the same Remix route modules (the copy of the production
 * build in BENCH_BUILD_DIR) rendered by a minimal node:http server from loader data held in memory.
 * What the app costs above this floor is its data access, per-request i18n/language work, sessions
 * and its Express middleware (security headers, compression, origin check…).
 *
 *   (env as for the app: DATABASE_URL…, PORT) npx tsx bench/load/framework-floor.ts
 *
 * Two kinds of request:
 *   - capture: a GET with `x-bench-capture: 1` and `x-bench-target: <name>` (and the user's cookie)
 *     runs the real loaders once, against the database, and keeps each route's result in memory
 *     under (target, route id);
 *   - replay: a GET with `x-bench-target: <name>` answers from memory: every route's loader returns
 *     its captured result (a Response is cloned), and no database, session or catalogue work happens
 *     per request. Rendering is Remix's own (route matching, the single-fetch data serialised into
 *     the page) through a minimal entry: React's renderToPipeableStream of <RemixServer> inside an
 *     I18nProvider whose translator (the build's own PageI18n, ADR 080; one per language, made once,
 *     from the same catalogue) is reused, as the app's entry does it minus the per-request language
 *     detection and translator.
 * A replay of a target that was never captured is 404. Listens on 127.0.0.1 only.
 */
import http from 'node:http';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable, type EntryContext, type ServerBuild } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { catalogue, type Language } from '@iprenew/models';
import type { pageTranslation as PageTranslation } from '../../remix-app/app/entry.server';

const buildDir = process.env.BENCH_BUILD_DIR;
if (!buildDir) throw new Error('BENCH_BUILD_DIR is required');
const port = Number(process.env.PORT ?? 3622);
const original = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
// The build's own translator and provider: the pages' useTranslation reads the build's context.
const { PageI18n, I18nProvider } = (original.entry.module as unknown as { pageTranslation: typeof PageTranslation }).pageTranslation;
// The build's models registered before the first capture, as the app's server does (server/remix-handler.ts).
(original.entry.module as unknown as { openModels?: () => void }).openModels?.();

type Captured = { kind: 'value'; value: unknown } | { kind: 'response'; response: Response; thrown: boolean } | { kind: 'thrown'; value: unknown };
const captures = new Map<string, Captured>();
const targets = new Set<string>();

function targetOf(request: Request): string {
  return request.headers.get('x-bench-target') ?? '';
}

function replay(captured: Captured): unknown {
  if (captured.kind === 'value') return captured.value;
  if (captured.kind === 'thrown') throw captured.value;
  const response = captured.response.clone();
  if (captured.thrown) throw response;
  return response;
}

type Loader = (args: { request: Request; params: unknown; context: unknown }) => unknown;

function memoryLoader(routeId: string, loader: Loader): Loader {
  return async (args) => {
    const key = `${targetOf(args.request)}|${routeId}`;
    if (args.request.headers.get('x-bench-capture') !== '1') {
      const captured = captures.get(key);
      if (!captured) throw new Response('not captured', { status: 404 });
      return replay(captured);
    }
    try {
      const value = await loader(args);
      captures.set(key, value instanceof Response ? { kind: 'response', response: value.clone(), thrown: false } : { kind: 'value', value });
      return value;
    } catch (error) {
      captures.set(key, error instanceof Response ? { kind: 'response', response: error.clone(), thrown: true } : { kind: 'thrown', value: error });
      throw error;
    }
  };
}

const instances = new Map<string, InstanceType<typeof PageI18n>>();
function i18nFor(language: string): InstanceType<typeof PageI18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = new PageI18n({ language, resources: { [language]: catalogue[language as Language] as Record<string, Record<string, unknown>> } });
    instances.set(language, instance);
  }
  return instance;
}

async function handleDocument(request: Request, status: number, headers: Headers, context: EntryContext): Promise<Response> {
  const rootData = context.staticHandlerContext.loaderData?.root as { language?: string } | undefined;
  const instance = i18nFor(rootData?.language ?? 'en');
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(createElement(I18nProvider, { i18n: instance }, createElement(RemixServer, { context, url: request.url })), {
      onShellReady() {
        const body = new PassThrough();
        headers.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body) as never, { headers, status }));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

const routes: ServerBuild['routes'] = {};
for (const [id, route] of Object.entries(original.routes)) {
  const module = route.module as unknown as Record<string, unknown>;
  routes[id] = { ...route, module: (typeof module.loader === 'function' ? { ...module, loader: memoryLoader(id, module.loader as Loader) } : module) as never };
}
const build: ServerBuild = { ...original, routes, entry: { module: { ...original.entry.module, default: handleDocument as never } } };
const handle = createRequestHandler(build, 'production');

http
  .createServer(async (req, res) => {
    try {
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) for (const v of value) headers.append(key, v);
        else if (value !== undefined) headers.set(key, value);
      }
      const request = new Request(`http://127.0.0.1:${port}${req.url}`, { method: req.method, headers });
      const target = targetOf(request);
      if (request.headers.get('x-bench-capture') === '1') targets.add(target);
      else if (!targets.has(target)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('unknown target');
        return;
      }
      const response = await handle(request, { cspNonce: '' });
      res.statusCode = response.status;
      for (const [key, value] of response.headers.entries()) res.appendHeader(key, value);
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  })
  .listen(port, '127.0.0.1', () => console.log(`framework floor on 127.0.0.1:${port}`));
