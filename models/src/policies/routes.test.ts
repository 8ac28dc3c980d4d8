import { describe, expect, it } from 'vitest';
import { ROLE } from '../constants/index';
import { canOpenRoute, findRoute, ROUTES, routesFor } from './routes';

const { SUPER_ADMIN: SA, ADMIN: AD, AGENT: AG, MEMBER: MB, ACCOUNTANT: AC } = ROLE;
const ALL = [SA, AD, AG, MB, AC];

/**
 * The ACL table of requirements.md §1.2 (ACL.d, ACL-17..49), transcribed by hand: every route with
 * its roles after the §1.14 picks (AMB-05, -06, -32). 'public' and 'role-flag' need no sign-in.
 */
const SPEC_TABLE: Array<[spec: string, roles: 'public' | 'role-flag' | number[]]> = [
  ['/', 'public'],
  ['login[/:role]', 'public'],
  ['webadmin', 'public'],
  ['agent', 'public'],
  ['client', 'public'],
  ['accountant', 'public'],
  ['register', 'public'],
  ['forgot/password', 'public'],
  ['forgot/password/{token}/request', 'public'],
  ['account/verify', 'public'],
  ['account/verify/{token}', 'public'],
  ['patent-registration', 'public'],
  ['trademark (marketing)', 'public'],
  ['price-checker', 'public'],
  ['maintenance', 'public'],
  ['404', 'public'],
  ['faq', 'role-flag'],
  ['aboutus', 'role-flag'],
  ['tm-flow', 'role-flag'],
  ['tnc', 'role-flag'],
  ['contactus', 'role-flag'],
  ['news', 'role-flag'],
  ['news-content/{id}', 'role-flag'],
  ['reviews (PUB-27)', 'public'],
  ['/dashboard/overview', ALL],
  ['user/profile', ALL],
  ['user/change/password', ALL],
  ['filing/{type}/{id?}', [MB]],
  ['report', [MB]],
  ['cart', [MB]],
  ['cart/detail/{id}', [MB]],
  ['cart/checkout', [MB]],
  ['cart/payment/response', [MB]],
  ['apply', [MB]],
  ['apply/{id}', [MB]],
  ['search', [SA, AD, MB]],
  ['search/{id}', [SA, AD, MB]],
  ['application/all', [AG, SA, AD, MB]],
  ['{type}/detail/{id}', [SA, AD, AG, MB]],
  ['delivery', [SA, AD, AG, MB]],
  ['product', [SA, AD]],
  ['product/detail/:id', [SA, AD]],
  ['trademark', [SA, AD]],
  ['patent', [SA, AD]],
  ['user/client', [SA, AD]],
  ['user/agent', [SA, AD]],
  ['user/accountant', [SA, AD]],
  ['user/create/:role', [SA, AD]],
  ['user/agent/create', [SA, AD]],
  ['user/agent/detail/:id', [SA, AD]],
  ['user/accountant/detail/:id', [SA, AD]],
  ['price', [SA, AD]],
  ['order', [SA, AD, AC]], // G-06 (ADR 048): accountants read the orders.
  ['configuration', [SA, AD]],
  ['whitelist', [SA, AD]],
  ['news*', [SA, AD]],
  ['voucher*', [SA, AD]],
  ['email*', [SA, AD]],
  ['rating', [SA, AD]],
  ['export', [SA, AD]],
  ['auditmails', [SA, AD]],
  ['product/add-new', [SA]],
  ['reported-issue', [SA]],
  ['reported-issue/:id', [SA]],
  ['preregisteragent', [SA, AD]], // ⚑AMB-06
  ['invoice-list', [SA, AD, AC]],
  ['payment', [SA, AD, AC]], // G-71, ACL-57: the staff payment list (issue 5); G-06 (ADR 048): accountants read it
  ['settlement/pending/settle', [SA, AD, AC]], // ⚑AMB-05
  ['settlement/pending/validation', [SA, AD]], // ⚑AMB-05
  ['settlement/pending/paypal', [SA, AD, AC]],
  ['pending/paypal/:id', [SA, AD, AC]],
  ['settlement/history', [SA, AD, AC]],
  ['payment/pending', [AG]],
  ['payment/settled', [AG]],
  ['application/jobs', [AG]],
  ['jobs/:type/:id', [AG]],
  ['application/history', [AG]],
  ['history/:type/:id', [AG]],
  ['user/banking/detail', [AG]],
  ['application/:id', [AG, SA, AD, MB]], // ⚑AMB-32; opened read-only to the owning customer (ADR 038)
];

const sorted = (roles: readonly number[]) => [...roles].sort((a, b) => a - b);

