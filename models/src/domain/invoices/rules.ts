import { ROLE } from '../../constants/index';
import type { Actor } from '../kernel/index';

/** Staff who may read every invoice (G-45, ACL-39): super admins, admins, accountants. */
const STAFF_READERS: readonly number[] = [ROLE.SUPER_ADMIN, ROLE.ADMIN, ROLE.ACCOUNTANT];

/** Whether `actor` may read (and so have issued) the invoice of an order owned by `ownerId`: its owner (role 4) or staff (1, 2, 5). */
export function canReadInvoice(actor: Actor, ownerId: number): boolean {
  const role = Number(actor.role_id);
  return STAFF_READERS.includes(role) || (role === ROLE.MEMBER && actor.id === ownerId);
}
