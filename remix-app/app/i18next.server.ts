import { createHash } from 'node:crypto';
import { RemixI18Next } from 'remix-i18next/server';
import { catalogue, countryNames, LANGUAGES, offeredOrEnglish, type Language } from '@iprenew/models';
import i18n, { CLIENT_NAMESPACES, type ClientNamespace } from '~/i18n';
import { languageCookie } from '~/lib/language-cookie.server';

/**
 * Accept-Language speaks BCP 47 (ms, zh-CN) while the app stores en/bm/cn, so the header is read by
 * the one rule in lib/i18n.server.ts rather than by remix-i18next's own matcher.
 */
import { languageFromAcceptLanguageHeader, requestLanguages } from './lib/i18n.server';

export const languageFromAcceptLanguage = languageFromAcceptLanguageHeader;

let instance: RemixI18Next | undefined;

/** Detects the language: the `lng` cookie, then `?lng=`, then Accept-Language, then English. */
export function i18nServer(): RemixI18Next {
  instance ??= new RemixI18Next({
    detection: {
      supportedLanguages: i18n.supportedLngs,
      fallbackLanguage: i18n.fallbackLng,
      cookie: languageCookie(),
      order: ['cookie', 'searchParams', 'custom'],
      findLocale: async (request) => languageFromAcceptLanguage(request.headers.get('Accept-Language')),
    },
    i18next: {
      ...i18n,
      resources: catalogue,
    },
  });
  return instance;
}

/** The page's language: the detected one when the page's area offers it (I18N-3), else English. */
export async function getLanguage(request: Request): Promise<Language> {
  const detected = await i18nServer().getLocale(request);
  const wanted: Language = (LANGUAGES as readonly string[]).includes(detected) ? (detected as Language) : 'en';
  return offeredOrEnglish(wanted, await requestLanguages(request));
}

/** The strings of one language the browser may get (never all three languages); a page sends only its own namespaces. */
export function clientResources(language: Language, namespaces: readonly ClientNamespace[] = CLIENT_NAMESPACES): Record<ClientNamespace, Record<string, unknown>> {
  return Object.fromEntries(namespaces.map((ns) => [ns, clientNamespace(language, ns)])) as Record<ClientNamespace, Record<string, unknown>>;
}

/** One namespace the browser may get: a file of the catalogue, or the country names (app/i18n.ts). */
export function clientNamespace(language: Language, ns: ClientNamespace): Record<string, unknown> {
  return ns === 'countries' ? countryNames(language) : catalogue[language][ns];
}

/** Every string of a language for the server's render: the catalogue and the country names. */
export function serverResources(language: Language): Record<string, Record<string, unknown>> {
  let resources = serverResourceCache.get(language);
  if (!resources) serverResourceCache.set(language, (resources = { ...catalogue[language], countries: clientNamespace(language, 'countries') }));
  return resources;
}
const serverResourceCache = new Map<Language, Record<string, Record<string, unknown>>>();

let version: string | undefined;

/**
 * The version of the browser's catalogue: a hash of every client namespace in every language, so a
 * namespace URL carrying it (/resources/locales/<lng>/<ns>?v=…) can be cached for a year.
 */
export function catalogueVersion(): string {
  version ??= createHash('sha256')
    .update(JSON.stringify(LANGUAGES.map((language) => clientResources(language))))
    .digest('hex')
    .slice(0, 12);
  return version;
}
