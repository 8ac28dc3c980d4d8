import type { Language } from '@iprenew/models/browser';
import { useMatches } from '@remix-run/react';
import { createContext, useContext } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { CLIENT_NAMESPACES, type ClientNamespace } from '~/i18n';

/**
 * Each page loads only its own strings (ADR 068). A route declares the catalogue namespaces it
 * renders in `handle.i18n`; the page's namespaces are the union over its matched routes plus
 * SHELL_NAMESPACES. The HTML carries none of them: each namespace of a language is its own resource,
 * /resources/locales/<lng>/<ns>?v=<version> (cached for a year, so a namespace is fetched once for
 * all pages), preloaded from <head> (`CatalogueLinks`); entry.client loads the page's namespaces
 * (named in a small JSON script, `PageCatalogueScript`, with any other namespace the server's render
 * read) into the pages' translator (ADR 080) before hydrating. On a client-side navigation the root layout waits
 * (`usePageNamespaces`: a suspending useTranslation inside the router's transition, so the old page
 * stays on screen) until the new page's namespaces have loaded (`catalogueLoader`).
 */

/** What every page renders whatever its routes: the brand, the language switch, the document title. */
export const SHELL_NAMESPACES: readonly ClientNamespace[] = ['common'];

const CLIENT = new Set<string>(CLIENT_NAMESPACES);
export const isClientNamespace = (value: string): value is ClientNamespace => CLIENT.has(value);

/** The id of the inline JSON script holding the page's strings. */
export const CATALOGUE_ELEMENT_ID = 'page-catalogue';

/** The inline payload: the page's language, the catalogue version (for the cache) and its namespaces. */
export interface PageCatalogue {
  language: Language;
  version: string;
  namespaces: ClientNamespace[];
}

/** The URL of one namespace of one language (app/routes/resources+/locales.$lng.$ns.tsx). */
export function namespaceUrl(language: string, namespace: string, version: string): string {
  return `/resources/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}?v=${encodeURIComponent(version)}`;
}

type HandleMatch = { handle?: unknown };

/** The namespaces the matched routes declare, with the shell's. */
export function declaredNamespaces(matches: readonly HandleMatch[]): ClientNamespace[] {
  const found = new Set<ClientNamespace>(SHELL_NAMESPACES);
  for (const match of matches) {
    const declared = (match.handle as { i18n?: unknown } | undefined)?.i18n;
    if (!Array.isArray(declared)) continue;
    for (const ns of declared) if (typeof ns === 'string' && isClientNamespace(ns)) found.add(ns);
  }
  return [...found].sort();
}

/** The server's side of the page (set by entry.server): its language, the catalogue version and the namespaces the render has read so far. */
export interface ServerCatalogue {
  language: Language;
  version: string;
  read: Set<string>;
}
export const ServerCatalogueContext = createContext<ServerCatalogue | undefined>(undefined);

/** The inline script text of a page: JSON, with `<` escaped so nothing can close the script. */
export function catalogueScriptText(catalogue: PageCatalogue): string {
  return JSON.stringify(catalogue).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** In the browser: the text the server inlined, read once (hydration keeps it as it is). */
let inlinedText: string | undefined;
export function readInlinedCatalogue(): PageCatalogue | null {
  if (typeof document === 'undefined') return null;
  inlinedText ??= document.getElementById(CATALOGUE_ELEMENT_ID)?.textContent ?? '';
  return inlinedText ? (JSON.parse(inlinedText) as PageCatalogue) : null;
}

/**
 * The page's namespaces as an inline JSON script. Rendered after the page in <body>, so on the server
 * it also names every namespace the page's components read while rendering (an error page's shell,
 * a key handed over by a loader); in the browser it keeps the server's text.
 */
export function PageCatalogueScript({ nonce }: { nonce?: string }) {
  const server = useContext(ServerCatalogueContext);
  const matches = useMatches();
  let text = inlinedText ?? '';
  if (server) {
    const namespaces = new Set<ClientNamespace>(declaredNamespaces(matches));
    for (const ns of server.read) if (isClientNamespace(ns)) namespaces.add(ns);
    text = catalogueScriptText({ language: server.language, version: server.version, namespaces: [...namespaces].sort() });
  }
  return (
    <script
      id={CATALOGUE_ELEMENT_ID}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}

/** <head> preloads of the page's declared namespaces, fetched beside the page's JavaScript. */
export function CatalogueLinks({ language, version }: { language: Language | undefined; version: string | undefined }) {
  const namespaces = declaredNamespaces(useMatches());
  if (!language || !version) return null;
  return (
    <>
      {namespaces.map((ns) => (
        <link key={ns} rel="preload" as="fetch" crossOrigin="anonymous" href={namespaceUrl(language, ns, version)} />
      ))}
    </>
  );
}

/**
 * The root layout's gate: the page's declared namespaces in its language. Suspends while any is
 * missing — only during a client-side navigation (a transition), so the old page stays on screen.
 */
export function usePageNamespaces(language: Language | undefined): void {
  const namespaces = declaredNamespaces(useMatches());
  useTranslation(namespaces, { useSuspense: true, ...(language ? { lng: language } : {}) });
}

// ---- meta functions (outside React) -------------------------------------------------------------

type NamespaceReader = (language: Language, namespace: ClientNamespace) => Record<string, unknown> | undefined;
let reader: NamespaceReader = () => undefined;

/** Set once per side: the server reads the whole catalogue, the browser its translator's store. */
export function setNamespaceReader(next: NamespaceReader): void {
  reader = next;
}

/** One namespace of a language for meta functions (undefined when not loaded). */
export function readNamespace(language: Language, namespace: ClientNamespace): Record<string, unknown> | undefined {
  return reader(language, namespace);
}
