import { DEFAULT_LANGUAGE, displayKey, LANGUAGES, NAMESPACES, type Language } from '@iprenew/models/browser';

/**
 * i18next settings of the server's loaders and actions (remix-i18next); the pages' translator (ADR 080)
 * keeps the same rules for what the pages use.
 * Languages are stored as en / bm / cn (I18N-1); <html lang> uses the BCP 47 tags below.
 */
export default {
  supportedLngs: [...LANGUAGES] as string[],
  fallbackLng: DEFAULT_LANGUAGE as string,
  defaultNS: 'common',
  ns: [...NAMESPACES] as string[],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  // I18N-4: an untranslated key shows as text, underscores as spaces.
  parseMissingKeyHandler: (key: string, defaultValue?: string) => displayKey(key, defaultValue),
};

/**
 * Namespaces the Remix app may send to the browser (the console and e-mail namespaces stay out); a
 * page gets only those its routes declare in `handle.i18n` (ADR 068, app/lib/page-catalogue.tsx).
 * `countries` is no file of the catalogue: ISO code → country name in the language, in collation
 * order, named once by the server (countryNames of @iprenew/models; components/useCountryName.ts).
 */
export const CLIENT_NAMESPACES = ['countries', 'common', 'landing', 'messages', 'enums', 'auth', 'account', 'nav', 'pricing', 'site', 'pages', 'orders', 'vouchers', 'deliveries', 'agent-onboarding', 'applications', 'jobs', 'files', 'reports', 'settlements', 'users', 'ip-records'] as const;
export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];

/** BCP 47 tag for <html lang> and hreflang. */
export const HTML_LANG: Record<Language, string> = { en: 'en', bm: 'ms', cn: 'zh-Hans' };

/** Accept-Language primary subtags that map to our language codes. */
export const ACCEPT_LANGUAGE_MAP: Record<string, Language> = { en: 'en', ms: 'bm', zh: 'cn', bm: 'bm', cn: 'cn' };

/** Language code stored by the app for a BCP 47 tag ('ms-MY' → 'bm', 'zh-Hans-SG' → 'cn'). */
export function languageFromTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return ACCEPT_LANGUAGE_MAP[primary] ?? null;
}

/**
 * Reads a dotted key from a namespace object ('errors.notFound.title'); undefined when it is not a
 * string, so the caller picks its own fallback. For meta functions (root.tsx's, `rootString`, the
 * site and information pages'), which run outside React and hold only the plain resources of the
 * root loader's data: no translator is reachable there (the server's is created per request in
 * entry.server.tsx; the browser's receives the strings while the root layout renders). Translating
 * (interpolation, the missing-key text) stays the translator's (ADR 080).
 */
export function lookup(resources: unknown, key: string): string | undefined {
  let node: unknown = resources;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
