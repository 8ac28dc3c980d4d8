import { ROLE } from '../constants/index';

/**
 * Record ownership (ACL-52, ACL-62, G-45). Browser-safe.
 * - A member (4) owns records whose `user_id` is theirs (applications, orders, carts, reports…).
 * - An agent (3) owns records assigned to them (`agent_id`: jobs, settlements…), and records whose
 *   `user_id` is theirs (their own profile-level rows, e.g. payouts).
 * - Staff own nothing by this rule; whether they may act is a role question (RESOURCES).
 */
export interface OwnerLike {
  id: number;
  role_id: number;
}

export interface OwnedRecord {
  user_id?: number | null;
  agent_id?: number | null;
}

const same = (a: number | null | undefined, b: number) => a !== null && a !== undefined && Number(a) === b;

export function ownsRecord(user: OwnerLike | null | undefined, record: OwnedRecord | null | undefined): boolean {
  if (!user || !record) return false;
  switch (user.role_id) {
    case ROLE.MEMBER:
      return same(record.user_id, user.id);
    case ROLE.AGENT:
      return same(record.agent_id, user.id) || same(record.user_id, user.id);
    default:
      return false;
  }
}

/** Super admins and admins may see every record (ACL-55); everyone else only the ones they own. */
export function canAccessRecord(user: OwnerLike | null | undefined, record: OwnedRecord | null | undefined): boolean {
  if (!user || !record) return false;
  if (user.role_id === ROLE.SUPER_ADMIN || user.role_id === ROLE.ADMIN) return true;
  return ownsRecord(user, record);
}
