/**
 * The route / role matrix of the specification (requirements.md §1.2 ACL, lines 128-226, with the
 * ⚑AMB picks of §1.14 and the G-71 screen paths), transcribed BY HAND for the access-matrix test.
 *
 * Nothing here is imported from models/src/policies: the point of the matrix test is to check the
 * policies against the spec. Role ids (ACL-1): 1 Super Admin, 2 Admin, 3 Agent, 4 Member, 5 Accountant.
 *
 * Rebuild placement (spec line 23 and the table's App column): routes open to both staff and
 * customers/agents are built twice — the Remix page under /dashboard serves roles 3/4, the react-admin
 * screen under /admin serves roles 1/2/5. A staff member who opens the Remix twin is not served by
 * Remix: the test accepts 404 or a redirect into the console for those cells (`staff: 'console'`).
 */
export type Role = 1 | 2 | 3 | 4 | 5;
export const ROLES: readonly Role[] = [1, 2, 3, 4, 5];
export const STAFF: readonly Role[] = [1, 2, 5];
const SA_AD: Role[] = [1, 2];

/** Remix pages. `path` uses :param segments; `?` marks an optional trailing segment. */
export interface RemixPageSpec {
  /** Path as the spec writes it (ACL table). */
  spec: string;
  /** Where the rebuild serves it. Signed-in pages live under /dashboard. */
  path: string;
  /** Requirement ids that fix the roles. */
  refs: string;
  kind:
    | 'public' // no sign-in (ACL-17): 200 for everyone
    | 'login' // a login page: anonymous 200, signed-in → their landing (ACC-4)
    | 'guest' // account pages for visitors (register, forgot, verify): anonymous 200; signed-in 200 or their landing (not stated)
    | 'login-alias' // agent/client/accountant: → login with that role (ACC-6)
    | 'role-flag' // informational pages (ACL-18, ⚑AMB-12: the flag is stored on first visit → 200)
    | 'logout' // GET /logout: a redirect for everyone
    | 'signed-in'; // needs a session and one of `roles`
  /** Roles the Remix page serves (signed-in pages only). */
  roles?: Role[];
  /**
   * What happens to a signed-in role outside `roles`: 404 (ACL-7) by default; 'console' = a
   * staff member on the Remix twin of a console screen (404 or a redirect into /admin);
   * 'dashboard' = redirect to the dashboard (⚑AMB-21, user/banking/detail).
   */
  others?: 'notfound' | 'dashboard';
  staff?: 'console';
  /**
   * Roles for whom the page is still to be built (a shared page built one side at a time): they get
   * the 404 page; the other roles the full expectation.
   */
  pendingFor?: Role[];
  /** The login an anonymous visitor is sent to (ACL-5/6 with the contract's loginPathFor). */
  anonymousLogin?: 'client' | 'agent' | 'any';
  /** Takes the id of a record owned by a user (ownership cells: own vs another user's record). */
  owned?: boolean;
  /** What fills :type (default 'trademark', the job pages' segment; POR-15's IP detail takes 'ip'). */
  typeSegment?: string;
  /** Query string the page needs to render (e.g. account/verify?email=). */
  query?: string;
  /** Not in the ACL table (G-71 or derived): the policies may leave it out. */
  optional?: boolean;
  /** Status of a public page when not 200 (the 404 page, the Maintenance page). */
  status?: number;
  /** Where the page sends an allowed role when the record its query names is missing (ORD-40: checkout → the cart). */
  noRecord?: string;
}

/** Console screens (react-admin, /admin). Roles are those of the RA placement. */
export interface ConsoleScreenSpec {
  spec: string;
  refs: string;
  roles: Role[];
  /** Not in the ACL table (G-71): the policies may leave it out. */
  optional?: boolean;
}

/** /api/admin resources × actions (ACL-9: the server enforces the same role lists). */
export interface ResourceSpec {
  refs: string;
  /** action → roles allowed. `public` = no session needed (the console's auth endpoints). */
  actions: Record<string, Role[] | 'public' | 'signed-in'>;
}

