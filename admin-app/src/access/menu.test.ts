import { describe, expect, it } from 'vitest';
import { ROLE } from '@iprenew/models/browser';
import { BUILT_TARGETS, MENU, visibleMenu } from './menu';
import { findRoute } from './policies';

const ALL_TARGETS = new Set(MENU.map((entry) => entry.target));
const targets = (roleId: number | null, built?: ReadonlySet<string>) => visibleMenu(roleId, built).map((e) => e.target);

describe('the sidebar config (ACL-11)', () => {
  it('lists the admin sidebar entries in the spec order, with the search requests after the applications and the payment and order lists after the invoices', () => {
    expect(MENU.map((e) => e.specPath)).toEqual([
      '/dashboard/overview',
      'product',
      'application/all',
      'search',
      'settlement/pending/settle',
      'settlement/pending/validation',
      'settlement/pending/paypal',
      'settlement/history',
      'settlement/summary',
      'trademark',
      'patent',
      'user/client',
      'user/agent',
      'user/accountant',
      'preregisteragent',
      'delivery',
      'price',
      'configuration',
      'whitelist',
      'reported-issue',
      'invoice-list',
      'payment',
      'order',
      'auditmails',
      'audit-log',
      'jobs',
      'news',
      'email',
      'rating',
      'export',
      'voucher',
    ]);
  });

  it('takes every entry from a console route of the shared route table, with that route’s path', () => {
    for (const entry of MENU) {
      const route = findRoute(entry.routeKey);
      expect(route?.app, entry.routeKey).toBe('console');
      expect(`/admin${entry.to === '/' ? '' : entry.to}`).toBe(route?.path);
    }
  });
});

describe('visibleMenu in this build (ACL-10)', () => {
  it('shows super admins and admins the built screens in order', () => {
    const expected = ['dashboard', 'products', 'applications', 'searches', 'settlements-pending-settle', 'settlements-pending-validation', 'settlements-pending-paypal', 'settlement-history', 'settlement-summary', 'trademarks', 'patents', 'customers', 'agents', 'accountants', 'preregistered-agents', 'deliveries', 'prices', 'configuration', 'whitelists', 'invoices', 'payments', 'orders', 'audit-mails', 'audit-logs', 'jobs', 'news', 'emails', 'ratings', 'exports', 'vouchers'];
    // ACL-13: reported issues are the super admin's only.
    const superAdmin = [...expected.slice(0, expected.indexOf('invoices')), 'reported-issues', ...expected.slice(expected.indexOf('invoices'))];
    expect(targets(ROLE.SUPER_ADMIN)).toEqual(superAdmin);
    expect(targets(ROLE.ADMIN)).toEqual(expected);
  });

  it('shows accountants the dashboard, the invoices and — read-only (G-06, ADR 048) — the payments and orders; no user management', () => {
    expect(targets(ROLE.ACCOUNTANT)).toEqual(['dashboard', 'settlements-pending-settle', 'settlements-pending-paypal', 'settlement-history', 'settlement-summary', 'invoices', 'payments', 'orders']);
  });

  it('shows nothing to agents, members or nobody (they never use the console)', () => {
    expect(targets(ROLE.AGENT)).toEqual([]);
    expect(targets(ROLE.MEMBER)).toEqual([]);
    expect(targets(null)).toEqual([]);
  });

  it('has every sidebar entry built (issue 16: the console has no pending screen left)', () => {
    expect(MENU.filter((entry) => !BUILT_TARGETS.has(entry.target)).map((entry) => entry.target)).toEqual([]);
    expect(targets(ROLE.SUPER_ADMIN, new Set(['dashboard']))).toEqual(['dashboard']);
  });
});

describe('visibleMenu once every screen exists', () => {
  it('hides settlement/pending/validation from accountants (ACL-12) and shows them settlements, invoices and — read-only, G-06 — payments and orders', () => {
    expect(targets(ROLE.ACCOUNTANT, ALL_TARGETS)).toEqual([
      'dashboard',
      'settlements-pending-settle',
      'settlements-pending-paypal',
      'settlement-history',
      'settlement-summary',
      'invoices',
      'payments',
      'orders',
    ]);
  });

  it('shows reported-issue to super admins only (ACL-13)', () => {
    expect(targets(ROLE.SUPER_ADMIN, ALL_TARGETS)).toContain('reported-issues');
    expect(targets(ROLE.ADMIN, ALL_TARGETS)).not.toContain('reported-issues');
    expect(targets(ROLE.SUPER_ADMIN, ALL_TARGETS)).toHaveLength(MENU.length);
    expect(targets(ROLE.ADMIN, ALL_TARGETS)).toHaveLength(MENU.length - 1);
  });
});
