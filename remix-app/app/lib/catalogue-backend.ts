import type { BackendModule, ReadCallback } from 'i18next';
import { namespaceUrl } from '~/lib/page-catalogue';

/**
 * The browser's i18next backend (ADR 068): a page's namespaces are fetched from
 * /resources/locales/<lng>/<ns>?v=<version> (app/routes/resources+/locales.$lng.$ns.tsx), which the
 * browser caches for a year while the version holds (and <head> preloads for the first page).
 */
export function catalogueBackend(version: string): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = namespaceUrl(language, namespace, version);
      fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
        .then(async (response) => {
          // A 404 is final (not a namespace of the browser); anything else may be retried by i18next.
          if (response.status === 404) return callback(null, {});
          if (!response.ok) return callback(new Error(`${url}: ${response.status}`), true);
          return callback(null, (await response.json()) as Record<string, unknown>);
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true));
    },
  };
}
