import { ROLE, type RoleId } from '../constants/index';

/**
 * Who may call each /api/admin resource and custom action (ACL-9: the server enforces the same role
 * lists as the screens; ACL-50..59). Browser-safe. Read by requireApi (remix-app/app/lib/api.server.ts)
 * and by the console (canAccess, hiding buttons — never the check itself).
 *
 * Actions: the REST verbs of ra-data-simple-rest — list (GET /r), read (GET /r/:id), create (POST /r),
 * update (PUT /r/:id), delete (DELETE /r/:id) — and named custom actions (POST /r/:id/<action>).
 */
const { SUPER_ADMIN: SA, ADMIN: AD, ACCOUNTANT: AC } = ROLE;
const STAFF = [SA, AD] as const;
const CONSOLE = [SA, AD, AC] as const;
const crud = (roles: readonly RoleId[]) => ({ list: roles, read: roles, create: roles, update: roles, delete: roles });
const readOnly = (roles: readonly RoleId[]) => ({ list: roles, read: roles });

export const RESOURCES = {
  // ACL-33..35, ACL-55: users by role (customers 4, agents 3, accountants 5). No delete (block instead).
  customers: { list: STAFF, read: STAFF, create: STAFF, update: STAFF },
  agents: { list: STAFF, read: STAFF, create: STAFF, update: STAFF },
  accountants: { list: STAFF, read: STAFF, create: STAFF, update: STAFF },
  // ACL-36 ⚑AMB-06: SA and AD.
  'preregistered-agents': { list: STAFF, read: STAFF, delete: STAFF },
  // ACL-56, ACC-66, ACC-47: POST /api/admin/users/:id/<action>.
  // ADR 078: turning off a user's lost second factor.
  users: { block: STAFF, unblock: STAFF, impersonate: STAFF, 'resend-password': STAFF, 'reset-two-factor': STAFF },
  // ACL-21: the staff member's own account (console side of user/profile and user/change/password).
  profile: { read: CONSOLE, update: CONSOLE, password: CONSOLE },
  // ACL-15, G-58: the console menu's notification dots (GET /api/admin/notifications, the user's own counts).
  notifications: { read: CONSOLE },
  // G-47: the staff overview's cards (GET /api/admin/overview/me; each card only for a list the viewer may open).
  overview: { read: CONSOLE },
  // Issue 16 (ADR 054): the scheduled jobs' last runs (SA, AD); "run now" is the super admin's.
  jobs: { list: STAFF, run: [SA] },
  // G-40: maintenance mode is the super admin's switch.
  maintenance: { read: [SA], update: [SA] },
  // ACL-37 ⚑AMB-04, ADM-70: SA and AD open configuration (with the payment configuration and the
  // countries in service, ADM-68, ADM-69); only SA saves. GET/PUT one document each.
  configuration: { read: STAFF, update: [SA] },
  'payment-configuration': { read: STAFF, update: [SA] },
  // CAT-23: the console's country and state pickers; POST /countries/set-in-service saves the whole set.
  countries: { list: STAFF, 'set-in-service': [SA] },
  states: { list: STAFF },
  // ACL-30, ACL-31 (add product: SA only), ACL-56 (default agent), CAT-18 (activate / deactivate).
  products: { list: STAFF, read: STAFF, create: [SA], update: STAFF, 'set-default-agent': STAFF, activate: STAFF, deactivate: STAFF },
  // CAT-22: a product's documents are edited with the product (PUT /api/admin/documents/:id).
  documents: { update: STAFF },
  // ACL-27, ACL-45 ⚑AMB-32, ACL-56 (assign / reassign; G-17 change-agent is reassign), G-49 (cancel with a reason),
  // G-18 (update: the staff edit), G-45 (file: GET /applications/:id/files/:fileId, a search request's report too).
  applications: { list: STAFF, read: STAFF, update: STAFF, assign: STAFF, reassign: STAFF, cancel: STAFF, file: STAFF },
  // ACL-28, ACL-32, ACL-56 (transfer owner, hide / restore), G-31 (Set Renewal Notification; the agent's side is a Remix page).
  'ip-records': { list: STAFF, read: STAFF, update: STAFF, transfer: STAFF, delete: STAFF, restore: STAFF, 'renewal-notification': STAFF },
  searches: readOnly(STAFF),
  deliveries: { list: STAFF, read: STAFF, update: STAFF },
  // ACL-37, DLV-17/18: the delivery price table, read and stored whole (POST replaces it).
  'delivery-prices': { list: STAFF, update: STAFF },
  // G-06 (ADR 048): accountants read the orders.
  orders: readOnly(CONSOLE),
  // ACL-37, ADM-63..65, G-11: the whitelist, read and stored whole (POST replaces it).
  whitelists: { list: STAFF, update: STAFF },
  news: crud(STAFF),
  vouchers: crud(STAFF),
  emails: crud(STAFF),
  // G-50 (ADR 045): the ratings list; update is the is_public flag (hide / show a review).
  ratings: { list: STAFF, read: STAFF, update: STAFF },
  exports: { list: STAFF, read: STAFF, create: STAFF },
  // ACL-54: resend audit mails is SA only.
  'audit-mails': { list: STAFF, read: STAFF, resend: [SA] },
  // ACL-38 ⚑AMB-38: reported issues and their status toggle are SA only.
  'reported-issues': { list: [SA], read: [SA], update: [SA] },
  // ACL-39.
  invoices: readOnly(CONSOLE),
  // ACL-57: payment review, approve / reject pay-later, update to success, the receipt (slip file).
  // G-14, G-15: regenerate invoice (Success rows) and the slip file (GET /payments/:id/slip).
  // G-06 (ADR 048): accountants read the payments and regenerate invoices; nothing else.
  payments: { list: CONSOLE, read: CONSOLE, verify: STAFF, reject: STAFF, 'update-to-success': STAFF, 'regenerate-invoice': CONSOLE, 'mark-refunded': STAFF, slip: STAFF },
  // ACL-46..48 ⚑AMB-05: settle / paypal / history SA, AD, AC; validation SA, AD (never AC).
  'settlements-pending-settle': readOnly(CONSOLE),
  'settlements-pending-validation': readOnly(STAFF),
  'settlements-pending-paypal': readOnly(CONSOLE),
  'settlement-history': readOnly(CONSOLE),
  // SET-32, G-71: the agent settlement summary and its chart (settlement/summary).
  'settlement-summary': { list: CONSOLE },
  // ACL-58 (set paid: SA, AD, AC), ACL-57 (validate proof / ask for a re-upload: SA, AD).
  settlements: { 'set-paid': CONSOLE, 'validate-proof': STAFF, reupload: STAFF },
  // G-65: the staff audit log.
  'audit-logs': readOnly(STAFF),
} as const satisfies Record<string, Record<string, readonly RoleId[]>>;

