import { createInstance, type InitOptions, type Resource } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { catalogue, isLanguage, LANGUAGES, type Language } from '@iprenew/models/browser';
import { LOCALES, persistLanguage, rememberLanguageOnAccount, setDocumentLanguage } from './language';

/**
 * react-admin's i18nProvider on i18next (ra-i18n-i18next), fed from the shared catalogue
 * (models/src/i18n/locales/<lang>/{ra,admin}.json, ADR 004).
 *
 * - Namespace `ra` holds react-admin's own messages under the top-level `ra` key, already in
 *   i18next form (`{{name}}` interpolation, `_one` / `_other` plural keys), so react-admin's
 *   `translate('ra.action.save')` resolves in the default namespace.
 * - Namespace `admin` holds the console's texts. Use `translate('admin:login.submit')`; it is also
 *   the fallback namespace, so react-admin's conventional `resources.<name>.…` keys can live there.
 */
export const CONSOLE_NAMESPACES = ['ra', 'admin'] as const;
/**
 * Shared namespaces the console also reads: `enums` (status and type labels), `users` and `nav`
 * (the validation messages of the shared zod schemas: users:validation.*, nav:validation.*; the
 * sidebar title and dots), `common` (the product name, common:brand.name), `messages` (SYS-7), `jobs`
 * (the application history entries, jobs:history.*, ADR 032).
 */
export const SHARED_NAMESPACES = ['enums', 'users', 'nav', 'products', 'settings', 'pricing', 'site', 'common', 'vouchers', 'payments', 'messages', 'orders', 'applications', 'console-applications', 'deliveries', 'ip-records', 'jobs', 'settlements', 'reports', 'broadcasts'] as const;

export function consoleResources(): Resource {
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    const entry: Record<string, unknown> = { ra: catalogue[lng].ra, admin: catalogue[lng].admin };
    for (const ns of SHARED_NAMESPACES) entry[ns] = catalogue[lng][ns];
    resources[lng] = entry as Resource[string];
  }
  return resources;
}

export function i18nextOptions(lng: Language): InitOptions {
  return {
    lng,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    // 'bm' and 'cn' are the product's codes, not BCP 47: never strip or guess a region.
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    ns: [...CONSOLE_NAMESPACES, ...SHARED_NAMESPACES],
    defaultNS: 'ra',
    fallbackNS: 'admin',
    resources: consoleResources(),
    // React escapes output itself; double escaping would show &amp; etc.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  };
}

/**
 * Creates the provider for the given starting language. changeLocale also keeps the choice
 * (localStorage + the shared `lng` cookie) and updates `<html lang>`.
 */
export async function createI18nProvider(lng: Language, offered: readonly Language[] = LANGUAGES): Promise<I18nProvider> {
  const instance = createInstance();
  // I18N-3: the switch lists only the console's offered languages.
  const provider = await getI18nProvider(instance, i18nextOptions(lng), LOCALES.filter((l) => offered.includes(l.locale)));
  setDocumentLanguage(lng);
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      const next: Language = isLanguage(locale) && offered.includes(locale) ? locale : 'en';
      await provider.changeLocale(next);
      persistLanguage(next);
      if (typeof window !== 'undefined') void rememberLanguageOnAccount(next);
      if (typeof document !== 'undefined') document.title = provider.translate('admin:app.title');
    },
  };
}
