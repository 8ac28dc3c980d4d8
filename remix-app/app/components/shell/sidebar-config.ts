import { canOpenRoute, ROLE } from '@iprenew/models/browser';
import type { NotificationKind, NotificationSummary } from '@iprenew/models';
import type { ShellIconName } from './ShellIcons';

/**
 * The Remix dashboard's sidebar (ACL-10, ACL-16), in one place. Each entry names its route key in
 * the policy table (models/src/policies/routes.ts) — a link shows only when canOpenRoute(key, role)
 * — and whether the page exists in this build (`built`). Later issues switch entries on by setting
 * `built: true` when they add the route. Labels are `nav:sidebar.items.<label>`.
 *
 * Staff (1, 2, 5) work in the console (/admin), whose menu is admin-app's; the labels of the ACL-11
 * admin entries are in the same namespace for it.
 */
export type SidebarGroup = 'main' | 'services' | 'account';

export interface SidebarEntry {
  key: string;
  href: string;
  label: string;
  icon: ShellIconName;
  group: SidebarGroup;
  built: boolean;
  /** Built for these roles only (a page shared by agents and members whose other side comes later). */
  builtFor?: readonly number[];
  /** The notification counts (ACL-15, G-58) whose items this page holds: a dot shows when one is above 0. */
  notify?: readonly NotificationKind[];
}

export const SIDEBAR: readonly SidebarEntry[] = [
  { key: 'dashboard.overview', href: '/dashboard/overview', label: 'overview', icon: 'overview', group: 'main', built: true },

  // Members (ACL-16): applications, search, apply, cart, report, delivery; renewal filing.
  { key: 'dashboard.application.all', href: '/dashboard/application/all', label: 'applicationAll', icon: 'applications', group: 'services', built: true, notify: ['applications'] },
  { key: 'dashboard.filing', href: '/dashboard/filing/trademark', label: 'filing', icon: 'renewal', group: 'services', built: true },
  { key: 'dashboard.search', href: '/dashboard/search', label: 'search', icon: 'search', group: 'services', built: true },
  { key: 'dashboard.apply', href: '/dashboard/apply', label: 'apply', icon: 'apply', group: 'services', built: true },
  { key: 'dashboard.cart', href: '/dashboard/cart', label: 'cart', icon: 'cart', group: 'services', built: true },
  { key: 'dashboard.orders', href: '/dashboard/orders', label: 'orders', icon: 'payment', group: 'services', built: true, notify: ['payments'] },
  // Issue 18 (ADR 074): the renewal-cost forecast.
  { key: 'dashboard.forecast', href: '/dashboard/forecast', label: 'forecast', icon: 'forecast', group: 'services', built: true },
  // Agents (ACL-42..44, 49).
  { key: 'dashboard.application.jobs', href: '/dashboard/application/jobs', label: 'jobs', icon: 'applications', group: 'services', built: true, notify: ['jobs'] },
  { key: 'dashboard.application.history', href: '/dashboard/application/history', label: 'history', icon: 'history', group: 'services', built: true },
  { key: 'dashboard.payment.pending', href: '/dashboard/payment/pending', label: 'paymentPending', icon: 'payment', group: 'services', built: true, notify: ['settlements'] },
  { key: 'dashboard.payment.settled', href: '/dashboard/payment/settled', label: 'paymentSettled', icon: 'settled', group: 'services', built: true },
  { key: 'dashboard.payment.history', href: '/dashboard/payment/history', label: 'paymentHistory', icon: 'history', group: 'services', built: true },
  // Both (ACL-29).
  { key: 'dashboard.delivery', href: '/dashboard/delivery', label: 'delivery', icon: 'delivery', group: 'services', built: true, notify: ['deliveries'] },
  { key: 'dashboard.report', href: '/dashboard/report', label: 'report', icon: 'report', group: 'services', built: true, notify: ['reports'] },
  { key: 'dashboard.user.banking.detail', href: '/dashboard/user/banking/detail', label: 'bankingDetail', icon: 'bank', group: 'account', built: true },

  { key: 'dashboard.user.profile', href: '/dashboard/user/profile', label: 'profile', icon: 'profile', group: 'account', built: true },
  { key: 'dashboard.user.change.password', href: '/dashboard/user/change/password', label: 'changePassword', icon: 'lock', group: 'account', built: true },
];

export interface SidebarSection {
  group: SidebarGroup;
  /** `nav:sidebar.groups.<title>` — the services group reads "My work" for agents. */
  title: string;
  items: (Pick<SidebarEntry, 'key' | 'href' | 'label' | 'icon'> & { unread: number })[];
}

/** The sum of the counts an entry shows a dot for. */
export function unreadOf(entry: Pick<SidebarEntry, 'notify'>, summary: Partial<NotificationSummary> | null): number {
  return (entry.notify ?? []).reduce((sum, kind) => sum + (summary?.[kind] ?? 0), 0);
}

/** The sections a role sees: only routes it may open and that exist in this build, with their unread counts. */
export function sidebarFor(
  roleId: number,
  summary: Partial<NotificationSummary> | null = null,
  entries: readonly SidebarEntry[] = SIDEBAR,
): SidebarSection[] {
  const groups: SidebarGroup[] = ['main', 'services', 'account'];
  return groups
    .map((group) => ({
      group,
      title: group === 'services' && roleId === ROLE.AGENT ? 'work' : group,
      items: entries
        .filter((entry) => entry.group === group && entry.built && (!entry.builtFor || entry.builtFor.includes(roleId)) && canOpenRoute(entry.key, roleId))
        .map((entry) => ({ key: entry.key, href: entry.href, label: entry.label, icon: entry.icon, unread: unreadOf(entry, summary) })),
    }))
    .filter((section) => section.items.length > 0);
}
