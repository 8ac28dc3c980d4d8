import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import i18n, { HTML_LANG } from '~/i18n';
import { catalogueLoader } from '~/lib/catalogue-backend';
import { PageI18n } from '~/lib/i18n/page-i18n';
import { I18nProvider } from '~/lib/i18n/react';
import { isClientNamespace, readInlinedCatalogue, setNamespaceReader } from '~/lib/page-catalogue';

/** The language the server rendered: <html lang> ('en' | 'ms' | 'zh-Hans') back to en / bm / cn. */
function renderedLanguage(): string {
  const tag = document.documentElement.lang;
  return Object.entries(HTML_LANG).find(([, value]) => value === tag)?.[0] ?? i18n.fallbackLng;
}

/**
 * Remix's single fetch decodes the loader data inlined in the page during RemixBrowser's first render,
 * which suspends the hydration until it has. A click or key press in that window makes React hydrate
 * the document synchronously, and a synchronous render cannot suspend: "Minified React error #345"
 * (seen on the sign-in page in about one browser-walk sign-in in ten). So the decoding is started and
 * awaited before hydrating: RemixBrowser called once outside React throws its decoding promise before
 * it reaches a hook, and renders without suspending once that promise has settled. Anything else it
 * throws is left for the hydration to meet as before.
 */
async function decodeRemixState(): Promise<void> {
  try {
    (RemixBrowser as (props: Record<string, never>) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

async function hydrate() {
  // No strings are bundled here: the page names its namespaces (ADR 068, lib/page-catalogue.tsx), which
  // load (preloaded by <head>, then cached) before hydration; a navigation to a page needing others
  // loads them first (the root layout waits for them). One language per page, as on the server.
  const page = readInlinedCatalogue();
  const translator: PageI18n = new PageI18n({
    language: page?.language ?? renderedLanguage(),
    load: catalogueLoader(page?.version ?? 'none'),
    // A component that names a namespace its route did not declare renders again once it has loaded.
    onMissingNamespace: (language, namespace) => {
      if (isClientNamespace(namespace)) void translator.loadNamespaces(namespace, language);
    },
  });
  await Promise.all([translator.loadNamespaces(page?.namespaces ?? ['common']), decodeRemixState()]);
  setNamespaceReader((lng, namespace) => translator.getResourceBundle(lng, namespace));

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider i18n={translator}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nProvider>,
    );
  });
}

hydrate().catch((error) => console.error(error));
