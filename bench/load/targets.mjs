/**
 * What bench/load/run.mjs measures: every page a user lands on and the console's deepest lists.
 * user: null (a visitor), 'customer', 'agent' or 'admin' (signed in by the runner with the demo
 * accounts); kind: 'page' (HTML, also rendered by the framework floor) or 'rest' (the console's JSON).
 */
const list = (resource, params) => `/api/admin/${resource}?${new URLSearchParams(params).toString()}`;
const newestFirst = { sort: '["created_at","DESC"]', range: '[0,24]' };

export const TARGETS = [
  // Public pages.
  { name: 'home', user: null, kind: 'page', path: '/' },
  { name: 'news', user: null, kind: 'page', path: '/news' },
  { name: 'reviews', user: null, kind: 'page', path: '/reviews' },
  { name: 'price-checker', user: null, kind: 'page', path: '/price-checker' },
  { name: 'faq', user: null, kind: 'page', path: '/faq' },
  // The customer (customer@example.com).
  { name: 'customer-dashboard', user: 'customer', kind: 'page', path: '/dashboard/overview' },
  { name: 'customer-ip-search', user: 'customer', kind: 'page', path: '/dashboard/overview?search=senja' },
  { name: 'customer-orders', user: 'customer', kind: 'page', path: '/dashboard/orders' },
  { name: 'customer-cart', user: 'customer', kind: 'page', path: '/dashboard/cart' },
  { name: 'customer-search-list', user: 'customer', kind: 'page', path: '/dashboard/search' },
  { name: 'customer-apply-list', user: 'customer', kind: 'page', path: '/dashboard/apply' },
  // The agent (agent@example.com).
  { name: 'agent-jobs', user: 'agent', kind: 'page', path: '/dashboard/application/jobs' },
  // The console's REST lists (admin@example.com), a page of 25 rows as the console asks for it.
  { name: 'console-invoices', user: 'admin', kind: 'rest', path: list('invoices', newestFirst) },
  { name: 'console-payments', user: 'admin', kind: 'rest', path: list('payments', newestFirst) },
  { name: 'console-orders', user: 'admin', kind: 'rest', path: list('orders', newestFirst) },
  { name: 'console-orders-by-email', user: 'admin', kind: 'rest', path: list('orders', { sort: '["user.email","ASC"]', range: '[0,24]', filter: '{"q":"customer"}' }) },
  { name: 'console-applications', user: 'admin', kind: 'rest', path: list('applications', newestFirst) },
  { name: 'console-ip-records', user: 'admin', kind: 'rest', path: list('ip-records', { sort: '["id","DESC"]', range: '[0,24]' }) },
  { name: 'console-customers', user: 'admin', kind: 'rest', path: list('customers', newestFirst) },
  { name: 'console-audit-mails', user: 'admin', kind: 'rest', path: list('audit-mails', newestFirst) },
];

/** The demo accounts (models/seeders/demo/0001-demo-users.ts, password Demo1234) and how each signs in. */
export const USERS = {
  customer: { email: 'customer@example.com', form: '/login' },
  agent: { email: 'agent@example.com', form: '/login?role=agent' },
  admin: { email: 'admin@example.com', api: '/api/admin/auth/login' },
};
export const PASSWORD = 'Demo1234';