const member: Partial<RemixPageSpec> = { kind: 'signed-in', roles: [4], anonymousLogin: 'client' };
const agent: Partial<RemixPageSpec> = { kind: 'signed-in', roles: [3], anonymousLogin: 'agent' };
/** Shared routes: Remix serves 3 and 4, the console serves staff. */
const shared34: Partial<RemixPageSpec> = { kind: 'signed-in', roles: [3, 4], staff: 'console', anonymousLogin: 'any' };

function page(spec: string, path: string, refs: string, extra: Partial<RemixPageSpec>): RemixPageSpec {
  return { spec, path, refs, kind: 'public', ...extra } as RemixPageSpec;
}

export const REMIX_PAGES: readonly RemixPageSpec[] = [
  // ACL-17 public routes
  page('/', '/', 'ACL-17', { kind: 'public' }),
  page('login', '/login', 'ACL-17, ACC-1, ACC-4, ⚑AMB-11', { kind: 'login' }),
  page('webadmin', '/webadmin', 'ACL-17, ACC-5', { kind: 'login' }),
  page('agent', '/agent', 'ACL-17, ACC-6', { kind: 'login-alias' }),
  page('client', '/client', 'ACL-17, ACC-6', { kind: 'login-alias' }),
  page('accountant', '/accountant', 'ACL-17, ACC-6', { kind: 'login-alias' }),
  // Not in the ACL table: "Become our agent", the public pre-registration form (G-52).
  page('agent/apply', '/agent/apply', 'G-52', { kind: 'public', optional: true }),
  page('register', '/register', 'ACL-17, ACC-17', { kind: 'guest' }),
  page('forgot/password', '/forgot/password', 'ACL-17, ACC-48', { kind: 'guest' }),
  page('forgot/password/{token}/request', '/forgot/password/:token/request', 'ACL-17, ACC-50', { kind: 'guest', query: 'q=nobody%40example.test' }),
  page('account/verify', '/account/verify', 'ACL-17, ACC-34', { kind: 'guest', query: 'email=nobody%40example.test' }),
  page('account/verify/{token}', '/account/verify/:token', 'ACL-17, ACC-38', { kind: 'guest', query: 'email=nobody%40example.test' }),
  page('patent-registration', '/patent-registration', 'ACL-17', { kind: 'public' }),
  page('trademark (marketing)', '/trademark', 'ACL-17, ACL-32', { kind: 'public' }),
  page('price-checker', '/price-checker', 'ACL-17', { kind: 'public' }),
  // The Maintenance page reads '503 Maintenance Mode' (G-40, SYS-3): it answers 503 whenever it is shown.
  page('maintenance', '/maintenance', 'ACL-17, ACL-4, G-40', { kind: 'public', status: 503 }),
  page('404', '/404', 'ACL-17, ACL-19', { kind: 'public', status: 404 }),
  // Issue 18: the deadline calendar feed. Not in the ACL table; an unknown token is 404 for everyone.
  page('calendar/{token}.ics (issue 18)', '/calendar/:token', 'issue 18, ADR 073', { kind: 'public', status: 404, optional: true }),
  // Issue 18 (ADR 077): the sign-in's second step; without the pending ticket of a password just
  // checked, everyone is sent on (to a login, or a signed-in user to their landing).
  page('login/two-factor (issue 18)', '/login/two-factor', 'issue 18, ADR 077', { kind: 'logout', optional: true }),
  page('login/two-factor/enrol (issue 18)', '/login/two-factor/enrol', 'issue 18, ADR 077', { kind: 'logout', optional: true }),
  // Issue 18 (ADR 077): the user's own two-factor sign-in (staff: the console's /admin/two-factor).
  page('user/two-factor (issue 18)', '/dashboard/user/two-factor', 'issue 18, ADR 077', { ...shared34, optional: true }),
  // Not a page of the table: sign-out (ACC-15), a POST; a GET only redirects and never fails.
  page('logout', '/logout', 'ACC-15', { kind: 'logout', optional: true }),
  // ACL-18 informational pages (⚑AMB-12)
  page('faq', '/faq', 'ACL-18', { kind: 'role-flag' }),
  page('aboutus', '/aboutus', 'ACL-18', { kind: 'role-flag' }),
  page('tm-flow', '/tm-flow', 'ACL-18', { kind: 'role-flag' }),
  page('tnc', '/tnc', 'ACL-18', { kind: 'role-flag' }),
  page('contactus', '/contactus', 'ACL-18', { kind: 'role-flag' }),
  page('news', '/news', 'ACL-18', { kind: 'role-flag' }),
  page('news-content/{id}', '/news-content/:id', 'ACL-18', { kind: 'role-flag' }),
  // Not in the ACL table: the reviews page 'What others say' (PUB-27, G-50), public.
  page('reviews', '/reviews', 'PUB-27, G-50', { kind: 'public', optional: true }),
  // ACL-20/21 all five roles: Remix for 3/4, console for 1/2/5
  page('dashboard/overview', '/dashboard/overview', 'ACL-20', shared34),
  page('user/profile', '/dashboard/user/profile', 'ACL-21, ACC-61', shared34),
  page('user/change/password', '/dashboard/user/change/password', 'ACL-21, ACC-54', shared34),
  // Member only
  page('filing/{type}/{id?}', '/dashboard/filing/:type/:id?', 'ACL-22', { ...member, staff: 'console', owned: true }),
  // Built (ADR 043): the feedback form and the customer's own reports (POR-52..54, G-39).
  page('report', '/dashboard/report', 'ACL-23, POR-52', { ...member, staff: 'console' }),
  page('cart', '/dashboard/cart', 'ACL-24', { ...member, staff: 'console' }),
  page('cart/detail/{id}', '/dashboard/cart/detail/:id', 'ACL-24, ⚑AMB-27', { ...member, staff: 'console', owned: true }),
  page('cart/checkout', '/dashboard/cart/checkout', 'ACL-24, ORD-40', { ...member, staff: 'console', noRecord: '/dashboard/cart' }),
  page('cart/payment/response', '/dashboard/cart/payment/response', 'ACL-24, ⚑AMB-27', { ...member, staff: 'console' }),
  // Not in the ACL table (G-25): PayPal's return and cancel pages, the local sandbox payment page — Member
  // only; staff are sent into the console like on every Remix page (the guard's rule for roles 1, 2, 5).
  page('cart/paypal/return', '/dashboard/cart/paypal/return', 'G-25', { ...member, staff: 'console', optional: true }),
  page('cart/paypal/cancel', '/dashboard/cart/paypal/cancel', 'G-25', { ...member, staff: 'console', optional: true }),
  page('cart/sandbox', '/dashboard/cart/sandbox', 'G-25', { ...member, staff: 'console', optional: true }),
  page('orders', '/dashboard/orders', 'ORD-51, G-46', { ...member, staff: 'console', optional: true }),
  // Issue 18 (ADR 074): the member's renewal-cost forecast and its xlsx download; not in the ACL table.
  page('forecast (issue 18)', '/dashboard/forecast', 'issue 18, ADR 074', { ...member, staff: 'console', optional: true }),
  page('forecast/export (issue 18)', '/dashboard/forecast/export', 'issue 18, ADR 074', { ...member, staff: 'console', optional: true }),
  // Issue 18 (ADR 075): the member's portfolio import and its template download; not in the ACL table.
  page('ip/import (issue 18)', '/dashboard/ip/import', 'issue 18, ADR 075', { ...member, staff: 'console', optional: true }),
  page('ip/import/template (issue 18)', '/dashboard/ip/import/template', 'issue 18, ADR 075', { ...member, staff: 'console', optional: true }),
  page('apply', '/dashboard/apply', 'ACL-25', { ...member, staff: 'console' }),
  page('apply/{id}', '/dashboard/apply/:id', 'ACL-25', { ...member, staff: 'console', owned: true }),
  // SA, AD, Member: Remix for 4
  page('search', '/dashboard/search', 'ACL-26', { ...member, staff: 'console' }),
  page('search/{id}', '/dashboard/search/:id', 'ACL-26', { ...member, staff: 'console', owned: true }),
  // AG, SA, AD, Member: Remix for 3/4
  // The agent side is built (issue 13, AGT-6); the customer side comes with the portfolio issue.
  page('application/all', '/dashboard/application/all', 'ACL-27, AGT-6, POR-26', shared34),
  // Agents: a record they have worked on (issue 13); members: their own active record (issue 14, ADR 039).
  page('{type}/detail/{id}', '/dashboard/:type/detail/:id', 'ACL-28, POR-15', { ...shared34, owned: true, typeSegment: 'ip' }),
  // Issue 13 built the agent side, ADR 041 the customer's (their own deliveries, DLV-1..9).
  page('delivery', '/dashboard/delivery', 'ACL-29', shared34),
  // Agent only (ACL-42..44, ACL-49 with ⚑AMB-21, G-71 payment/history)
  // Built (issue 15): staff are sent into the console like on every Remix page.
  page('payment/pending', '/dashboard/payment/pending', 'ACL-42', { ...agent, staff: 'console' }),
  page('payment/settled', '/dashboard/payment/settled', 'ACL-42', { ...agent, staff: 'console' }),
  page('payment/history', '/dashboard/payment/history', 'G-71, ⚑AMB-05', { ...agent, staff: 'console' }),
  // Built (issue 13): staff are sent into the console like on every Remix page (the guard's rule for roles 1, 2, 5).
  page('application/jobs', '/dashboard/application/jobs', 'ACL-43', { ...agent, staff: 'console' }),
  page('jobs/:type/:id', '/dashboard/jobs/:type/:id', 'ACL-43, ACL-62', { ...agent, staff: 'console', owned: true }),
  page('application/history', '/dashboard/application/history', 'ACL-44', { ...agent, staff: 'console' }),
  page('history/:type/:id', '/dashboard/history/:type/:id', 'ACL-44, ACL-62', { ...agent, staff: 'console', owned: true }),
  page('user/banking/detail', '/dashboard/user/banking/detail', 'ACL-49, ⚑AMB-21', { ...agent, others: 'dashboard' }),
  // AG (Remix) + SA, AD (console, ⚑AMB-32)
  // ACL-51, ADR 038: opened to the owning customer too, read-only (another customer's: 404).
  page('application/:id', '/dashboard/application/:id', 'ACL-45, ACL-51, ⚑AMB-32, ADR 038, ADR 042', { kind: 'signed-in', roles: [3, 4], staff: 'console', owned: true, anonymousLogin: 'any' }),
  // Not in the ACL table (DLV-16, G-37, ACL-52, ADR 041): the owner's deliver request; another customer's application is 404.
  page('application/:id/delivery', '/dashboard/application/:id/delivery', 'DLV-11..16, G-37, ACL-52, ADR 041', { ...member, staff: 'console', owned: true, optional: true }),
];

