import type { RoleId } from '@iprenew/models/browser';
import { canOpenConsoleRoute, consolePathOf } from './policies';

/**
 * The admin sidebar (ACL-11), in the spec's order, defined once. `routeKey` is the key of the route
 * in the shared route table (models/src/policies/routes.ts), which holds the role lists (ACL-10,
 * ACL-12, ACL-13); `target` is the console screen that implements it (a react-admin resource name
 * or a custom route path), null while no screen exists in this build.
 */
export interface MenuEntry {
  /** Route key in ROUTES (models/src/policies/routes.ts). */
  routeKey: string;
  /** The spec's path, for reference and tests. */
  specPath: string;
  /** i18n key of the label (admin namespace). */
  labelKey: string;
  /** Console path (under the /admin basename) the entry opens, from the route table. */
  to: string;
  /** The resource or custom route that must exist in this build for the entry to show. */
  target: string;
}

function entry(routeKey: string, specPath: string, labelKey: string, target: string): MenuEntry {
  const to = consolePathOf(routeKey);
  if (!to) throw new Error(`Menu entry ${routeKey} is not a console route of models/src/policies/routes.ts`);
  return { routeKey, specPath, labelKey, to, target };
}

export const MENU: readonly MenuEntry[] = [
  entry('console.dashboard', '/dashboard/overview', 'admin:menu.dashboard', 'dashboard'),
  entry('console.products', 'product', 'admin:menu.product', 'products'),
  entry('console.applications', 'application/all', 'admin:menu.applications', 'applications'),
  // Not in the spec's sidebar (ACL-11): the search requests (`search`, ACL-26, ADM-39) sit with the applications.
  entry('console.searches', 'search', 'console-applications:console.searches_title', 'searches'),
  entry('console.settlements.pending-settle', 'settlement/pending/settle', 'admin:menu.settlement_pending_settle', 'settlements-pending-settle'),
  entry('console.settlements.pending-validation', 'settlement/pending/validation', 'admin:menu.settlement_pending_validation', 'settlements-pending-validation'),
  entry('console.settlements.pending-paypal', 'settlement/pending/paypal', 'admin:menu.settlement_pending_paypal', 'settlements-pending-paypal'),
  entry('console.settlements.history', 'settlement/history', 'admin:menu.settlement_history', 'settlement-history'),
  // G-71: the agent settlement summary (SET-32) follows the history.
  entry('console.settlements.summary', 'settlement/summary', 'admin:menu.settlement_summary', 'settlement-summary'),
  entry('console.trademarks', 'trademark', 'admin:menu.trademark', 'trademarks'),
  entry('console.patents', 'patent', 'admin:menu.patent', 'patents'),
  entry('console.customers', 'user/client', 'admin:menu.customers', 'customers'),
  entry('console.agents', 'user/agent', 'admin:menu.agents', 'agents'),
  entry('console.accountants', 'user/accountant', 'admin:menu.accountants', 'accountants'),
  entry('console.preregistered-agents', 'preregisteragent', 'admin:menu.preregistered_agents', 'preregistered-agents'),
  entry('console.deliveries', 'delivery', 'admin:menu.delivery', 'deliveries'),
  entry('console.prices', 'price', 'admin:menu.price', 'prices'),
  entry('console.configuration', 'configuration', 'admin:menu.configuration', 'configuration'),
  entry('console.whitelists', 'whitelist', 'admin:menu.whitelist', 'whitelists'),
  entry('console.reported-issues', 'reported-issue', 'admin:menu.reported_issue', 'reported-issues'),
  entry('console.invoices', 'invoice-list', 'admin:menu.invoices', 'invoices'),
  // Not in the spec's sidebar (ACL-11): the payment list (G-71, ACL-57) and the order list (`order`, ACL-37, G-46) sit with the invoices.
  entry('console.payments', 'payment', 'payments:console.payments_title', 'payments'),
  entry('console.orders', 'order', 'payments:console.orders_title', 'orders'),
  entry('console.audit-mails', 'auditmails', 'admin:menu.auditmails', 'audit-mails'),
  // Not in the spec's sidebar (ACL-11): the staff audit log (G-65) sits with the audit mails.
  entry('console.audit-logs', 'audit-log', 'admin:menu.audit_log', 'audit-logs'),
  // Not in the spec's sidebar: the scheduled jobs (issue 16, ADR 054).
  entry('console.jobs', 'jobs', 'admin:menu.jobs', 'jobs'),
  entry('console.news', 'news', 'admin:menu.news', 'news'),
  entry('console.emails', 'email', 'admin:menu.email', 'emails'),
  entry('console.ratings', 'rating', 'admin:menu.rating', 'ratings'),
  entry('console.exports', 'export', 'admin:menu.export', 'exports'),
  entry('console.vouchers', 'voucher', 'admin:menu.voucher', 'vouchers'),
];

/** The screens this build implements (resources and custom routes). Extend as resources land. */
export const BUILT_TARGETS: ReadonlySet<string> = new Set([
  'dashboard',
  'products',
  'applications',
  'searches',
  'trademarks',
  'patents',
  'customers',
  'agents',
  'accountants',
  'preregistered-agents',
  'deliveries',
  'prices',
  'configuration',
  'whitelists',
  'reported-issues',
  'invoices',
  'payments',
  'settlements-pending-settle',
  'settlements-pending-validation',
  'settlements-pending-paypal',
  'settlement-history',
  'settlement-summary',
  'orders',
  'ratings',
  'exports',
  'vouchers',
  'news',
  'emails',
  'audit-mails',
  'audit-logs',
  'jobs',
]);

/**
 * The sidebar of a role (ACL-10): an entry shows when the role may open its route AND its screen
 * exists in this build. Order is the spec's (ACL-11). Pure: no React, no fetch.
 */
export function visibleMenu(
  roleId: RoleId | number | null | undefined,
  built: ReadonlySet<string> = BUILT_TARGETS,
  entries: readonly MenuEntry[] = MENU,
): MenuEntry[] {
  if (typeof roleId !== 'number') return [];
  return entries.filter((entry) => built.has(entry.target) && canOpenConsoleRoute(entry.routeKey, roleId));
}
