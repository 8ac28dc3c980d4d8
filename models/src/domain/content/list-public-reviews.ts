import { Op, type Transaction } from 'sequelize';
import { Application } from '../../models/application';
import { User } from '../../models/user';
import { keptCount } from '../kernel/counts';
import { pageMeta, pageWindow, type Paged } from './paging';

/** SYS-8, PUB-27: the reviews page shows a fixed 10 per page. */
export const REVIEWS_PER_PAGE = 10;

/** The kept count of public reviews (kept_counts.name, migration 0071). */
export const PUBLIC_REVIEWS = 'public_reviews';

export interface PublicReview {
  id: number;
  /** The reviewer's name, or their initial and asterisks when anonymous (PUB-28). */
  reviewer: string;
  anonymous: boolean;
  /** 1 to 5 stars. */
  rating: number;
  review: string | null;
  rated_at: Date | null;
  service_id: number;
  type_id: number;
}

/** PUB-28: 'Jane Tan' → 'J****'. Nothing of the name but its first letter is shown. */
export function anonymisedName(name: string | null | undefined): string {
  const first = Array.from((name ?? '').trim())[0];
  return `${first ? first.toLocaleUpperCase() : '*'}****`;
}

/**
 * listPublicReviews (PUB-27, PUB-28, G-50): the customers' ratings (1–5 stars) with their review
 * text, newest first, 10 per page, only those SA/AD have not hidden (is_public, G-50). Only the name (or its initial) leaves the server: no e-mail, no
 * reference, no user id.
 */
export async function listPublicReviews(
  input: { page?: unknown } = {},
  { transaction }: { transaction?: Transaction } = {},
): Promise<Paged<PublicReview>> {
  const { page, offset, limit } = pageWindow(input.page, REVIEWS_PER_PAGE);
  // G-50, ADR 042: a review SA/AD hid (is_public false) leaves the page. Every application is public
  // until hidden, so the rated ones are picked by rated_at (set with the rating): the count reads only
  // them, in the (is_public, rated_at, rating) index alone, without a join; the page walks the same
  // index newest first and joins the reviewers' names for its 10 rows (issue 17, migration 0060).
  // On SQLite the count is kept by triggers on applications (ADR 087, migration 0071, the same
  // predicate), so the page reads one row instead of every public review's index entry.
  const where = { is_public: true, rated_at: { [Op.ne]: null }, rating: { [Op.between]: [1, 5] } };
  const [count, rows] = await Promise.all([
    keptCount(PUBLIC_REVIEWS, () => Application.count({ where, transaction }), { transaction }),
    Application.findAll({
      where,
      attributes: ['id', 'rating', 'review', 'is_anonymous', 'rated_at', 'service_id', 'type_id', 'user_id'],
      include: [{ model: User, as: 'user', attributes: ['name'], required: false }],
      order: [
        ['rated_at', 'DESC'],
        ['id', 'DESC'],
      ],
      offset,
      limit,
      transaction,
    }),
  ]);
  const data = rows.map((application) => {
    const anonymous = Boolean(application.is_anonymous);
    const name = application.user?.name ?? '';
    const review = application.review?.trim() ? application.review.trim() : null;
    return {
      id: application.id,
      reviewer: anonymous || !name.trim() ? anonymisedName(name) : name.trim(),
      anonymous,
      rating: Number(application.rating),
      review,
      rated_at: application.rated_at ?? null,
      service_id: application.service_id,
      type_id: application.type_id,
    };
  });
  return { data, meta: pageMeta(page, REVIEWS_PER_PAGE, count, data.length) };
}