/**
 * Remix pages this build does not have yet: every role (and anonymous) gets the 404 page. When an
 * issue builds one of them, remove it from this list and the full expectation applies.
 */
export const PENDING_REMIX_PAGES: readonly string[] = [];

/** Console screens (react-admin). `spec` is the spec's path; the console path comes from CONSOLE_PATHS. */
export const CONSOLE_SCREENS: readonly ConsoleScreenSpec[] = [
  { spec: 'dashboard/overview', refs: 'ACL-20', roles: [1, 2, 5] },
  { spec: 'user/profile', refs: 'ACL-21', roles: [1, 2, 5] },
  { spec: 'user/change/password', refs: 'ACL-21', roles: [1, 2, 5] },
  { spec: 'user/two-factor (issue 18)', refs: 'issue 18, ADR 077', roles: [1, 2, 5], optional: true },
  { spec: 'search', refs: 'ACL-26', roles: SA_AD },
  { spec: 'search/{id}', refs: 'ACL-26', roles: SA_AD },
  { spec: 'application/all', refs: 'ACL-27', roles: SA_AD },
  { spec: '{type}/detail/{id}', refs: 'ACL-28', roles: SA_AD },
  { spec: 'delivery', refs: 'ACL-29', roles: SA_AD },
  { spec: 'product', refs: 'ACL-30', roles: SA_AD },
  { spec: 'product/detail/:id', refs: 'ACL-30', roles: SA_AD },
  { spec: 'product/add-new', refs: 'ACL-31', roles: [1] },
  { spec: 'trademark', refs: 'ACL-32', roles: SA_AD },
  { spec: 'patent', refs: 'ACL-32', roles: SA_AD },
  { spec: 'user/client', refs: 'ACL-33', roles: SA_AD },
  { spec: 'user/agent', refs: 'ACL-33', roles: SA_AD },
  { spec: 'user/accountant', refs: 'ACL-33', roles: SA_AD },
  { spec: 'user/create/:role', refs: 'ACL-34', roles: SA_AD },
  { spec: 'user/agent/create', refs: 'ACL-34', roles: SA_AD },
  { spec: 'user/agent/detail/:id', refs: 'ACL-35', roles: SA_AD },
  { spec: 'user/accountant/detail/:id', refs: 'ACL-35', roles: SA_AD },
  { spec: 'preregisteragent', refs: 'ACL-36, ⚑AMB-06', roles: SA_AD },
  { spec: 'price', refs: 'ACL-37', roles: SA_AD },
  { spec: 'order', refs: 'ACL-37, G-71, G-06 (accountants read, ADR 048)', roles: [1, 2, 5] },
  { spec: 'configuration', refs: 'ACL-37, ⚑AMB-04 (both open; only SA saves)', roles: SA_AD },
  { spec: 'whitelist', refs: 'ACL-37', roles: SA_AD },
  { spec: 'reported-issue', refs: 'ACL-38, ACL-13', roles: [1] },
  { spec: 'reported-issue/:id', refs: 'ACL-38', roles: [1] },
  { spec: 'invoice-list', refs: 'ACL-39', roles: [1, 2, 5] },
  { spec: 'news', refs: 'ACL-40', roles: SA_AD },
  { spec: 'news/create', refs: 'ACL-40', roles: SA_AD },
  { spec: 'news/edit/:id', refs: 'ACL-40', roles: SA_AD },
  { spec: 'voucher', refs: 'ACL-40', roles: SA_AD },
  { spec: 'voucher/create', refs: 'ACL-40', roles: SA_AD },
  { spec: 'voucher/edit/:id', refs: 'ACL-40', roles: SA_AD },
  { spec: 'email', refs: 'ACL-40', roles: SA_AD },
  { spec: 'email/create', refs: 'ACL-40', roles: SA_AD },
  { spec: 'email/edit/:id', refs: 'ACL-40', roles: SA_AD },
  { spec: 'rating', refs: 'ACL-41', roles: SA_AD },
  { spec: 'jobs', refs: 'issue 16, ADR 054 (scheduled jobs; readers derived from ACL-55)', roles: SA_AD },
  { spec: 'audit-log', refs: 'G-65, ADR 053 (staff audit log; readers derived from ACL-55)', roles: SA_AD },
  { spec: 'export', refs: 'ACL-41', roles: SA_AD },
  { spec: 'auditmails', refs: 'ACL-41', roles: SA_AD },
  { spec: 'settlement/pending/settle', refs: 'ACL-46, ⚑AMB-05', roles: [1, 2, 5] },
  { spec: 'settlement/pending/validation', refs: 'ACL-47, ACL-12, ⚑AMB-05', roles: SA_AD },
  { spec: 'settlement/pending/paypal', refs: 'ACL-48, ⚑AMB-05', roles: [1, 2, 5] },
  { spec: 'pending/paypal/:id', refs: 'ACL-48, ⚑AMB-05', roles: [1, 2, 5] },
  { spec: 'settlement/history', refs: 'ACL-48, ⚑AMB-05', roles: [1, 2, 5] },
  { spec: 'settlement/view/:id', refs: 'SET-23, G-71, ⚑AMB-05', roles: [1, 2, 5] },
  { spec: 'settlement/summary', refs: 'SET-32, G-71, ⚑AMB-05', roles: [1, 2, 5] },
  { spec: 'application/:id', refs: 'ACL-45, ⚑AMB-32', roles: SA_AD },
  // G-71 additions (not in the ACL table; roles follow the screens they detail)
  { spec: 'settlement/view/:id', refs: 'G-71, ACL-59', roles: [1, 2, 5], optional: true },
  { spec: 'settlement/summary', refs: 'G-71, ACL-59', roles: [1, 2, 5], optional: true },
  { spec: 'payment', refs: 'G-71, ACL-57, G-06 (accountants read, ADR 048)', roles: [1, 2, 5], optional: true },
];

