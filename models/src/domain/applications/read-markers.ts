import type { Transaction, WhereAttributeHash } from 'sequelize';
import { ROLE } from '../../constants/index';
import { Application } from '../../models/application';

/**
 * Per-party read markers (AGT-7, issue 13, ADR 032): the customer, the assigned agent and staff each
 * have their own. A new history entry (a step, a payment move, a cancel…) marks the application
 * unread for every party but the one who wrote it (read for them); opening it marks it read for the opener. The
 * markers never touch `updated_at` (the agent's lists sort by it: reading is not a change).
 */
export type ReadParty = 'customer' | 'agent' | 'staff';

export const READ_MARKER: Readonly<Record<ReadParty, 'read_by_customer' | 'read_by_agent' | 'read_by_staff'>> = {
  customer: 'read_by_customer',
  agent: 'read_by_agent',
  staff: 'read_by_staff',
};

/** The party a role reads as: members are customers, agents agents, SA/AD/accountants staff; anyone else none. */
export function readPartyOf(roleId: number | null | undefined): ReadParty | null {
  switch (Number(roleId)) {
    case ROLE.MEMBER:
      return 'customer';
    case ROLE.AGENT:
      return 'agent';
    case ROLE.SUPER_ADMIN:
    case ROLE.ADMIN:
    case ROLE.ACCOUNTANT:
      return 'staff';
    default:
      return null;
  }
}

/** A new history entry: unread for every party except `by`, who wrote it and so has read it (null: the system wrote it, unread for all). */
export async function markUnreadForOthers(applicationId: number, by: ReadParty | null, transaction: Transaction): Promise<void> {
  const patch = Object.fromEntries((Object.keys(READ_MARKER) as ReadParty[]).map((party) => [READ_MARKER[party], party === by]));
  await Application.update(patch, { where: { id: applicationId }, transaction, silent: true });
}

/**
 * Opening: read for `party`. True when the marker changed. `owner` (e.g. the customer's user_id)
 * narrows the write to their own application, so the caller need not read it first.
 */
export async function markReadBy(applicationId: number, party: ReadParty, transaction?: Transaction, owner: WhereAttributeHash = {}): Promise<boolean> {
  const marker = READ_MARKER[party];
  const [changed] = await Application.update({ [marker]: true }, { where: { ...owner, id: applicationId, [marker]: false }, transaction, silent: true });
  return changed > 0;
}
