import { ROLE, type RoleId } from '../constants/index';

/**
 * The route / role matrix of the specification (requirements.md §1.2 ACL.d, ACL-17..49), defined
 * once. Browser-safe. Read by the Remix guard (remix-app/app/lib/guard.server.ts), by the console's
 * menu and canAccess, and by the access-matrix tests.
 *
 * Placement (rebuild split, §0): signed-in Remix pages live under /dashboard/<spec path> and serve
 * agents (3) and members (4); console screens live under /admin/<react-admin resource path> and
 * serve super admins (1), admins (2) and accountants (5). A spec route open to both sides has two
 * entries with the same `spec`; the union of their `access` lists is the spec's role list (as picked
 * in §1.14). `spec` is the route as the spec's table writes it.
 *
 * access: 'public' — no sign-in (ACL-17); 'role-flag' — no sign-in, needs the stored role flag
 * (ACL-18; ⚑AMB-12: a first visit stores role 4, so these pages never bounce to Main Page);
 * a role list — signed in with one of these roles.
 *
 * denied: what the guard does for a signed-in user whose role is not listed: 'not-found' (ACL-7,
 * default) or 'dashboard' (⚑AMB-21, user/banking/detail).
 */
export type RouteAccess = 'public' | 'role-flag' | readonly RoleId[];

export interface RouteEntry {
  key: string;
  path: string;
  app: 'remix' | 'console';
  access: RouteAccess;
  /** The route as the spec's ACL table writes it. */
  spec: string;
  denied?: 'not-found' | 'dashboard';
}

const { SUPER_ADMIN: SA, ADMIN: AD, AGENT: AG, MEMBER: MB, ACCOUNTANT: AC } = ROLE;

const remix = <K extends string>(
  key: K,
  path: string,
  access: RouteAccess,
  spec: string,
  denied?: RouteEntry['denied'],
): RouteEntry & { key: K } => ({
  key,
  path,
  app: 'remix',
  access,
  spec,
  ...(denied ? { denied } : {}),
});
const consoleRoute = <K extends string>(key: K, path: string, access: readonly RoleId[], spec: string): RouteEntry & { key: K } => ({
  key,
  path,
  app: 'console',
  access,
  spec,
});

