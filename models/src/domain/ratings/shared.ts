import type { Application } from '../../models/application';
import { User } from '../../models/user';
import { iso } from '../kernel/index';
import type { RatingJson } from '../../schemas/application-rating';

/** G-50: the console's ratings messages (namespace `applications`). */
export const RATING_LIST_FAIL = 'applications:ratings.list.fail';
export const RATING_UPDATE_FAIL = 'applications:ratings.update.fail';
export const RATING_HIDDEN = 'applications:ratings.update.hidden';
export const RATING_SHOWN = 'applications:ratings.update.shown';

export type { RatingJson } from '../../schemas/application-rating';

export function toRatingJson(application: Application): RatingJson {
  const isPublic = Boolean(application.is_public);
  return {
    id: application.id,
    reference: application.reference,
    customer_name: application.user?.name ?? null,
    customer_email: application.user?.email ?? null,
    agent_name: application.agent?.name ?? null,
    rating: Number(application.rating),
    review: application.review?.trim() ? application.review.trim() : null,
    is_anonymous: Boolean(application.is_anonymous),
    is_public: isPublic,
    rated_at: iso(application.rated_at),
    can_hide: isPublic,
    can_show: !isPublic,
  };
}

/** The customer (name, e-mail) and agent (name) a ratings row shows. */
export const ratingIncludes = () => [
  {
    model: User,
    as: 'user',
    attributes: ['id', 'name', 'email'],
    required: false,
  },
  { model: User, as: 'agent', attributes: ['id', 'name'], required: false },
];
