import { LANGUAGES, isLanguage, type Language } from '@iprenew/models/browser';

/**
 * Where the console's language comes from and where the choice is kept (I18N-1, I18N-2).
 *
 * - `lng` cookie (path /, SameSite=Lax): shared with the Remix site, so a language picked on the
 *   public site carries over to /admin and back. The value is read both as a plain code (`cn`) and
 *   in Remix `createCookie` encoding (base64 of the JSON string, `ImNuIg==`); it is written in the
 *   Remix encoding so remix-i18next's cookie detector reads it. (If the Remix side marks the cookie
 *   httpOnly the console can neither read nor overwrite it, and localStorage alone is used.)
 * - localStorage `iprenew.lng`: the console's own memory of the choice.
 *
 * The cookie wins over localStorage: the console writes both on every change, while the Remix site
 * writes only the cookie, so the cookie is never older than localStorage.
 */
export const LANGUAGE_STORAGE_KEY = 'iprenew.lng';
export const LANGUAGE_COOKIE = 'lng';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const LOCALES: { locale: Language; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'bm', name: 'Bahasa Melayu' },
  { locale: 'cn', name: '中文' },
];

/** BCP 47 tags for `<html lang>` (bm is ISO 639-1 for Bambara, cn is no language code at all). */
export const HTML_LANG: Record<Language, string> = { en: 'en', bm: 'ms', cn: 'zh-CN' };

function decodeBase64(value: string): string | null {
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

/** Parses one cookie value: `cn`, `"cn"` or Remix's base64 JSON (`ImNuIg==`). */
export function parseLanguageCookieValue(raw: string): Language | null {
  let value: string;
  try {
    value = decodeURIComponent(raw).trim();
  } catch {
    return null;
  }
  if (isLanguage(value)) return value;
  const candidates = [value, decodeBase64(value)];
  for (const candidate of candidates) {
    if (candidate == null) continue;
    try {
      const parsed: unknown = JSON.parse(candidate);
      if (isLanguage(parsed)) return parsed;
    } catch {
      /* not JSON */
    }
  }
  return null;
}

/** Reads the `lng` cookie out of a `document.cookie` string. */
export function languageFromCookieHeader(cookieHeader: string | null | undefined): Language | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== LANGUAGE_COOKIE) continue;
    const lng = parseLanguageCookieValue(part.slice(eq + 1));
    if (lng) return lng;
  }
  return null;
}

/** The `lng` cookie as Remix's createCookie would serialise it (unsigned). */
export function serializeLanguageCookie(lng: Language, secure = false): string {
  const encoded = btoa(JSON.stringify(lng));
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(encoded)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;
}

/** Best match among the browser's preferred languages (ms → bm, zh → cn). */
export function languageFromNavigator(languages: readonly string[] | undefined): Language | null {
  for (const tag of languages ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'en') return 'en';
    if (base === 'ms' || base === 'bm') return 'bm';
    if (base === 'zh' || base === 'cn') return 'cn';
  }
  return null;
}

export interface LanguageSources {
  cookie?: string | null;
  stored?: string | null;
  navigatorLanguages?: readonly string[];
}

export function resolveInitialLanguage({ cookie, stored, navigatorLanguages }: LanguageSources): Language {
  return (
    languageFromCookieHeader(cookie) ??
    (isLanguage(stored) ? stored : null) ??
    languageFromNavigator(navigatorLanguages) ??
    LANGUAGES[0]
  );
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The language to start with, in the browser. */
export function detectLanguage(): Language {
  if (typeof document === 'undefined') return 'en';
  return resolveInitialLanguage({
    cookie: document.cookie,
    stored: safeLocalStorage()?.getItem(LANGUAGE_STORAGE_KEY),
    navigatorLanguages: navigator.languages,
  });
}

/**
 * The languages the console offers (I18N-3, GET /api/admin/languages); all three when the server
 * cannot say. The starting language falls back to English when it is not among them.
 */
export async function fetchOfferedLanguages(fetcher: typeof fetch = fetch): Promise<Language[]> {
  try {
    const response = await fetcher('/api/admin/languages', { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    const body = (await response.json()) as { languages?: unknown };
    const offered = Array.isArray(body.languages) ? LANGUAGES.filter((lng) => (body.languages as unknown[]).includes(lng)) : [];
    return response.ok && offered.length > 0 ? offered : [...LANGUAGES];
  } catch {
    return [...LANGUAGES];
  }
}

/** Keeps the choice (localStorage and the shared cookie) and updates `<html lang>`. */
export function persistLanguage(lng: Language): void {
  if (typeof document === 'undefined') return;
  try {
    safeLocalStorage()?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    /* private mode: the cookie still carries the choice */
  }
  document.cookie = serializeLanguageCookie(lng, window.location.protocol === 'https:');
  setDocumentLanguage(lng);
}

/** `<html lang>` follows the interface language (also picks the right CJK glyphs). */
export function setDocumentLanguage(lng: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = HTML_LANG[lng];
}

/**
 * Keeps the choice on the signed-in account too (PUT /api/admin/profile/language), so the staff
 * member's e-mails follow the console's language. Signed out (the login page) the server answers 401
 * and only the cookie and localStorage keep the choice.
 */
export async function rememberLanguageOnAccount(lng: Language, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher('/api/admin/profile/language', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ language: lng }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
