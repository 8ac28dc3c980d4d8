import { ROLE, ROUTES, shellCounts, type User } from '@iprenew/models';

import type { ShellData, ShellUser } from '~/components/shell/DashboardShell';

/** The `nav:` key of a user's role label (ACC-73: members read Personal or Company). */
export function roleLabelKey(user: Pick<User, 'role_id' | 'type'>): string {
  if (user.role_id === ROLE.MEMBER) return user.type === 'Company' ? 'roles.company' : 'roles.personal';
  return `roles.${user.role_id}`;
}

/** The name, or the e-mail when there is none (ACC-72). */
export function displayName(user: Pick<User, 'name' | 'email'>): string {
  return user.name?.trim() || user.email;
}

export function shellUser(user: Pick<User, 'name' | 'email' | 'role_id' | 'type'>): ShellUser {
  return { displayName: displayName(user), roleLabel: roleLabelKey(user), roleId: user.role_id };
}

/**
 * Everything the navbar and sidebar need for the signed-in user: the sidebar's sections are made from
 * the role and the unread counts where they are drawn (sidebarFor), not sent with every page (issue 17).
 */
export async function shellData(user: User, impersonator: Pick<User, 'name' | 'email'> | null): Promise<ShellData> {
  const { cartCount, summary } = await shellCounts({ actor: user });
  return {
    user: shellUser(user),
    cartCount,
    impersonator: impersonator ? { displayName: displayName(impersonator) } : null,
    notifications: summary,
  };
}


function matches(pattern: string, pathname: string): boolean {
  let source = '';
  for (const part of pattern.split('/').filter(Boolean)) {
    if (part.startsWith(':') && part.endsWith('?')) source += '(?:/[^/]+)?';
    else if (part.startsWith(':')) source += '/[^/]+';
    else source += `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  }
  return new RegExp(`^${source}/?$`).test(pathname);
}

/** The policy key of a /dashboard path (static paths win over parameterised ones). */
export function routeKeyForPath(pathname: string): string {
  const remix = ROUTES.filter((route) => route.app === 'remix' && route.path.startsWith('/dashboard/'));
  const exact = remix.find((route) => route.path === pathname.replace(/\/$/, ''));
  if (exact) return exact.key;
  const pattern = remix.find((route) => route.path.includes(':') && matches(route.path, pathname));
  return pattern?.key ?? 'dashboard.overview';
}
