import { createRemixHeaders, sendRemixResponse } from '@remix-run/express';
import { createRequestHandler as createNodeHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import type { NextFunction, Request, Response } from 'express';

/**
 * The Express → Remix bridge, as @remix-run/express's, except that the request body is the one
 * server/body-guard.ts has already read and bounded (`res.locals.body`), never the socket itself.
 */
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
  return new globalThis.Request(url.href, { method: req.method, headers: createRemixHeaders(req.headers), signal, body: hasBody ? body : undefined });
}

export function remixRequestHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
}) {
  const handle = createNodeHandler(options.build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const response = await handle(toRemixRequest(req, res), options.getLoadContext(req, res));
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
