import { createInstance, type InitOptions } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { isLanguage, LANGUAGES, type Language } from '@iprenew/models/browser';
import { LOCALES, persistLanguage, rememberLanguageOnAccount, setDocumentLanguage } from './language';
import { ALL_CONSOLE_NAMESPACES, LATER_NAMESPACES, loadConsoleLanguage, START_NAMESPACES } from '../i18n/consoleCatalogue';

/**
 * react-admin's i18nProvider on i18next (ra-i18n-i18next), fed from the shared catalogue
 * (i18n/consoleCatalogue.ts, ADR 004). Namespace `ra` holds react-admin's own messages under the
 * top-level `ra` key, so react-admin's `translate('ra.action.save')` resolves in the default
 * namespace; `admin` is the fallback namespace, so react-admin's conventional `resources.<name>.…`
 * keys can live there.
 */
export async function i18nextOptions(lng: Language, namespaces: readonly string[] = ALL_CONSOLE_NAMESPACES): Promise<InitOptions> {
  return {
    lng,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    // 'bm' and 'cn' are the product's codes, not BCP 47: never strip or guess a region.
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    ns: ALL_CONSOLE_NAMESPACES,
    defaultNS: 'ra',
    fallbackNS: 'admin',
    // The reader's language only; another is added when chosen (changeLocale below). Every key
    // exists in every language (models' catalogue test), so there is nothing to fall back on.
    resources: { [lng]: await loadConsoleLanguage(lng, namespaces) },
    // React escapes output itself; double escaping would show &amp; etc.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  };
}

type I18nInstance = ReturnType<typeof createInstance>;

/** The namespaces of `lng` the instance does not hold yet, fetched and added. */
async function addMissing(instance: I18nInstance, lng: Language, namespaces: readonly string[]): Promise<void> {
  const missing = namespaces.filter((ns) => !instance.hasResourceBundle(lng, ns));
  if (missing.length === 0) return;
  const bundles = await loadConsoleLanguage(lng, missing);
  for (const [ns, resources] of Object.entries(bundles)) instance.addResourceBundle(lng, ns, resources);
}

/** The console's i18next instance once createI18nProvider has made it. */
let current: I18nInstance | null = null;

/**
 * The rest of the reader's catalogue (everything but START_NAMESPACES), for the signed-in frame:
 * the lazy Layout waits for it (ConsoleAdminUI.tsx, ADR 079). Resolves at once when already held.
 */
export function loadSignedInCatalogue(): Promise<void> {
  if (!current) return Promise.resolve();
  const instance = current;
  return addMissing(instance, instance.language as Language, LATER_NAMESPACES);
}

/**
 * Creates the provider for the given starting language, with what the console shows before a
 * sign-in (START_NAMESPACES; the rest comes with the signed-in frame, loadSignedInCatalogue).
 * changeLocale loads the whole catalogue of the chosen language, keeps the choice (localStorage +
 * the shared `lng` cookie) and updates `<html lang>`.
 */
export async function createI18nProvider(lng: Language, offered: readonly Language[] = LANGUAGES): Promise<I18nProvider> {
  const instance = createInstance();
  // I18N-3: the switch lists only the console's offered languages.
  const provider = await getI18nProvider(instance, await i18nextOptions(lng, START_NAMESPACES), LOCALES.filter((l) => offered.includes(l.locale)));
  current = instance;
  setDocumentLanguage(lng);
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      const next: Language = isLanguage(locale) && offered.includes(locale) ? locale : 'en';
      await addMissing(instance, next, ALL_CONSOLE_NAMESPACES);
      await provider.changeLocale(next);
      persistLanguage(next);
      if (typeof window !== 'undefined') void rememberLanguageOnAccount(next);
      if (typeof document !== 'undefined') document.title = provider.translate('admin:app.title');
    },
  };
}
