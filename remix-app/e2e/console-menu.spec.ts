/**
 * The console's sidebar navigates (issue 11, ACL-10..13): for every staff role, sign in, click every
 * menu entry of that role and land on that screen — its /admin URL and its title — at desktop width;
 * at 375 px (through the menu drawer) for the super admin, whose menu holds every other role's
 * entries. The user menu's My Profile and Change Password too.
 * Then the menu in en, bm and cn, with screenshots.
 */
import { test, type Locator, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, escapeRegExp, expect, type Lng, screenLanguages, shot, t } from './support/app';

interface Screen {
  /** The menu label (i18n key). */
  label: string;
  /** The console path it opens. */
  path: string;
  /** The screen's title (i18n key), shown in the app bar. */
  title: string;
}

const SCREENS = {
  dashboard: { label: 'admin:menu.dashboard', path: '/admin/', title: 'admin:dashboard.title' },
  products: { label: 'admin:menu.product', path: '/admin/products', title: 'products:list.title' },
  applications: { label: 'admin:menu.applications', path: '/admin/applications', title: 'console-applications:console.applications_title' },
  searches: { label: 'console-applications:console.searches_title', path: '/admin/searches', title: 'console-applications:console.searches_title' },
  pendingSettle: { label: 'admin:menu.settlement_pending_settle', path: '/admin/settlements/pending/settle', title: 'admin:menu.settlement_pending_settle' },
  pendingValidation: { label: 'admin:menu.settlement_pending_validation', path: '/admin/settlements/pending/validation', title: 'admin:menu.settlement_pending_validation' },
  pendingPaypal: { label: 'admin:menu.settlement_pending_paypal', path: '/admin/settlements/pending/paypal', title: 'admin:menu.settlement_pending_paypal' },
  settlementHistory: { label: 'admin:menu.settlement_history', path: '/admin/settlements/history', title: 'admin:menu.settlement_history' },
  settlementSummary: { label: 'admin:menu.settlement_summary', path: '/admin/settlements/summary', title: 'admin:menu.settlement_summary' },
  trademarks: { label: 'admin:menu.trademark', path: '/admin/trademarks', title: 'ip-records:console.trademarks' },
  patents: { label: 'admin:menu.patent', path: '/admin/patents', title: 'ip-records:console.patents' },
  customers: { label: 'admin:menu.customers', path: '/admin/customers', title: 'admin:customers.title' },
  agents: { label: 'admin:menu.agents', path: '/admin/agents', title: 'admin:agents.title' },
  accountants: { label: 'admin:menu.accountants', path: '/admin/accountants', title: 'admin:accountants.title' },
  preregistered: { label: 'admin:menu.preregistered_agents', path: '/admin/preregistered-agents', title: 'admin:preregistered.title' },
  deliveries: { label: 'admin:menu.delivery', path: '/admin/deliveries', title: 'deliveries:page.title' },
  prices: { label: 'admin:menu.price', path: '/admin/prices', title: 'settings:delivery.title' },
  configuration: { label: 'admin:menu.configuration', path: '/admin/configuration', title: 'settings:configuration.title' },
  whitelists: { label: 'admin:menu.whitelist', path: '/admin/whitelists', title: 'settings:whitelist.title' },
  reportedIssues: { label: 'admin:menu.reported_issue', path: '/admin/reported-issues', title: 'reports:console.list_title' },
  invoices: { label: 'admin:menu.invoices', path: '/admin/invoices', title: 'payments:console.invoices_title' },
  payments: { label: 'payments:console.payments_title', path: '/admin/payments', title: 'payments:console.payments_title' },
  orders: { label: 'payments:console.orders_title', path: '/admin/orders', title: 'payments:console.orders_title' },
  auditMails: { label: 'admin:menu.auditmails', path: '/admin/audit-mails', title: 'admin:audit_mails.title' },
  auditLogs: { label: 'admin:menu.audit_log', path: '/admin/audit-logs', title: 'admin:audit.title' },
  jobs: { label: 'admin:menu.jobs', path: '/admin/jobs', title: 'admin:jobs.title' },
  news: { label: 'admin:menu.news', path: '/admin/news', title: 'site:news_admin.console.list_title' },
  emails: { label: 'admin:menu.email', path: '/admin/emails', title: 'broadcasts:console.list_title' },
  ratings: { label: 'admin:menu.rating', path: '/admin/ratings', title: 'applications:ratings.title' },
  exports: { label: 'admin:menu.export', path: '/admin/exports', title: 'ip-records:exports.title' },
  vouchers: { label: 'admin:menu.voucher', path: '/admin/vouchers', title: 'vouchers:console.list_title' },
} satisfies Record<string, Screen>;

const S = SCREENS;
const STAFF_MENU: Screen[] = [S.dashboard, S.products, S.applications, S.searches, S.pendingSettle, S.pendingValidation, S.pendingPaypal, S.settlementHistory, S.settlementSummary, S.trademarks, S.patents, S.customers, S.agents, S.accountants, S.preregistered, S.deliveries, S.prices, S.configuration, S.whitelists, S.invoices, S.payments, S.orders, S.auditMails, S.auditLogs, S.jobs, S.news, S.emails, S.ratings, S.exports, S.vouchers];