export type ResourceName = keyof typeof RESOURCES;
export type ResourceAction<R extends ResourceName = ResourceName> = R extends ResourceName ? keyof (typeof RESOURCES)[R] & string : never;

export function isResourceName(value: unknown): value is ResourceName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(RESOURCES, value);
}

/** Roles allowed to run `action` on `resource` ([] for unknown ones). */
export function resourceRoles(resource: string, action: string): readonly RoleId[] {
  if (!isResourceName(resource)) return [];
  const actions = RESOURCES[resource] as Record<string, readonly RoleId[]>;
  return Object.prototype.hasOwnProperty.call(actions, action) ? actions[action]! : [];
}

/** Whether a user of `roleId` may run `action` on the /api/admin `resource`. Unknown resources or actions: false. */
export function canUseResource(resource: string, action: string, roleId: number | null | undefined): boolean {
  if (roleId === null || roleId === undefined) return false;
  return (resourceRoles(resource, action) as readonly number[]).includes(roleId);
}

/** ACL-3: the account with id 1 (the install's first staff account). */
export const FIRST_USER_ID = 1;

/**
 * The role a user acts with on a resource. ACL-3: on the product list (the `products` resource and
 * its screens) user id 1 counts as a Super Admin when they are staff who may open that list (a
 * super admin or an admin); everywhere else, and for anyone else, it is their own role (ADR 018).
 */
export function resourceRoleOf(user: { id: number | string; role_id: number }, resource: string): number {
  const staff = user.role_id === ROLE.SUPER_ADMIN || user.role_id === ROLE.ADMIN;
  return resource === 'products' && Number(user.id) === FIRST_USER_ID && staff ? ROLE.SUPER_ADMIN : user.role_id;
}

/** canUseResource for a signed-in user (their id counts on the product list, ACL-3). */
export function canUserUseResource(user: { id: number | string; role_id: number } | null | undefined, resource: string, action: string): boolean {
  return !!user && canUseResource(resource, action, resourceRoleOf(user, resource));
}
