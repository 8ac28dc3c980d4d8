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
export type ConsoleNamespace = (typeof ALL_CONSOLE_NAMESPACES)[number];

/**
 * What the console can show before anyone is signed in (ADR 079): react-admin's own pages (loading,
 * error, not found), the sign-in redirect and its refusals, the data provider's SYS-7 messages, the
 * product name. Loaded at start; every other namespace loads with the signed-in frame (Layout), so a
 * visitor on the way to the sign-in page never downloads the whole catalogue. The build puts these in
 * their own chunk per language (vite.config.ts).
 */
export const START_NAMESPACES = ['ra', 'admin', 'common', 'messages'] as const satisfies readonly ConsoleNamespace[];
export const LATER_NAMESPACES = ALL_CONSOLE_NAMESPACES.filter((ns) => !(START_NAMESPACES as readonly string[]).includes(ns));
