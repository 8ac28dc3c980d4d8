import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import i18n, { HTML_LANG } from '~/i18n';
import { catalogueBackend } from '~/lib/catalogue-backend';
import { isClientNamespace, readInlinedCatalogue, setNamespaceReader } from '~/lib/page-catalogue';

/** The language the server rendered: <html lang> ('en' | 'ms' | 'zh-Hans') back to en / bm / cn. */
function renderedLanguage(): string {
  const tag = document.documentElement.lang;
  return Object.entries(HTML_LANG).find(([, value]) => value === tag)?.[0] ?? i18n.fallbackLng;
}

async function hydrate() {
  // No strings are bundled here: the page names its namespaces (ADR 068, lib/page-catalogue.tsx), which
  // load (preloaded by <head>, then cached) before hydration; a navigation to a page needing others
  // loads them first (the root layout waits for them).
  const page = readInlinedCatalogue();
  const language = page?.language ?? renderedLanguage();
  await i18next
    .use(initReactI18next)
    .use(catalogueBackend(page?.version ?? 'none'))
    .init({
      ...i18n,
      lng: language,
      // One language per page, as on the server: no English bundles are fetched behind a Malay page.
      fallbackLng: false,
      ns: page?.namespaces ?? ['common'],
      partialBundledLanguages: true,
      // A component that names a namespace its route did not declare re-renders once it has loaded.
      react: { ...i18n.react, bindI18nStore: 'added' },
      saveMissing: true,
      missingKeyHandler: (languages, namespace) => {
        if (isClientNamespace(namespace) && !i18next.hasResourceBundle(languages[0] ?? language, namespace)) void i18next.loadNamespaces(namespace);
      },
    });
  setNamespaceReader((lng, namespace) => i18next.getResourceBundle(lng, namespace) as Record<string, unknown> | undefined);

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate().catch((error) => console.error(error));
