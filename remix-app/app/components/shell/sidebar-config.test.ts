import { describe, expect, it } from 'vitest';
import { ROLE } from '@iprenew/models/browser';
import { SIDEBAR, sidebarFor, unreadOf, type SidebarEntry } from './sidebar-config';

/** ACL-15: the Remix sidebar carries the notification counts of the pages that hold the items. */
const ALL_BUILT: SidebarEntry[] = SIDEBAR.map(({ builtFor: _side, ...entry }) => ({ ...entry, built: true }));
const items = (roleId: number, summary: Parameters<typeof sidebarFor>[1]) =>
  Object.fromEntries(sidebarFor(roleId, summary, ALL_BUILT).flatMap((s) => s.items.map((i) => [i.key, i.unread])));

describe('sidebar notification counts (ACL-15, G-58)', () => {
  it('puts a customer’s counts on Applications, Delivery and Report, nowhere else', () => {
    const got = items(ROLE.MEMBER, { applications: 2, deliveries: 1, reports: 4, jobs: 5 });
    expect(got['dashboard.application.all']).toBe(2);
    expect(got['dashboard.delivery']).toBe(1);
    expect(got['dashboard.report']).toBe(4);
    expect(got['dashboard.application.jobs']).toBeUndefined();
    const others = Object.entries(got).filter(([key]) => !['dashboard.application.all', 'dashboard.delivery', 'dashboard.report'].includes(key));
    expect(others.every(([, unread]) => unread === 0)).toBe(true);
  });

  it('puts an agent’s jobs, deliveries and settlements on My Jobs, Delivery and Pending Payments', () => {
    const got = items(ROLE.AGENT, { jobs: 3, deliveries: 1, settlements: 2, applications: 9 });
    expect(got['dashboard.application.jobs']).toBe(3);
    expect(got['dashboard.delivery']).toBe(1);
    expect(got['dashboard.payment.pending']).toBe(2);
  });

  it('shows no counts without a summary, and only for built pages', () => {
    expect(Object.values(items(ROLE.MEMBER, null)).every((unread) => unread === 0)).toBe(true);
    const built = sidebarFor(ROLE.MEMBER, { applications: 2 }).flatMap((s) => s.items.map((i) => i.key));
    expect(built).not.toContain(SIDEBAR.find((e) => !e.built)?.key);
  });

  it('shows Delivery to agents and customers (ACL-29, ADR 041), and Banking Detail to agents (ACL-49)', () => {
    const keys = (roleId: number) => sidebarFor(roleId).flatMap((s) => s.items.map((i) => i.key));
    expect(keys(ROLE.AGENT)).toEqual(expect.arrayContaining(['dashboard.delivery', 'dashboard.user.banking.detail']));
    expect(keys(ROLE.MEMBER)).toContain('dashboard.delivery');
    expect(keys(ROLE.MEMBER)).not.toContain('dashboard.user.banking.detail');
  });

  it('adds the kinds an entry lists', () => {
    expect(unreadOf({ notify: ['applications', 'payments'] }, { applications: 1, payments: 2 })).toBe(3);
    expect(unreadOf({}, { applications: 1 })).toBe(0);
  });
});
