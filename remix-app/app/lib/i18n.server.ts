import i18next, { type i18n as I18n } from 'i18next';
import { catalogue, DEFAULT_LANGUAGE, LANGUAGES, NAMESPACES, offeredLanguages, offeredOrEnglish, type Language, type LanguageArea } from '@iprenew/models';
import { languageFromTag } from '../i18n';
import { languageCookie } from './language-cookie.server';
import { requestPageSettings } from './page-settings.server';

/**
 * Server-side translation on the shared catalogue (models/src/i18n), for JSON answers, flash
 * messages and the maintenance page. Relative imports only: the Express middleware (server/*.ts,
 * run by tsx outside Vite) imports this module too.
 *
 * Texts of the `auth` namespace that are not spec quotations (to approve with the product owner):
 * invalid_credentials, wrong_login_variant (= invalid_credentials, G-19), unverified,
 * too_many_attempts, maintenance_title/text/enabled/disabled, forbidden, cross_origin,
 * email_required, email_invalid, password_required, password_min, logged_out.
 */

let instance: I18n | undefined;

function translator(): I18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources: catalogue as unknown as Record<string, Record<string, Record<string, unknown>>>,
      supportedLngs: [...LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initImmediate: false,
      returnNull: false,
    });
  }
  return instance;
}

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Accept-Language → en/bm/cn (highest q first), or null. */
export function languageFromAcceptLanguageHeader(header: string | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const language = languageFromTag(entry.tag);
    if (language) return language;
  }
  return null;
}

/** The area of a path for the offered languages (I18N-3): the console, the signed-in dashboard, or the public site. */
export function languageArea(pathname: string): LanguageArea {
  if (pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/api/admin')) return 'console';
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return 'dashboard';
  return 'site';
}

/** The languages the area of `pathname` offers (all three when the configuration cannot be read). */
export async function areaLanguages(pathname: string): Promise<Language[]> {
  try {
    return await offeredLanguages(languageArea(pathname));
  } catch {
    return [...LANGUAGES];
  }
}

/** The languages offered where `request` points (I18N-3), read once per HTTP request (request-memo.server.ts). */
export async function requestLanguages(request: Request): Promise<Language[]> {
  const area = languageArea(new URL(request.url).pathname);
  try {
    // With the maintenance flag, in one statement (page-settings.server.ts).
    return (await requestPageSettings(request)).languagesOffered[area];
  } catch {
    return [...LANGUAGES];
  }
}

/**
 * The reader's language, as the root loader picks it: `lng` cookie, then `?lng=`, then
 * Accept-Language, then English; a language the page's area does not offer (I18N-3) becomes English.
 */
export async function requestLanguage(request: Request): Promise<Language> {
  return offeredOrEnglish(await wantedLanguage(request), await requestLanguages(request));
}

/** The language the reader asks for, before the area's offer is applied. */
async function wantedLanguage(request: Request): Promise<Language> {
  try {
    const fromCookie = await languageCookie().parse(request.headers.get('Cookie'));
    if (isLanguage(fromCookie)) return fromCookie;
  } catch {
    /* a malformed cookie: ignore */
  }
  const fromQuery = new URL(request.url).searchParams.get('lng');
  if (isLanguage(fromQuery)) return fromQuery;
  return languageFromAcceptLanguageHeader(request.headers.get('Accept-Language')) ?? DEFAULT_LANGUAGE;
}

/**
 * Translates 'namespace:key' (dotted keys allowed) into `language`, interpolating {{params}}.
 * A string that is not a catalogue key is returned as it is (a server message already in words).
 */
export function translate(language: Language | string, key: string, params: Record<string, unknown> = {}): string {
  const t = translator();
  const lng = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  if (!/^[a-z_-]+:[\w.-]+$/i.test(key) || !t.exists(key, { lng })) return key;
  return String(t.t(key, { ...params, lng }));
}
