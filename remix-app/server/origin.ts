import type { NextFunction, Request, Response } from 'express';
import { isAllowedOrigin } from '../app/lib/origin.server';
import { translate } from '../app/lib/i18n.server';
import { expressLanguage } from './request';

/**
 * Refuses cross-origin mutations (DESIGN §4): POST/PUT/PATCH/DELETE whose Origin (or Referer) is
 * neither APP_URL's origin nor the origin the request was addressed to, or that the browser marks
 * Sec-Fetch-Site: cross-site / same-site (even without Origin) → 403 (JSON under /api).
 * Payment-provider webhooks (/webhooks/*) are exempt: they come from the providers' servers, carry
 * no session, and are authenticated by their signature (G-25), whatever headers they send.
 */
export const isWebhookPath = (path: string): boolean => path.startsWith('/webhooks/');

export function originCheck({ appUrl }: { appUrl: string }) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (isWebhookPath(req.path)) return next();
    const allowed = isAllowedOrigin({
      method: req.method,
      origin: req.get('origin'),
      referer: req.get('referer'),
      secFetchSite: req.get('sec-fetch-site'),
      allowedOrigins: [appUrl, `${req.protocol}://${req.get('host') ?? ''}`],
    });
    if (allowed) return next();
    try {
      const message = translate(await expressLanguage(req), 'auth:cross_origin');
      res.status(403).set('Cache-Control', 'no-store');
      if (req.path.startsWith('/api/') || (req.get('accept') ?? '').includes('application/json')) {
        res.type('application/json').send(JSON.stringify({ message }));
      } else {
        res.type('text/plain').send(message);
      }
    } catch (error) {
      next(error);
    }
  };
}
