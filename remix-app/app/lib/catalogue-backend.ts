import type { BundleLoader } from '~/lib/i18n/page-i18n';
import { namespaceUrl } from '~/lib/page-catalogue';

/**
 * How the browser fetches a namespace (ADR 068): /resources/locales/<lng>/<ns>?v=<version>
 * (app/routes/resources+/locales.$lng.$ns.tsx), which the browser caches for a year while the version
 * holds (and <head> preloads for the first page). A 404 is final (not a namespace of the browser);
 * any other failure is retried by the translator.
 */
export function catalogueLoader(version: string): BundleLoader {
  return async (language, namespace) => {
    const url = namespaceUrl(language, namespace, version);
    const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
}
