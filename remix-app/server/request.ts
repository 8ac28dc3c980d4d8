import type { Request } from 'express';
import type { Language } from '@iprenew/models';
import { requestLanguage } from '../app/lib/i18n.server';

/** A Fetch Request carrying the headers of an Express request (for the app/lib helpers). */
export function toFetchRequest(req: Request): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return new globalThis.Request(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`, { method: 'GET', headers });
}

export function expressLanguage(req: Request): Promise<Language> {
  return requestLanguage(toFetchRequest(req));
}
