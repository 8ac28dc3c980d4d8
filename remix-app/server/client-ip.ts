import type { Express, NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { TrustProxy } from '@iprenew/models';
import { CLIENT_IP_HEADER } from '../app/lib/session.server';
import { forgetRequest, REQUEST_ID_HEADER } from '../app/lib/request-memo.server';

/**
 * Which proxies are believed (configuration TRUST_PROXY, ADR 020). By default none: the client is
 * the socket's address and X-Forwarded-For is ignored, so nobody can choose the address the sign-in
 * throttle counts. Behind a TLS proxy, TRUST_PROXY names it (addresses / CIDRs) or counts the hops;
 * then req.ip is the address that proxy saw, read from the right of X-Forwarded-For, never further
 * left than the trusted hops (a client's own forged entries stay ignored).
 */
export function applyTrustProxy(app: Express, trustProxy: TrustProxy): void {
  app.set('trust proxy', trustProxy === false ? false : trustProxy);
}

/**
 * Hands the client's address to Remix (rate limits, session rows, audit logs) in an internal
 * header that is always overwritten, so a client cannot forge it. The address is Express's req.ip:
 * the socket's address, or the forwarded one when applyTrustProxy trusts the proxy in front.
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
    // 'close' follows every response, also one the client abandoned ('finish' would not come).
    res.once('close', () => forgetRequest(req.headers[REQUEST_ID_HEADER] as string));
    next();
  };
}
