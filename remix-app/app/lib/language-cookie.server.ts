import { createCookie } from '@remix-run/node';
import { getConfig } from '@iprenew/models';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

let cookie: ReturnType<typeof createCookie> | undefined;

/** The `lng` cookie that keeps the visitor's language choice (I18N-2): 1 year, SameSite=Lax.
 * Not httpOnly: the admin console reads and writes the same cookie so both apps share the choice;
 * it holds only a language code. */
export function languageCookie() {
  cookie ??= createCookie('lng', {
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    sameSite: 'lax',
    httpOnly: false,
    secure: getConfig().secureCookies,
  });
  return cookie;
}
