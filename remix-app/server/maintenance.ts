import type { NextFunction, Request, Response } from 'express';
import type { Language } from '@iprenew/models';
import { isMaintenanceOn, readSession } from '@iprenew/models';
import { translate } from '../app/lib/i18n.server';
import { isSuperAdminSession, sessionCookie } from '../app/lib/session.server';
import { maintenanceOn } from '../app/lib/maintenance-flag.server';
import { REQUEST_ID_HEADER } from '../app/lib/request-memo.server';
import { expressLanguage } from './request';

/**
 * Maintenance mode (SYS-3, ACL-4, G-40). While the configuration key 'maintenance' is true:
 * - a signed-in super admin passes everywhere;
 * - everyone may still reach the way in and out: /webadmin, /login (and its second step,
 *   /login/two-factor[/enrol]), /logout, /admin/* (the console
 *   itself), /api/admin/auth/*, /api/admin/maintenance (which requires a super admin), /maintenance,
 *   and the payment providers' webhooks /webhooks/* (signed, so payments already taken are confirmed);
 * - every other /api/* answers 503 JSON {message: '503 Maintenance Mode'};
 * - every other page answers 503 with a small self-contained page (no scripts, so no hydration of
 *   the wrong route), in the reader's language. Its stylesheet is /maintenance.css.
 * If the flag cannot be read (no database yet), requests pass (logged once): maintenance is a
 * notice, not a security boundary.
 */

const EXEMPT_EXACT = new Set(['/webadmin', '/login', '/login/two-factor', '/login/two-factor/enrol', '/logout', '/maintenance', '/maintenance.css', '/admin', '/api/admin/maintenance', '/resources/language']);
// Payment providers' webhooks (authenticated by their signatures) keep confirming payments taken
// before maintenance started: a provider would otherwise retry for days or give up.
// The pages' strings (/resources/locales/*, ADR 068) stay readable for the pages that stay open.
const EXEMPT_PREFIXES = ['/admin/', '/api/admin/auth/', '/webhooks/', '/resources/locales/'];

export function isMaintenanceExempt(path: string): boolean {
  const bare = path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return EXEMPT_EXACT.has(trimmed) || EXEMPT_PREFIXES.some((prefix) => trimmed.startsWith(prefix));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const HTML_LANG: Record<Language, string> = { en: 'en', bm: 'ms', cn: 'zh-Hans' };

export function maintenancePageHtml(language: Language): string {
  const heading = escapeHtml(translate(language, 'auth:maintenance'));
  const title = escapeHtml(translate(language, 'auth:maintenance_title'));
  const text = escapeHtml(translate(language, 'auth:maintenance_text'));
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | IPRenew</title>
<link rel="stylesheet" href="/maintenance.css">
</head>
<body>
<main class="maintenance">
<p class="maintenance__brand">IPRenew</p>
<h1>${heading}</h1>
<p>${text}</p>
</main>
</body>
</html>
`;
}

export const MAINTENANCE_CSS = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","WenQuanYi Micro Hei",sans-serif;background:#f4f7f9;color:#15303a}
.maintenance{max-width:36rem;margin:15vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(14,77,100,.12);text-align:center}
.maintenance__brand{font-weight:700;color:#0E4D64;letter-spacing:.04em;margin:0 0 1rem}
h1{font-size:1.75rem;margin:0 0 .75rem}`;

export interface MaintenanceOptions {
  /** Reads the flag (default: the 'maintenance' configuration key). */
  isOn?: () => Promise<boolean>;
}

async function isSuperAdmin(req: Request): Promise<boolean> {
  try {
    const token = await sessionCookie().parse(req.get('cookie') ?? null);
    if (typeof token !== 'string' || !token) return false;
    const current = await readSession(token);
    return isSuperAdminSession(current);
  } catch {
    return false;
  }
}

export function maintenanceMode(options: MaintenanceOptions = {}) {
  // Without a test's switch (isOn), the gate reads the page settings its loaders read after it (one statement).
  const isOn = options.isOn ?? (() => isMaintenanceOn());
  let warned = false;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/maintenance.css') {
      res.type('text/css').set('Cache-Control', 'public, max-age=3600').send(MAINTENANCE_CSS);
      return;
    }
    let on = false;
    try {
      const requestId = req.headers[REQUEST_ID_HEADER];
      // Shared with the guards of the page's loaders: one read per HTTP request.
      on = typeof requestId === 'string' ? await maintenanceOn(requestId, options.isOn) : await isOn();
    } catch (error) {
      if (!warned) {
        warned = true;
        console.warn(`[maintenance] cannot read the maintenance flag: ${error instanceof Error ? error.message : String(error)}`);
      }
      return next();
    }
    if (!on || isMaintenanceExempt(req.path) || (await isSuperAdmin(req))) return next();
    try {
      const language = await expressLanguage(req);
      res.status(503).set({ 'Cache-Control': 'no-store', 'Retry-After': '300' });
      if (req.path.startsWith('/api/')) {
        res.type('application/json').send(JSON.stringify({ message: translate(language, 'auth:maintenance') }));
      } else if (req.path.endsWith('.data')) {
        res.type('text/plain').send(translate(language, 'auth:maintenance'));
      } else {
        res.type('html').send(maintenancePageHtml(language));
      }
    } catch (error) {
      next(error);
    }
  };
}
