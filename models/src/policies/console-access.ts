import { ROLE, STAFF_ROLES, type RoleId } from '../constants/index';

/**
 * Who works where (DESIGN §1, ACL): super admins, admins and accountants use the react-admin console
 * at /admin; agents and members use the Remix dashboard.
 */
export const CONSOLE_ROLES: readonly RoleId[] = STAFF_ROLES;

export function usesConsole(roleId: number): boolean {
  return (CONSOLE_ROLES as readonly number[]).includes(roleId);
}

/** Where a signed-in user lands. */
export function landingPathFor(roleId: number): string {
  return usesConsole(roleId) ? '/admin' : '/dashboard/overview';
}

/** The login page that belongs to a role (logout redirects, expired sessions). */
export function loginPathFor(roleId: number | null | undefined): string {
  switch (roleId) {
    case ROLE.AGENT:
      return '/login?role=agent';
    case ROLE.MEMBER:
      return '/login?role=client';
    case ROLE.ACCOUNTANT:
      return '/login?role=accountant';
    default:
      return '/webadmin';
  }
}

/** The staff sign-in page for a `role` query value (/admin/login?role=…): the accountant login, else /webadmin. */
export function staffSignInPath(role: string | null | undefined): string {
  return loginPathFor(String(role ?? '').toLowerCase() === 'accountant' ? ROLE.ACCOUNTANT : ROLE.ADMIN);
}