/** Each staff role's sidebar, in the spec's order (ACL-11); accountants see the dashboard, the settlements they pay (pending settle and PayPal, history, summary), invoices, and read-only payments and orders (G-06). */
const ROLES = [
  // ACL-13: reported issues are the super admin's only.
  { name: 'super admin', email: DEMO.superAdmin, menu: [...STAFF_MENU.slice(0, STAFF_MENU.indexOf(S.invoices)), S.reportedIssues, ...STAFF_MENU.slice(STAFF_MENU.indexOf(S.invoices))] },
  { name: 'admin', email: DEMO.admin, menu: STAFF_MENU },
  { name: 'accountant', email: DEMO.accountant, menu: [S.dashboard, S.pendingSettle, S.pendingPaypal, S.settlementHistory, S.settlementSummary, S.invoices, S.payments, S.orders] },
] as const;

const USER_MENU: Screen[] = [
  { label: 'admin:menu.profile', path: '/admin/profile', title: 'admin:profile.title' },
  { label: 'admin:menu.change_password', path: '/admin/password', title: 'admin:password.title' },
];

const PHONE = { width: 375, height: 740 };

/** The sidebar (the permanent drawer on a desktop, the opened temporary drawer on a phone). */
const sidebar = (page: Page): Locator => page.locator('.MuiDrawer-paper').filter({ has: page.getByRole('menuitem') });

/** A menu entry by its label; a waiting-work note may follow the label in its accessible name. */
const entry = (page: Page, lng: Lng, screen: Screen): Locator =>
  sidebar(page).getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t(lng, screen.label))}( — .*)?$`) });

async function openDrawerOnPhone(page: Page, phone: boolean, lng: Lng = 'en') {
  if (!phone) return;
  // The toggle says whether the drawer is open (its open state is kept across pages and widths).
  const toggle = page.getByRole('button', { name: new RegExp(`^(${escapeRegExp(t(lng, 'ra:ra.action.open_menu'))}|${escapeRegExp(t(lng, 'ra:ra.action.close_menu'))})$`) });
  if ((await toggle.getAttribute('aria-label')) === t(lng, 'ra:ra.action.open_menu')) await toggle.click();
  await expect(sidebar(page)).toBeVisible();
}

async function expectScreen(page: Page, screen: Screen, lng: Lng = 'en') {
  const path = new URL(page.url()).pathname;
  expect(path === screen.path || path === screen.path.replace(/\/$/, ''), `${path} should be ${screen.path}`).toBe(true);
  await expect(page.locator('#react-admin-title')).toContainText(t(lng, screen.title), { timeout: 15_000 });
}

for (const role of ROLES) {
  for (const phone of role.name === 'super admin' ? [false, true] : [false]) {
    test(`the ${role.name}'s menu opens every screen it lists${phone ? ' at 375 px' : ''}`, async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      if (phone) await page.setViewportSize(PHONE);
      const errors = collectPageErrors(page);
      await signInToConsole(page, role.email);
      await expectScreen(page, S.dashboard);

      await openDrawerOnPhone(page, phone);
      // Exactly the role's entries, each linking under /admin (the defect: '/payments' without it).
      await expect(sidebar(page).getByRole('menuitem')).toHaveCount(role.menu.length);
      for (const screen of role.menu) await expect(entry(page, 'en', screen)).toHaveAttribute('href', screen.path);
      await shot(page, testInfo, 'menu');

      // Every entry, the dashboard last (it is where a broken link lands).
      const order = [...role.menu.slice(1), role.menu[0]!];
      for (const [index, screen] of order.entries()) {
        if (index > 0) await openDrawerOnPhone(page, phone);
        await entry(page, 'en', screen).click();
        await expectScreen(page, screen);
        // On a phone the drawer closes once an entry is chosen.
        if (phone) await expect(sidebar(page)).toBeHidden();
      }

      // The user menu (ACC-72): My Profile and Change Password.
      for (const screen of USER_MENU) {
        await page.getByRole('button', { name: t('en', 'ra:ra.auth.user_menu') }).click();
        await page.getByRole('menuitem', { name: t('en', screen.label) }).click();
        await expectScreen(page, screen);
      }
      expect(errors).toEqual([]);
    });
  }
}

for (const lng of screenLanguages('cn')) {
  test(`the console menu reads in ${lng} and navigates`, async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    await context.addCookies([{ name: 'lng', value: lng, url: baseURL! }]);
    await signInToConsole(page, DEMO.superAdmin);
    await expectScreen(page, S.dashboard, lng);
    for (const screen of STAFF_MENU) await expect(entry(page, lng, screen)).toBeVisible();
    await shot(page, testInfo, `menu-${lng}`);
    await entry(page, lng, S.vouchers).click();
    await expectScreen(page, S.vouchers, lng);

    await page.setViewportSize(PHONE);
    await page.reload();
    await expectScreen(page, S.vouchers, lng);
    await openDrawerOnPhone(page, true, lng);
    await shot(page, testInfo, `menu-phone-${lng}`);
    await entry(page, lng, S.payments).click();
    await expectScreen(page, S.payments, lng);
  });
}