/**
 * /api/admin resources (ACL-9: the server enforces the same role lists as the screens; ACL.e action
 * permissions). Every resource and action the policies list must appear here with its roles.
 */
const CONSOLE_STAFF: Role[] = [1, 2, 5];
const crud = (roles: Role[]) => ({ list: roles, read: roles, create: roles, update: roles, delete: roles });
const readOnly = (roles: Role[]) => ({ list: roles, read: roles });

export const RESOURCE_SPECS: Readonly<Record<string, ResourceSpec>> = {
  // Issue 3 (accounts and console user management)
  customers: { refs: 'ACL-33, ACL-34 (user/create/:role), ACL-55, ADM.a', actions: { list: SA_AD, read: SA_AD, create: SA_AD, update: SA_AD } },
  agents: { refs: 'ACL-33..35, ACL-55, ADM.b', actions: { list: SA_AD, read: SA_AD, create: SA_AD, update: SA_AD } },
  accountants: { refs: 'ACL-33..35, ACL-55, ADM-8..11', actions: { list: SA_AD, read: SA_AD, create: SA_AD, update: SA_AD } },
  'preregistered-agents': { refs: 'ACL-36, ⚑AMB-06, ADM.c', actions: { list: SA_AD, read: SA_AD, delete: SA_AD } },
  users: { refs: 'ACL-56, ADM-3..7, ACC-66, ADR 078', actions: { block: SA_AD, unblock: SA_AD, impersonate: SA_AD, 'resend-password': SA_AD, 'reset-two-factor': SA_AD } },
  profile: { refs: 'ACL-21, ACC-54..65 (staff own account, RA)', actions: { read: CONSOLE_STAFF, update: CONSOLE_STAFF, password: CONSOLE_STAFF } },
  maintenance: { refs: 'G-40 (SA login and configuration)', actions: { read: [1], update: [1] } },
  notifications: { refs: 'ACL-15, G-58 (the console menu dots: own counts)', actions: { read: CONSOLE_STAFF } },
  overview: { refs: 'G-47, ADM-86 (the staff overview cards: own role\'s lists)', actions: { read: CONSOLE_STAFF } },
  jobs: { refs: 'issue 16, ADR 054 (scheduled jobs: SA/AD read, SA runs)', actions: { list: SA_AD, run: [1] } },
  // Later issues
  configuration: { refs: 'ACL-37, ⚑AMB-04 (both open, only SA saves), ADM-66, ADM-70', actions: { read: SA_AD, update: [1] } },
  'payment-configuration': { refs: 'ADM-68, ⚑AMB-04 (both open, only SA saves)', actions: { read: SA_AD, update: [1] } },
  countries: { refs: 'CAT-23, ADM-69 (pickers SA AD; set in service: SA, ⚑AMB-04)', actions: { list: SA_AD, 'set-in-service': [1] } },
  states: { refs: 'DLV-20 ⚑AMB-23 (delivery price state scope; readers as the price screen, ACL-37)', actions: { list: SA_AD } },
  products: {
    refs: 'ACL-30, ACL-31 (add: SA), ACL-56 (default agent), CAT-18 (activate / deactivate: product detail, SA and AD)',
    actions: { list: SA_AD, read: SA_AD, create: [1], update: SA_AD, 'set-default-agent': SA_AD, activate: SA_AD, deactivate: SA_AD },
  },
  documents: { refs: 'CAT-22 (document editing on the product detail: SA, AD)', actions: { update: SA_AD } },
  applications: {
    refs: 'ACL-27, ACL-45 ⚑AMB-32, ACL-55, ACL-56 (assign/reassign), G-49 (cancel), G-18 (staff edit), G-45 (file download)',
    actions: { list: SA_AD, read: SA_AD, update: SA_AD, assign: SA_AD, reassign: SA_AD, cancel: SA_AD, file: SA_AD },
  },
  'ip-records': {
    refs: 'ACL-28, ACL-32, ACL-56 (transfer, hide, restore), G-31 (Set Renewal Notification)',
    actions: { list: SA_AD, read: SA_AD, update: SA_AD, transfer: SA_AD, delete: SA_AD, restore: SA_AD, 'renewal-notification': SA_AD },
  },
  searches: { refs: 'ACL-26', actions: readOnly(SA_AD) },
  deliveries: { refs: 'ACL-29, ACL-55', actions: { list: SA_AD, read: SA_AD, update: SA_AD } },
  'delivery-prices': { refs: 'ACL-37, ACL-55, DLV-17/18 (list, store the whole table)', actions: { list: SA_AD, update: SA_AD } },
  orders: { refs: 'ACL-37, G-71, G-06 (accountants read, ADR 048)', actions: readOnly(CONSOLE_STAFF) },
  whitelists: { refs: 'ACL-37, ACL-55, ADM-63..65 (list, store the whole list)', actions: { list: SA_AD, update: SA_AD } },
  news: { refs: 'ACL-40', actions: crud(SA_AD) },
  vouchers: { refs: 'ACL-40', actions: crud(SA_AD) },
  emails: { refs: 'ACL-40', actions: crud(SA_AD) },
  // G-50 (ADR 045): PUT {is_public} hides / shows a review.
  ratings: { refs: 'ACL-41, G-50', actions: { list: SA_AD, read: SA_AD, update: SA_AD } },
  exports: { refs: 'ACL-41', actions: { list: SA_AD, read: SA_AD, create: SA_AD } },
  'audit-mails': { refs: 'ACL-41, ACL-54 (resend: SA)', actions: { list: SA_AD, read: SA_AD, resend: [1] } },
  'reported-issues': { refs: 'ACL-38, ACL-54', actions: { list: [1], read: [1], update: [1] } },
  invoices: { refs: 'ACL-39', actions: readOnly(CONSOLE_STAFF) },
  payments: {
    refs: 'ACL-57, G-71 (payment list), G-14 (regenerate invoice), G-15 (slip file), G-49 + ADR 016 (mark refunded), G-06 + ADR 048 (accountants read and regenerate)',
    actions: { list: CONSOLE_STAFF, read: CONSOLE_STAFF, verify: SA_AD, reject: SA_AD, 'update-to-success': SA_AD, 'regenerate-invoice': CONSOLE_STAFF, 'mark-refunded': SA_AD, slip: SA_AD },
  },
  'settlements-pending-settle': { refs: 'ACL-46 ⚑AMB-05', actions: readOnly(CONSOLE_STAFF) },
  'settlements-pending-validation': { refs: 'ACL-47 ⚑AMB-05, ACL-12', actions: readOnly(SA_AD) },
  'settlements-pending-paypal': { refs: 'ACL-48 ⚑AMB-05', actions: readOnly(CONSOLE_STAFF) },
  'settlement-history': { refs: 'ACL-48 ⚑AMB-05', actions: readOnly(CONSOLE_STAFF) },
  'settlement-summary': { refs: 'SET-32, G-71 (with the settlement screens\' roles, ⚑AMB-05)', actions: { list: CONSOLE_STAFF } },
  settlements: { refs: 'ACL-58 (set paid: SA, AD, AC), ACL-57 (validate proof: SA, AD)', actions: { 'set-paid': CONSOLE_STAFF, 'validate-proof': SA_AD, reupload: SA_AD } },
  'audit-logs': { refs: 'G-65 (staff audit log; readers derived from ACL-55)', actions: readOnly(SA_AD) },
};

