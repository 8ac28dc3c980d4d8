import type { ResourceLanguage } from 'i18next';
import type { Language } from '@iprenew/models/browser';

import { ALL_CONSOLE_NAMESPACES } from './namespaces';

export * from './namespaces';

const LOCALES_DIR = '../../../models/src/i18n/locales';

/**
 * One loader per language and namespace. The pattern must be a literal: it names the namespaces
 * of namespaces.ts (consoleCatalogue.test.ts checks that the two lists agree). The build puts each
 * language's files into two chunks (vite.config.ts): its START_NAMESPACES and the rest.
 */
const LOADERS = import.meta.glob<Record<string, unknown>>(
  '../../../models/src/i18n/locales/*/{ra,admin,enums,users,nav,products,settings,pricing,site,common,vouchers,payments,messages,orders,applications,console-applications,deliveries,ip-records,jobs,settlements,reports,broadcasts}.json',
  { import: 'default' },
);

/** The loader keys, for the test that the pattern and the namespace lists agree. */
export const loaderKeys = (): string[] => Object.keys(LOADERS);

/** Every console namespace of one language (or the ones named). */
export async function loadConsoleLanguage(lng: Language, namespaces: readonly string[] = ALL_CONSOLE_NAMESPACES): Promise<ResourceLanguage> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const load = LOADERS[`${LOCALES_DIR}/${lng}/${ns}.json`];
      if (!load) throw new Error(`The console's catalogue has no ${lng}/${ns}.json`);
      return [ns, await load()] as const;
    }),
  );
  return Object.fromEntries(entries);
}
