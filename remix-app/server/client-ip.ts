import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { CLIENT_IP_HEADER, forgetRequest, REQUEST_ID_HEADER } from '../app/lib/session.server';

/**
 * Hands the client's address to Remix (rate limits, session rows, audit logs) in an internal
 * header that is always overwritten, so a client cannot forge it. The address is Express's req.ip
 * (the socket's address; set 'trust proxy' on the app when a reverse proxy sits in front).
 */
export function clientIp() {
  return (req: Request, res: Response, next: NextFunction) => {
    const raw = req.ip ?? req.socket.remoteAddress ?? '';
    const ip = raw.startsWith('::ffff:') ? raw.slice(7) : raw;
    if (ip) req.headers[CLIENT_IP_HEADER] = ip;
    else delete req.headers[CLIENT_IP_HEADER];
    // One id per HTTP request: Remix gives each parallel loader its own Request copy, and this
    // header (always overwritten here) lets them share one read of the session.
    req.headers[REQUEST_ID_HEADER] = randomUUID();
    res.once('finish', () => forgetRequest(req.headers[REQUEST_ID_HEADER] as string));
    next();
  };
}