export const ROUTES = [
  // ACL-17 public pages (Remix).
  remix('home', '/', 'public', '/'),
  // ⚑AMB-11: /login without a role shows the customer login.
  remix('login', '/login', 'public', 'login[/:role]'),
  remix('webadmin', '/webadmin', 'public', 'webadmin'),
  remix('agent', '/agent', 'public', 'agent'),
  // G-52: "Become our agent", the public pre-registration form of the agent sign-in page.
  remix('agent.apply', '/agent/apply', 'public', 'agent/apply'),
  remix('client', '/client', 'public', 'client'),
  remix('accountant', '/accountant', 'public', 'accountant'),
  remix('register', '/register', 'public', 'register'),
  remix('forgot.password', '/forgot/password', 'public', 'forgot/password'),
  remix('forgot.password.request', '/forgot/password/:token/request', 'public', 'forgot/password/{token}/request'),
  remix('account.verify', '/account/verify', 'public', 'account/verify'),
  remix('account.verify.token', '/account/verify/:token', 'public', 'account/verify/{token}'),
  remix('patent-registration', '/patent-registration', 'public', 'patent-registration'),
  remix('trademark', '/trademark', 'public', 'trademark (marketing)'),
  remix('price-checker', '/price-checker', 'public', 'price-checker'),
  remix('maintenance', '/maintenance', 'public', 'maintenance'),
  remix('404', '/404', 'public', '404'),
  // Not in the table but needed by ACC-15: sign-out works for anyone (public, POST).
  remix('logout', '/logout', 'public', 'logout (derived)'),
  // Issue 18 (ADR 077): the sign-in's second step (the code, or staff's forced enrolment); they need
  // the pending ticket of a password just checked, and send anyone without one back to a login.
  remix('login.two-factor', '/login/two-factor', 'public', 'login/two-factor (issue 18)'),
  remix('login.two-factor.enrol', '/login/two-factor/enrol', 'public', 'login/two-factor/enrol (issue 18)'),

  // ACL-18 informational pages: public, need a stored role flag (⚑AMB-12).
  remix('faq', '/faq', 'role-flag', 'faq'),
  remix('aboutus', '/aboutus', 'role-flag', 'aboutus'),
  remix('tm-flow', '/tm-flow', 'role-flag', 'tm-flow'),
  remix('tnc', '/tnc', 'role-flag', 'tnc'),
  remix('contactus', '/contactus', 'role-flag', 'contactus'),
  remix('news', '/news', 'role-flag', 'news'),
  remix('news-content', '/news-content/:id', 'role-flag', 'news-content/{id}'),
  // PUB-27, G-50: the reviews page 'What others say' (not in the ACL table): public.
  remix('reviews', '/reviews', 'public', 'reviews (PUB-27)'),
  // Issue 18 (ADR 073): a customer's private deadline calendar; the token in the path is the key.
  remix('calendar.feed', '/calendar/:token', 'public', 'calendar/{token}.ics (issue 18)'),

  // ACL-20, ACL-21: all five roles — Remix for 3/4, console for 1/2/5.
  remix('dashboard.overview', '/dashboard/overview', [AG, MB], '/dashboard/overview'),
  consoleRoute('console.dashboard', '/admin', [SA, AD, AC], '/dashboard/overview'),
  remix('dashboard.user.profile', '/dashboard/user/profile', [AG, MB], 'user/profile'),
  consoleRoute('console.profile', '/admin/profile', [SA, AD, AC], 'user/profile'),
  remix('dashboard.user.change.password', '/dashboard/user/change/password', [AG, MB], 'user/change/password'),
  consoleRoute('console.password', '/admin/password', [SA, AD, AC], 'user/change/password'),
  // Issue 18 (ADR 077): the user's own two-factor sign-in (enrol, recovery codes, turn off).
  remix('dashboard.user.two-factor', '/dashboard/user/two-factor', [AG, MB], 'user/two-factor (issue 18)'),
  consoleRoute('console.two-factor', '/admin/two-factor', [SA, AD, AC], 'user/two-factor (issue 18)'),

  // ACL-22..25: Member only (⚑AMB-27: the D1§6 cart paths).
  remix('dashboard.filing', '/dashboard/filing/:type/:id?', [MB], 'filing/{type}/{id?}'),
  remix('dashboard.report', '/dashboard/report', [MB], 'report'),
  remix('dashboard.cart', '/dashboard/cart', [MB], 'cart'),
  remix('dashboard.cart.detail', '/dashboard/cart/detail/:id', [MB], 'cart/detail/{id}'),
  remix('dashboard.cart.checkout', '/dashboard/cart/checkout', [MB], 'cart/checkout'),
  remix('dashboard.cart.payment.response', '/dashboard/cart/payment/response', [MB], 'cart/payment/response'),
  // G-25 (derived, not in the ACL table): PayPal's return and cancel pages, and the local sandbox payment page.
  remix('dashboard.cart.paypal.return', '/dashboard/cart/paypal/return', [MB], 'cart/paypal/return (G-25)'),
  remix('dashboard.cart.paypal.cancel', '/dashboard/cart/paypal/cancel', [MB], 'cart/paypal/cancel (G-25)'),
  remix('dashboard.cart.sandbox', '/dashboard/cart/sandbox', [MB], 'cart/sandbox (G-25)'),
  // ORD-51, G-46: the customer's own orders and their payment actions (not in the ACL table).
  remix('dashboard.orders', '/dashboard/orders', [MB], 'orders (G-46, derived)'),
  // Issue 18 (ADR 074): the member's renewal-cost forecast and its xlsx download.
  remix('dashboard.forecast', '/dashboard/forecast', [MB], 'forecast (issue 18)'),
  remix('dashboard.forecast.export', '/dashboard/forecast/export', [MB], 'forecast/export (issue 18)'),
  // Issue 18 (ADR 075): the member's portfolio import (upload, preview, confirm) and its template download.
  remix('dashboard.ip.import', '/dashboard/ip/import', [MB], 'ip/import (issue 18)'),
  remix('dashboard.ip.import.template', '/dashboard/ip/import/template', [MB], 'ip/import/template (issue 18)'),
  remix('dashboard.apply', '/dashboard/apply', [MB], 'apply'),
  remix('dashboard.apply.id', '/dashboard/apply/:id', [MB], 'apply/{id}'),

  // ACL-26: search — SA, AD (console), Member (Remix).
  remix('dashboard.search', '/dashboard/search', [MB], 'search'),
  consoleRoute('console.searches', '/admin/searches', [SA, AD], 'search'),
  remix('dashboard.search.id', '/dashboard/search/:id', [MB], 'search/{id}'),
  consoleRoute('console.searches.show', '/admin/searches/:id/show', [SA, AD], 'search/{id}'),

  // ACL-27..29: AG, SA, AD, Member.
  remix('dashboard.application.all', '/dashboard/application/all', [AG, MB], 'application/all'),
  consoleRoute('console.applications', '/admin/applications', [SA, AD], 'application/all'),
  remix('dashboard.ip.detail', '/dashboard/:type/detail/:id', [AG, MB], '{type}/detail/{id}'),
  consoleRoute('console.ip-records.show', '/admin/ip-records/:id/show', [SA, AD], '{type}/detail/{id}'),
  remix('dashboard.delivery', '/dashboard/delivery', [AG, MB], 'delivery'),
  consoleRoute('console.deliveries', '/admin/deliveries', [SA, AD], 'delivery'),

  // ACL-30..35, 37, 40, 41: SA, AD (console).
  consoleRoute('console.products', '/admin/products', [SA, AD], 'product'),
  consoleRoute('console.products.show', '/admin/products/:id/show', [SA, AD], 'product/detail/:id'),
  consoleRoute('console.trademarks', '/admin/trademarks', [SA, AD], 'trademark'),
  consoleRoute('console.patents', '/admin/patents', [SA, AD], 'patent'),
  consoleRoute('console.customers', '/admin/customers', [SA, AD], 'user/client'),
  consoleRoute('console.agents', '/admin/agents', [SA, AD], 'user/agent'),
  consoleRoute('console.accountants', '/admin/accountants', [SA, AD], 'user/accountant'),
  // user/create/:role → the create screen of the role's resource.
  consoleRoute('console.customers.create', '/admin/customers/create', [SA, AD], 'user/create/:role'),
  consoleRoute('console.accountants.create', '/admin/accountants/create', [SA, AD], 'user/create/:role'),
  consoleRoute('console.agents.create', '/admin/agents/create', [SA, AD], 'user/agent/create'),
  consoleRoute('console.customers.edit', '/admin/customers/:id', [SA, AD], 'user/client'),
  consoleRoute('console.agents.edit', '/admin/agents/:id', [SA, AD], 'user/agent/detail/:id'),
  consoleRoute('console.accountants.edit', '/admin/accountants/:id', [SA, AD], 'user/accountant/detail/:id'),
  consoleRoute('console.prices', '/admin/prices', [SA, AD], 'price'),
  consoleRoute('console.orders', '/admin/orders', [SA, AD, AC], 'order'),
  consoleRoute('console.orders.show', '/admin/orders/:id/show', [SA, AD, AC], 'order'),
  // G-71, ACL-57: the staff payment list (verify / reject slips, Update To Success, Regenerate Invoice).
  consoleRoute('console.payments', '/admin/payments', [SA, AD, AC], 'payment'),
  // ⚑AMB-04: SA and AD open configuration; only SA saves (RESOURCES.configuration.update).
  consoleRoute('console.configuration', '/admin/configuration', [SA, AD], 'configuration'),
  consoleRoute('console.whitelists', '/admin/whitelists', [SA, AD], 'whitelist'),
  consoleRoute('console.news', '/admin/news', [SA, AD], 'news*'),
  consoleRoute('console.news.create', '/admin/news/create', [SA, AD], 'news*'),
  consoleRoute('console.news.edit', '/admin/news/:id', [SA, AD], 'news*'),
  consoleRoute('console.vouchers', '/admin/vouchers', [SA, AD], 'voucher*'),
  consoleRoute('console.vouchers.create', '/admin/vouchers/create', [SA, AD], 'voucher*'),
  consoleRoute('console.vouchers.edit', '/admin/vouchers/:id', [SA, AD], 'voucher*'),
  consoleRoute('console.emails', '/admin/emails', [SA, AD], 'email*'),
  consoleRoute('console.emails.create', '/admin/emails/create', [SA, AD], 'email*'),
  consoleRoute('console.emails.edit', '/admin/emails/:id', [SA, AD], 'email*'),
  consoleRoute('console.ratings', '/admin/ratings', [SA, AD], 'rating'),
  consoleRoute('console.exports', '/admin/exports', [SA, AD], 'export'),
  consoleRoute('console.audit-mails', '/admin/audit-mails', [SA, AD], 'auditmails'),
  // G-65 (not in the spec's route table): the staff audit log, read only, for SA and AD (ADR 053).
  consoleRoute('console.audit-logs', '/admin/audit-logs', [SA, AD], 'audit-log'),
  // Issue 16 (ADR 054): the scheduled jobs, their last runs and "run now" (SA).
  consoleRoute('console.jobs', '/admin/jobs', [SA, AD], 'jobs'),

  // ACL-31, ACL-38: SA only.
  consoleRoute('console.products.create', '/admin/products/create', [SA], 'product/add-new'),
  consoleRoute('console.reported-issues', '/admin/reported-issues', [SA], 'reported-issue'),
  consoleRoute('console.reported-issues.show', '/admin/reported-issues/:id/show', [SA], 'reported-issue/:id'),

  // ACL-36 ⚑AMB-06: the table says Agent and Super Admin; picked SA and AD ("Agent" read as a typo for Admin).
  consoleRoute('console.preregistered-agents', '/admin/preregistered-agents', [SA, AD], 'preregisteragent'),

  // ACL-39: SA, AD, AC.
  consoleRoute('console.invoices', '/admin/invoices', [SA, AD, AC], 'invoice-list'),

  // ACL-46..48 ⚑AMB-05: console SA, AD, AC for settle/paypal/history; SA, AD for validation (never AC).
  // Agents are not console users: they get their own scoped Remix pages (payment/pending, payment/settled, history).
  consoleRoute('console.settlements.pending-settle', '/admin/settlements/pending/settle', [SA, AD, AC], 'settlement/pending/settle'),
  consoleRoute('console.settlements.pending-validation', '/admin/settlements/pending/validation', [SA, AD], 'settlement/pending/validation'),
  consoleRoute('console.settlements.pending-paypal', '/admin/settlements/pending/paypal', [SA, AD, AC], 'settlement/pending/paypal'),
  consoleRoute('console.settlements.pending-paypal.show', '/admin/settlements/pending/paypal/:id', [SA, AD, AC], 'pending/paypal/:id'),
  consoleRoute('console.settlements.history', '/admin/settlements/history', [SA, AD, AC], 'settlement/history'),
  // G-71: the settlement detail (SET-23) and the agent settlement summary (SET-32), with the settlement screens' roles.
  consoleRoute('console.settlements.view', '/admin/settlements/view/:id', [SA, AD, AC], 'settlement/view/:id'),
  consoleRoute('console.settlements.summary', '/admin/settlements/summary', [SA, AD, AC], 'settlement/summary'),

  // ACL-42..44, 49: Agent (Remix).
  remix('dashboard.payment.pending', '/dashboard/payment/pending', [AG], 'payment/pending'),
  remix('dashboard.payment.settled', '/dashboard/payment/settled', [AG], 'payment/settled'),
  // G-71: the agent's own settlement (payout) history, with a date range (AGT-37..39).
  remix('dashboard.payment.history', '/dashboard/payment/history', [AG], 'payment/history'),
  remix('dashboard.application.jobs', '/dashboard/application/jobs', [AG], 'application/jobs'),
  remix('dashboard.jobs', '/dashboard/jobs/:type/:id', [AG], 'jobs/:type/:id'),
  remix('dashboard.application.history', '/dashboard/application/history', [AG], 'application/history'),
  remix('dashboard.history', '/dashboard/history/:type/:id', [AG], 'history/:type/:id'),
  // ⚑AMB-21: any other role is sent to the Dashboard instead of 404.
  remix('dashboard.user.banking.detail', '/dashboard/user/banking/detail', [AG], 'user/banking/detail', 'dashboard'),

  // ACL-45 ⚑AMB-32: Agent and Super Admin as written, plus Admin in the console; ACL-51, ADR 038: the owning customer, read-only.
  remix('dashboard.application.id', '/dashboard/application/:id', [AG, MB], 'application/:id'),
  // DLV-11..16, G-37, ACL-52, ADR 041: the owner's deliver request (another customer's: 404).
  remix('dashboard.application.delivery', '/dashboard/application/:id/delivery', [MB], 'application/:id/delivery'),
  consoleRoute('console.applications.show', '/admin/applications/:id/show', [SA, AD], 'application/:id'),
] as const;

