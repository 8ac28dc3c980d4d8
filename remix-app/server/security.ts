import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export interface SecurityOptions {
  /** Vite's dev server needs inline styles and a websocket for hot reload. */
  development?: boolean;
  /** Send Strict-Transport-Security (only when the site is served over HTTPS). */
  hsts?: boolean;
}

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * The contact page and the sign-in pages (after repeated failures, ADR 020) may show the
 * human-verification provider's widget (G-41, when keys are configured): its scripts and its frame
 * come from these hosts, and nowhere else on the site.
 */
export const HUMAN_CHECK_SCRIPT_HOSTS = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';
export const HUMAN_CHECK_FRAME_HOSTS = 'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/';
const usesHumanCheckWidget = (path: string) => path === '/contactus' || path === '/login' || path === '/webadmin' || path === '/login/two-factor';

/** The policy of the Remix pages: scripts only from this origin or carrying this request's nonce. */
export function appContentSecurityPolicy(nonce: string, development = false, humanCheckWidget = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${humanCheckWidget ? ` ${HUMAN_CHECK_SCRIPT_HOSTS}` : ''}`,
    ...(humanCheckWidget ? [`frame-src ${HUMAN_CHECK_FRAME_HOSTS}`] : []),
    development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The admin console (react-admin + MUI) injects <style> elements at run time; no inline scripts. */
export function adminContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Security headers on every response, and a fresh CSP nonce per request in `res.locals.cspNonce`
 * (handed to Remix through getLoadContext, then to <Scripts nonce> and <ScrollRestoration nonce>).
 */
export function securityHeaders(options: SecurityOptions = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.setHeader(
      'Content-Security-Policy',
      isAdminPath(req.path)
        ? adminContentSecurityPolicy()
        : appContentSecurityPolicy(nonce, options.development, usesHumanCheckWidget(req.path)),
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()',
    );
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    if (options.hsts) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