/** Resources whose /api/admin endpoints this build does not have yet: 404 for everyone. */
export const PENDING_RESOURCES: readonly string[] = [];

/**
 * Actions the policies list but this build has no endpoint for (the console offers no screen: ADM-3
 * "View hidden on role 4 rows", so customers are neither created nor edited in the console yet).
 * Everyone gets 404 or 405.
 */
export const PENDING_API_ACTIONS: readonly string[] = ['customers:create', 'customers:update'];

/**
 * Console screen paths: which react-admin path serves which spec route. This is naming only (the
 * console's resource names); the roles come from CONSOLE_SCREENS. Several console paths may serve one
 * spec route (list + create + edit).
 */
export const CONSOLE_PATHS: Readonly<Record<string, string>> = {
  '/admin': 'dashboard/overview',
  '/admin/profile': 'user/profile',
  '/admin/password': 'user/change/password',
  '/admin/two-factor': 'user/two-factor (issue 18)',
  '/admin/searches': 'search',
  '/admin/searches/:id/show': 'search/{id}',
  '/admin/applications': 'application/all',
  '/admin/ip-records/:id/show': '{type}/detail/{id}',
  '/admin/deliveries': 'delivery',
  '/admin/products': 'product',
  '/admin/products/:id/show': 'product/detail/:id',
  '/admin/products/create': 'product/add-new',
  '/admin/trademarks': 'trademark',
  '/admin/patents': 'patent',
  '/admin/customers': 'user/client',
  '/admin/customers/:id': 'user/client',
  '/admin/customers/create': 'user/create/:role',
  '/admin/agents': 'user/agent',
  '/admin/agents/create': 'user/agent/create',
  '/admin/agents/:id': 'user/agent/detail/:id',
  '/admin/accountants': 'user/accountant',
  '/admin/accountants/create': 'user/create/:role',
  '/admin/accountants/:id': 'user/accountant/detail/:id',
  '/admin/preregistered-agents': 'preregisteragent',
  '/admin/prices': 'price',
  '/admin/orders': 'order',
  '/admin/configuration': 'configuration',
  '/admin/whitelists': 'whitelist',
  '/admin/reported-issues': 'reported-issue',
  '/admin/reported-issues/:id/show': 'reported-issue/:id',
  '/admin/invoices': 'invoice-list',
  '/admin/payments': 'payment',
  '/admin/orders/:id/show': 'order',
  '/admin/news': 'news',
  '/admin/news/create': 'news/create',
  '/admin/news/:id': 'news/edit/:id',
  '/admin/vouchers': 'voucher',
  '/admin/vouchers/create': 'voucher/create',
  '/admin/vouchers/:id': 'voucher/edit/:id',
  '/admin/emails': 'email',
  '/admin/emails/create': 'email/create',
  '/admin/emails/:id': 'email/edit/:id',
  '/admin/ratings': 'rating',
  '/admin/audit-logs': 'audit-log',
  '/admin/jobs': 'jobs',
  '/admin/exports': 'export',
  '/admin/audit-mails': 'auditmails',
  '/admin/settlements/pending/settle': 'settlement/pending/settle',
  '/admin/settlements/pending/validation': 'settlement/pending/validation',
  '/admin/settlements/pending/paypal': 'settlement/pending/paypal',
  '/admin/settlements/pending/paypal/:id': 'pending/paypal/:id',
  '/admin/settlements/history': 'settlement/history',
  '/admin/settlements/view/:id': 'settlement/view/:id',
  '/admin/settlements/summary': 'settlement/summary',
  '/admin/applications/:id/show': 'application/:id',
};
