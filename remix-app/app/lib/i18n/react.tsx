import type { TFunction } from 'i18next';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { PageI18n } from './page-i18n';

const PageI18nContext = createContext<PageI18n | null>(null);

/** Gives the pages their translator (entry.server per request, entry.client once). */
export function I18nProvider({ i18n, children }: { i18n: PageI18n; children?: ReactNode }) {
  return <PageI18nContext.Provider value={i18n}>{children}</PageI18nContext.Provider>;
}

export interface UseTranslationOptions {
  /** Suspend until the namespaces have loaded (the root layout during a navigation, ADR 068). */
  useSuspense?: boolean;
  /** Another language than the page's (the root layout, while the language changes). */
  lng?: string;
}

/**
 * react-i18next's useTranslation over the pages' translator (ADR 080): `t` for the namespaces named
 * (the first is the default; `ns:key` reaches any other), `i18n`, and `ready` once they have loaded.
 * A namespace not loaded yet is fetched and the component renders again when it arrives.
 */
export function useTranslation(namespaces?: string | readonly string[], options: UseTranslationOptions = {}) {
  const i18n = useContext(PageI18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it');
  const version = useSyncExternalStore(i18n.subscribe, i18n.getSnapshot, i18n.getSnapshot);
  const language = options.lng ?? i18n.language;
  const list = namespaces === undefined ? [i18n.defaultNS] : typeof namespaces === 'string' ? [namespaces] : [...namespaces];
  const listKey = list.join(',');
  const ready = list.every((namespace) => i18n.isSettled(language, namespace));
  if (!ready) {
    const loading = i18n.loadNamespaces(list, language);
    if (options.useSuspense) throw loading;
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function when the language, the namespaces or the strings change
  const t = useMemo(() => i18n.getFixedT(language, list) as unknown as TFunction, [i18n, language, listKey, version]);
  return { t, i18n, ready };
}
