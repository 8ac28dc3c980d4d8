import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { CartItem } from '../../models/cart-item';
import type { User } from '../../models/user';
import { countOf, countTogetherFor } from '../kernel/counts';
import { NOTIFICATION_KINDS, notificationCounts, type NotificationSummary } from './notification-summary';

export interface ShellCounts {
  /** The navbar's cart badge (members; null for other roles). */
  cartCount: number | null;
  /** The sidebar's notification dots (notificationSummary). */
  summary: NotificationSummary;
}

/**
 * The numbers of the signed-in shell around every dashboard page — the cart badge and the sidebar
 * dots — in one statement (issue 17: the shell's fixed reads do not cost a statement per number),
 * written once per role (countTogetherFor).
 */
export async function shellCounts({ actor }: { actor: Pick<User, 'id' | 'role_id'> | null | undefined }): Promise<ShellCounts> {
  if (!actor) throw new AppError('UNAUTHORIZED', 'auth:session_expired');
  const isMember = actor.role_id === ROLE.MEMBER;
  const { cart, ...summary } = await countTogetherFor(`shell:${actor.role_id}`, actor.id, (owner) => ({
    ...notificationCounts(actor.role_id, owner),
    cart: isMember ? countOf(CartItem, { where: { user_id: owner } }) : null,
  }));
  return { cartCount: isMember ? cart : null, summary: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, summary[kind]])) as NotificationSummary };
}