describe('ROUTES (the ACL route / role table)', () => {
  it('has unique keys and unique paths', () => {
    expect(new Set(ROUTES.map((r) => r.key)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('covers every route of the spec table with its roles', () => {
    for (const [spec, roles] of SPEC_TABLE) {
      const entries = ROUTES.filter((r) => r.spec === spec);
      expect(entries.length, `ROUTES has "${spec}"`).toBeGreaterThan(0);
      if (roles === 'public' || roles === 'role-flag') {
        for (const entry of entries) expect(entry.access, spec).toBe(roles);
      } else {
        const union = new Set(entries.flatMap((e) => (Array.isArray(e.access) ? (e.access as number[]) : [])));
        expect(sorted([...union]), spec).toEqual(sorted(roles));
      }
    }
    // Nothing beyond the table except the derived routes: logout, the member's order list (G-46),
    // the card-payment return pages (G-25), the public "Become our agent" form (G-52) and the
    // owner's deliver request (DLV-11..16, G-37, ADR 041), the agent's payout history (G-71) and the
    // staff audit log (G-65, ADR 053), the scheduled jobs (ADR 054), the settlement detail and summary (G-71),
    // the public deadline calendar feed (issue 18, ADR 073) and the member's renewal-cost forecast (issue 18, ADR 074) and portfolio import (issue 18, ADR 075), and two-factor sign-in (issue 18, ADR 077).
    const specs = new Set(SPEC_TABLE.map(([s]) => s));
    expect(ROUTES.filter((r) => !specs.has(r.spec)).map((r) => r.key).sort()).toEqual(
      ['logout', 'dashboard.cart.paypal.return', 'dashboard.cart.paypal.cancel', 'dashboard.cart.sandbox', 'dashboard.orders', 'agent.apply', 'dashboard.application.delivery', 'dashboard.payment.history', 'console.audit-logs', 'console.jobs', 'console.settlements.view', 'console.settlements.summary', 'calendar.feed', 'dashboard.forecast', 'dashboard.forecast.export', 'dashboard.ip.import', 'dashboard.ip.import.template', 'login.two-factor', 'login.two-factor.enrol', 'dashboard.user.two-factor', 'console.two-factor'].sort(),
    );
    for (const key of ['dashboard.cart.paypal.return', 'dashboard.cart.paypal.cancel', 'dashboard.cart.sandbox', 'dashboard.orders', 'dashboard.application.delivery', 'dashboard.forecast', 'dashboard.forecast.export', 'dashboard.ip.import', 'dashboard.ip.import.template']) {
      expect(ROUTES.find((r) => r.key === key)?.access, key).toEqual([4]);
    }
    expect(ROUTES.find((r) => r.key === 'calendar.feed')?.access).toBe('public');
  });

  it('places signed-in Remix pages under /dashboard for agents and members, console screens under /admin for staff', () => {
    for (const route of ROUTES) {
      if (!Array.isArray(route.access)) {
        expect(route.app).toBe('remix');
        continue;
      }
      if (route.app === 'remix') {
        expect(route.path.startsWith('/dashboard/'), route.key).toBe(true);
        for (const role of route.access as number[]) expect([AG, MB], route.key).toContain(role);
      } else {
        expect(route.path === '/admin' || route.path.startsWith('/admin/'), route.key).toBe(true);
        for (const role of route.access as number[]) expect([SA, AD, AC], route.key).toContain(role);
      }
    }
  });

  it('answers canOpenRoute for each role', () => {
    for (const route of ROUTES) {
      for (const role of [null, ...ALL]) {
        const expected = !Array.isArray(route.access) || (role !== null && (route.access as number[]).includes(role));
        expect(canOpenRoute(route.key, role), `${route.key} / ${role}`).toBe(expected);
      }
    }
    expect(canOpenRoute('faq', null)).toBe(true);
    expect(canOpenRoute('dashboard.overview', null)).toBe(false);
    expect(canOpenRoute('dashboard.cart', MB)).toBe(true);
    expect(canOpenRoute('dashboard.cart', AG)).toBe(false);
    expect(canOpenRoute('console.settlements.pending-validation', AC)).toBe(false);
    expect(canOpenRoute('console.settlements.pending-settle', AC)).toBe(true);
    expect(canOpenRoute('console.reported-issues', AD)).toBe(false);
    expect(canOpenRoute('console.products.create', SA)).toBe(true);
    expect(canOpenRoute('console.preregistered-agents', AG)).toBe(false);
    expect(canOpenRoute('no.such.route', SA)).toBe(false);
    expect(findRoute('dashboard.user.banking.detail')?.denied).toBe('dashboard');
  });

  it('lists the routes of a role per app', () => {
    expect(routesFor(AC, 'console').map((r) => r.key)).toEqual([
      'console.dashboard',
      'console.profile',
      'console.password',
      'console.two-factor',
      'console.orders',
      'console.orders.show',
      'console.payments',
      'console.invoices',
      'console.settlements.pending-settle',
      'console.settlements.pending-paypal',
      'console.settlements.pending-paypal.show',
      'console.settlements.history',
      'console.settlements.view',
      'console.settlements.summary',
    ]);
    expect(routesFor(AC, 'remix').every((r) => !Array.isArray(r.access))).toBe(true);
  });
});
