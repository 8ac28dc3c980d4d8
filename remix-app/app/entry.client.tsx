import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import i18n, { HTML_LANG } from '~/i18n';

/** The language the server rendered: <html lang> ('en' | 'ms' | 'zh-Hans') back to en / bm / cn. */
function renderedLanguage(): string {
  const tag = document.documentElement.lang;
  return Object.entries(HTML_LANG).find(([, value]) => value === tag)?.[0] ?? i18n.fallbackLng;
}

async function hydrate() {
  // No strings are bundled here: the root loader sends the rendered language's namespaces, and the
  // root layout adds them to this instance before anything is rendered (see useCatalogue in root.tsx).
  await i18next.use(initReactI18next).init({
    ...i18n,
    lng: renderedLanguage(),
    ns: [],
    resources: {},
    partialBundledLanguages: true,
  });

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
