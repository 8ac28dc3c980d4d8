import { LANGUAGES, type Language } from '@iprenew/models/browser';
import type { MetaDescriptor } from '@remix-run/node';
import { useRouteLoaderData } from '@remix-run/react';
import { lookup, type ClientNamespace } from '~/i18n';
import { readNamespace } from '~/lib/page-catalogue';
import type { RootData } from '~/root';

/** What every page reads from the root loader, with the values used before it has loaded (tests, error pages). */
export interface PageFrame {
  language: Language;
  /** The languages this page's area offers (I18N-3). */
  languages: readonly Language[];
  /** Where the language switch sends the visitor back to. */
  path: string;
  year: number;
}

/** The one reader of the root loader's data for components (the shells, the language switch). */
export function useRootData(): PageFrame {
  const root = useRouteLoaderData<RootData>('root');
  return {
    language: root?.language ?? 'en',
    languages: root?.languages ?? LANGUAGES,
    path: root?.path ?? '/',
    year: root?.year ?? new Date().getFullYear(),
  };
}

type Matches = readonly { id: string; data?: unknown }[];

/** The root loader's data among a meta function's matches. */
export function rootDataIn(matches: Matches): RootData | undefined {
  return matches.find((match) => match.id === 'root')?.data as RootData | undefined;
}

/**
 * One namespace of the page's language for meta functions, which run outside React: on the server
 * from the catalogue, in the browser from the translator's store the page's strings went into (ADR 068).
 */
export function rootNamespace(matches: Matches, namespace: ClientNamespace): Record<string, unknown> | undefined {
  const language = rootDataIn(matches)?.language;
  return language ? readNamespace(language, namespace) : undefined;
}

/** A string of the page's language (meta functions run outside React). */
export function rootString(matches: Matches, namespace: ClientNamespace, key: string): string | undefined {
  return lookup(rootNamespace(matches, namespace), key);
}

/** `<title>` of a signed-in page ("My Profile | IPRenew"); such pages are not indexed. */
export function privatePageTitle(matches: Matches, namespace: ClientNamespace, key: string): MetaDescriptor[] {
  const title = rootString(matches, namespace, key);
  return [{ title: title ? `${title} | IPRenew` : 'IPRenew' }, { name: 'robots', content: 'noindex' }];
}
