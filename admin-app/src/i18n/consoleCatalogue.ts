import type { ResourceLanguage } from 'i18next';
import type { Language } from '@iprenew/models/browser';

/**
 * The console's share of the shared catalogue (models/src/i18n/locales/<lang>/<ns>.json, ADR 004),
 * loaded one language at a time: the console starts with its reader's language only and fetches
 * another when the language menu asks for it (the three languages of every namespace were half a
 * megabyte of the console's first load).
 *
 * - `ra`: react-admin's own messages, under the top-level `ra` key, in i18next form.
 * - `admin`: the console's texts (`translate('admin:login.submit')`); also the fallback namespace.
 * - The shared namespaces the console reads: `enums` (status and type labels), `users` and `nav`
 *   (the validation messages of the shared zod schemas, the sidebar title and dots), `common` (the
 *   product name), `messages` (SYS-7), `jobs` (the application history entries, ADR 032) and the
 *   areas whose console screens live here.
 */
export const CONSOLE_NAMESPACES = ['ra', 'admin'] as const;
export const SHARED_NAMESPACES = ['enums', 'users', 'nav', 'products', 'settings', 'pricing', 'site', 'common', 'vouchers', 'payments', 'messages', 'orders', 'applications', 'console-applications', 'deliveries', 'ip-records', 'jobs', 'settlements', 'reports', 'broadcasts'] as const;
export const ALL_CONSOLE_NAMESPACES = [...CONSOLE_NAMESPACES, ...SHARED_NAMESPACES];

const LOCALES_DIR = '../../../models/src/i18n/locales';

/**
 * One loader per language and namespace. The pattern must be a literal: it names the namespaces
 * above (consoleCatalogue.test.ts checks that the two lists agree). The build puts each language's
 * files into one chunk (vite.config.ts), so a language is one request.
 */
const LOADERS = import.meta.glob<Record<string, unknown>>(
  '../../../models/src/i18n/locales/*/{ra,admin,enums,users,nav,products,settings,pricing,site,common,vouchers,payments,messages,orders,applications,console-applications,deliveries,ip-records,jobs,settlements,reports,broadcasts}.json',
  { import: 'default' },
);

/** The loader keys, for the test that the pattern and the namespace lists agree. */
export const loaderKeys = (): string[] => Object.keys(LOADERS);

/** Every console namespace of one language. */
export async function loadConsoleLanguage(lng: Language): Promise<ResourceLanguage> {
  const entries = await Promise.all(
    ALL_CONSOLE_NAMESPACES.map(async (ns) => {
      const load = LOADERS[`${LOCALES_DIR}/${lng}/${ns}.json`];
      if (!load) throw new Error(`The console's catalogue has no ${lng}/${ns}.json`);
      return [ns, await load()] as const;
    }),
  );
  return Object.fromEntries(entries);
}