export type RouteKey = (typeof ROUTES)[number]['key'];

const byKey = new Map<string, RouteEntry>(ROUTES.map((route) => [route.key, route]));

export function findRoute(key: string): RouteEntry | undefined {
  return byKey.get(key);
}

/** Roles allowed on a route ('public'/'role-flag' when no sign-in is needed). */
export function routeAccess(key: RouteKey | string): RouteAccess {
  const route = byKey.get(key);
  if (!route) throw new Error(`Unknown route key: ${key}`);
  return route.access;
}

/**
 * Whether a visitor (null) or a user of `roleId` may open the route. Public and role-flag routes
 * are open to everyone (the role flag is stored on the first visit, ⚑AMB-12). Unknown keys: false.
 */
export function canOpenRoute(key: RouteKey | string, roleId: number | null | undefined): boolean {
  const route = byKey.get(key);
  if (!route) return false;
  if (route.access === 'public' || route.access === 'role-flag') return true;
  return roleId !== null && roleId !== undefined && (route.access as readonly number[]).includes(roleId);
}

/** The routes of one app a role may open (menus, sidebars, react-admin canAccess). */
export function routesFor(roleId: number, app?: RouteEntry['app']): RouteEntry[] {
  return ROUTES.filter((route) => (!app || route.app === app) && canOpenRoute(route.key, roleId));
}
