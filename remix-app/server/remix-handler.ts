import { createRequestHandler as createNodeHandler, writeReadableStreamToWritable, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import type { NextFunction, Request, Response } from 'express';

/**
 * The Express → Remix bridge, as @remix-run/express's (whose helpers it does not export), except that
 * the request body is the one server/body-guard.ts has already read and bounded (`res.locals.body`),
 * never the socket itself.
 */
function remixHeaders(requestHeaders: Request['headers']): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(requestHeaders)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

/** Writes a Fetch Response to Express (status, every header, the streamed body). */
export async function sendRemixResponse(res: Response, response: globalThis.Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.headers.get('Content-Type')?.match(/text\/event-stream/i)) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

export function toRemixRequest(req: Request, res: Response): globalThis.Request {
  const [, forwardedPort] = req.get('X-Forwarded-Host')?.split(':') ?? [];
  const [, hostPort] = req.get('host')?.split(':') ?? [];
  const port = Number.parseInt(forwardedPort ?? hostPort ?? '', 10);
  const url = new URL(`${req.protocol}://${req.hostname}${Number.isSafeInteger(port) ? `:${port}` : ''}${req.originalUrl}`);
  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on('finish', () => (controller = null));
  res.on('close', () => controller?.abort());
  const body = res.locals.body as Buffer | undefined;
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body !== undefined && body.length > 0;
  return new globalThis.Request(url.href, { method: req.method, headers: remixHeaders(req.headers), signal, body: hasBody ? new Uint8Array(body) : undefined });
}

export function remixRequestHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
}) {
  const opened = new WeakSet<object>();
  /** A build's models registered before its first request (entry.server's openModels). */
  const open = (build: ServerBuild): ServerBuild => {
    if (!opened.has(build)) {
      opened.add(build);
      (build.entry.module as { openModels?: () => void }).openModels?.();
    }
    return build;
  };
  const given = options.build;
  const handle = createNodeHandler(typeof given === 'function' ? async () => open(await given()) : open(given), options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const response = await handle(toRemixRequest(req, res), options.getLoadContext(req, res));
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
