import { canOpenRoute, canUseResource, findRoute, resourceRoleOf } from './policies';

/**
 * react-admin's authProvider.canAccess, from the shared policies (DESIGN §2: Remix guards, REST
 * resources and react-admin's canAccess all read them; hiding a button is never the check — the
 * server answers 403 as well).
 *
 * react-admin asks with its own action names (list, show, create, edit, delete, export) on the
 * console's resource names, which are the /api/admin resource names. The screen must be open to the
 * role in the route table (console.<resource>[.create|.edit|.show]) when the table has it, and the
 * role must be allowed the matching API action (list, read, create, update, delete). Custom actions
 * (block, unblock, impersonate, resend-password, reset-two-factor on 'users') pass through as they are. Anything
 * unknown is denied.
 */
export const RA_ACTION_TO_API: Readonly<Record<string, string>> = {
  list: 'list',
  show: 'read',
  edit: 'update',
  create: 'create',
  delete: 'delete',
  export: 'list',
};

const ROUTE_SUFFIX: Readonly<Record<string, string>> = {
  list: '',
  export: '',
  create: '.create',
  edit: '.edit',
  show: '.show',
};

/** Screens that do not exist for a resource whatever the role (ADM-3: no View on customer rows). */
const NO_SCREEN: Readonly<Record<string, readonly string[]>> = {
  customers: ['show', 'edit', 'create', 'delete'],
  'preregistered-agents': ['show', 'edit', 'create'],
};

export interface AccessQuery {
  resource: string;
  action: string;
}

/** canAccessConsole for the signed-in user: user id 1 counts as a Super Admin on the product list (ACL-3). */
export function canUserAccessConsole(query: AccessQuery, user: { id: number | string; role_id: number } | null | undefined): boolean {
  if (!user) return false;
  return canAccessConsole(query, resourceRoleOf(user, query.resource.split('.')[0] ?? query.resource));
}

export function canAccessConsole({ resource, action }: AccessQuery, roleId: number | null | undefined): boolean {
  if (typeof roleId !== 'number') return false;
  // react-admin asks e.g. 'customers.status_id' for fields; the resource part decides.
  const base = resource.split('.')[0] ?? resource;
  if (NO_SCREEN[base]?.includes(action)) return false;
  const suffix = ROUTE_SUFFIX[action];
  if (suffix !== undefined) {
    const routeKey = `console.${base}${suffix}`;
    if (findRoute(routeKey) && !canOpenRoute(routeKey, roleId)) return false;
  }
  return canUseResource(base, RA_ACTION_TO_API[action] ?? action, roleId);
}
