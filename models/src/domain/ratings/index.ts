/** G-50 (ADR 045): the console's ratings list and review moderation (is_public). */
export { RATING_HIDDEN, RATING_LIST_FAIL, RATING_SHOWN, RATING_UPDATE_FAIL, type RatingJson } from './shared';
export { listRatings, type ListRatingsInput } from './list-ratings';
export { getRating } from './get-rating';
export { setRatingVisibility, type SetRatingVisibilityInput } from './set-rating-visibility';
