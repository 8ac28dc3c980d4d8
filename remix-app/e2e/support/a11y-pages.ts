/**
 * The pages of the accessibility sweep (a11y.spec.ts): every page of both apps a reader lands on.
 * A page is a path, or a list page and the pattern of the first detail link to follow from it (the
 * demo data's ids are not fixed).
 */
export interface RemixPage {
  /** The path to open, or the list page whose first link matching `link` is opened. */
  path: string;
  link?: RegExp;
  /** Then, on that page, the first link matching this (a detail page two hops away). */
  then?: RegExp;
}

export const PUBLIC_PAGES: RemixPage[] = [
  { path: '/' },
  { path: '/trademark' },
  { path: '/patent-registration' },
  { path: '/aboutus' },
  { path: '/tm-flow' },
  { path: '/faq' },
  { path: '/tnc' },
  { path: '/contactus' },
  { path: '/price-checker' },
  { path: '/reviews' },
  { path: '/news' },
  { path: '/news', link: /^\/news-content\/\d+$/ },
  { path: '/login' },
  { path: '/client' },
  { path: '/agent' },
  { path: '/agent/apply' },
  { path: '/accountant' },
  { path: '/webadmin' },
  { path: '/register' },
  { path: '/forgot/password' },
  { path: '/no-such-page' },
];

export const CUSTOMER_PAGES: RemixPage[] = [
  { path: '/dashboard/overview' },
  { path: '/dashboard/application/all' },
  { path: '/dashboard/application/all', link: /^\/dashboard\/application\/\d+$/ },
  { path: '/dashboard/application/all', link: /^\/dashboard\/application\/\d+$/, then: /^\/dashboard\/ip\/detail\/\d+$/ },
  { path: '/dashboard/filing/trademark' },
  { path: '/dashboard/filing/patent' },
  { path: '/dashboard/search' },
  { path: '/dashboard/apply' },
  { path: '/dashboard/cart' },
  { path: '/dashboard/orders' },
  { path: '/dashboard/delivery' },
  { path: '/dashboard/report' },
  { path: '/dashboard/user/profile' },
  { path: '/dashboard/user/change/password' },
  { path: '/dashboard/user/two-factor' },
  // Issue 18: the renewal forecast and the portfolio import.
  { path: '/dashboard/forecast' },
  { path: '/dashboard/ip/import' },
];

export const AGENT_PAGES: RemixPage[] = [
  { path: '/dashboard/overview' },
  { path: '/dashboard/application/jobs' },
  { path: '/dashboard/application/jobs', link: /^\/dashboard\/jobs\/[\w-]+\/\d+$/ },
  { path: '/dashboard/application/history' },
  { path: '/dashboard/application/history', link: /^\/dashboard\/history\/[\w-]+\/\d+$/ },
  { path: '/dashboard/delivery' },
  { path: '/dashboard/payment/pending' },
  { path: '/dashboard/payment/settled' },
  { path: '/dashboard/payment/history' },
  { path: '/dashboard/user/banking/detail' },
  { path: '/dashboard/user/profile' },
  { path: '/dashboard/user/two-factor' },
];

/** A console screen: its path and the title (catalogue key) its app bar shows once it has opened. */
export interface ConsoleScreen {
  path: string;
  title: string;
}

/** Every menu entry's screen (as console-menu.spec.ts lists them), then one create or edit form per resource that has one. */
export const CONSOLE_SCREENS: ConsoleScreen[] = [
  { path: '/admin/', title: 'admin:dashboard.title' },
  { path: '/admin/products', title: 'products:list.title' },
  { path: '/admin/applications', title: 'console-applications:console.applications_title' },
  { path: '/admin/searches', title: 'console-applications:console.searches_title' },
  { path: '/admin/settlements/pending/settle', title: 'admin:menu.settlement_pending_settle' },
  { path: '/admin/settlements/pending/validation', title: 'admin:menu.settlement_pending_validation' },
  { path: '/admin/settlements/pending/paypal', title: 'admin:menu.settlement_pending_paypal' },
  { path: '/admin/settlements/history', title: 'admin:menu.settlement_history' },
  { path: '/admin/settlements/summary', title: 'admin:menu.settlement_summary' },
  { path: '/admin/trademarks', title: 'ip-records:console.trademarks' },
  { path: '/admin/patents', title: 'ip-records:console.patents' },
  { path: '/admin/customers', title: 'admin:customers.title' },
  { path: '/admin/agents', title: 'admin:agents.title' },
  { path: '/admin/accountants', title: 'admin:accountants.title' },
  { path: '/admin/preregistered-agents', title: 'admin:preregistered.title' },
  { path: '/admin/deliveries', title: 'deliveries:page.title' },
  { path: '/admin/prices', title: 'settings:delivery.title' },
  { path: '/admin/configuration', title: 'settings:configuration.title' },
  { path: '/admin/whitelists', title: 'settings:whitelist.title' },
  { path: '/admin/reported-issues', title: 'reports:console.list_title' },
  { path: '/admin/invoices', title: 'payments:console.invoices_title' },
  { path: '/admin/payments', title: 'payments:console.payments_title' },
  { path: '/admin/orders', title: 'payments:console.orders_title' },
  { path: '/admin/audit-mails', title: 'admin:audit_mails.title' },
  { path: '/admin/audit-logs', title: 'admin:audit.title' },
  { path: '/admin/jobs', title: 'admin:jobs.title' },
  { path: '/admin/news', title: 'site:news_admin.console.list_title' },
  { path: '/admin/emails', title: 'broadcasts:console.list_title' },
  { path: '/admin/ratings', title: 'applications:ratings.title' },
  { path: '/admin/exports', title: 'ip-records:exports.title' },
  { path: '/admin/vouchers', title: 'vouchers:console.list_title' },
  { path: '/admin/profile', title: 'admin:profile.title' },
  { path: '/admin/password', title: 'admin:password.title' },
  { path: '/admin/two-factor', title: 'admin:two_factor.title' },
];

/** Create and edit forms: the title is checked loosely (any title), the form must be on screen. */
export const CONSOLE_FORMS: string[] = [
  '/admin/products/create',
  '/admin/agents/create',
  '/admin/accountants/create',
  '/admin/news/create',
  '/admin/emails/create',
  '/admin/vouchers/create',
];

/** The five pages of the bm and cn runs in CI: public, customer and console pages with tables, forms and menus. */
export const FIVE_PUBLIC: RemixPage[] = [{ path: '/' }, { path: '/price-checker' }];
export const FIVE_CUSTOMER: RemixPage[] = [{ path: '/dashboard/overview' }, { path: '/dashboard/orders' }];
export const FIVE_CONSOLE: ConsoleScreen[] = [{ path: '/admin/vouchers', title: 'vouchers:console.list_title' }];
