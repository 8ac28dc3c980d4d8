import { useGetOne } from 'react-admin';
import { useAllowed } from './permissions';

/**
 * The console menu's notification dots (ACL-15, G-58): GET /api/admin/notifications/me answers the
 * signed-in staff member's counts (models/src/domain/account/notification-summary.ts). A menu entry
 * shows a dot when one of the kinds it lists is above 0.
 */
export type NotificationCounts = Record<string, number>;

/** Menu target (access/menu.ts) → the counts whose items that screen holds. */
export const MENU_NOTIFY: Readonly<Record<string, readonly string[]>> = {
  applications: ['applications', 'payments'],
  'settlements-pending-settle': ['settlements'],
  'settlements-pending-validation': ['proofs'],
  'preregistered-agents': ['preregistrations'],
  'reported-issues': ['reports'],
};

/** The count shown beside a menu entry: the sum of its kinds. */
export function unreadFor(target: string, counts: NotificationCounts | null): number {
  return (MENU_NOTIFY[target] ?? []).reduce((sum, kind) => sum + (Number(counts?.[kind]) || 0), 0);
}

const REFRESH_MS = 60_000;

/**
 * The counts (GET /api/admin/notifications/me through getOne): read when the console starts, again on
 * every react-admin refresh (a deletion, a block, a saved form) and once a minute; null until the
 * first answer. A failed read keeps the last counts quietly: the dots are a hint, the lists the truth.
 */
export function useNotificationCounts(): NotificationCounts | null {
  const allowed = useAllowed('notifications', 'read');
  const { data } = useGetOne<{ id: string } & NotificationCounts>(
    'notifications',
    { id: 'me' },
    { enabled: allowed, refetchInterval: REFRESH_MS, retry: false },
  );
  return allowed && data ? data : null;
}
