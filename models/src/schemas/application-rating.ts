import { z } from 'zod';
import { blank } from './preprocess';

/**
 * The customer's rating form (POR-32..34, ADR 042): stars 1–5 (0 or none chosen is 'Rating is
 * Required', POR-33), an optional review and is_anonymous. Browser-safe; messages are keys of the
 * `applications` namespace.
 */
const msg = (key: string) => ({ error: `applications:customer.rate.${key}` });

export const REVIEW_MAX = 1000;
export const RATING_STARS = [1, 2, 3, 4, 5] as const;

const stars = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? 0 : typeof value === 'string' ? Number(value.trim()) : value),
  z.number(msg('required')).int(msg('required')).min(1, msg('required')).max(5, msg('required')),
);
const flag = z.preprocess((value) => value === true || value === 1 || value === '1' || value === 'on' || value === 'true', z.boolean());

export const applicationRatingSchema = z.object({
  rating: stars,
  review: z.preprocess(blank, z.string(msg('review_too_long')).trim().max(REVIEW_MAX, msg('review_too_long')).optional()),
  is_anonymous: flag,
});
export type ApplicationRatingInput = z.infer<typeof applicationRatingSchema>;

/**
 * G-50, ADM (ratings list): the console's ratings list filters — is_public (1 shown, 0 hidden),
 * rating (1–5 stars) and q (reference, customer name or e-mail). Bounded; anything else is refused.
 */
const toFlag = (value: unknown) =>
  value === true || value === 1 || value === '1' || value === 'true' ? true : value === false || value === 0 || value === '0' || value === 'false' ? false : value;
const filterFlag = z.preprocess((value) => (value === undefined || value === null || value === '' ? undefined : toFlag(value)), z.boolean().optional());
export const RATING_SORT_FIELDS = ['rated_at', 'rating', 'reference', 'id'] as const;
export type RatingSortField = (typeof RATING_SORT_FIELDS)[number];
export const ratingListFilterSchema = z.object({
  is_public: filterFlag,
  // Only a number or a numeric string becomes a number; anything else (an object, an array) is refused as it is.
  rating: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? undefined : typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value) : value),
    z.number().int().min(1).max(5).optional(),
  ),
  q: z.preprocess(blank, z.string().trim().max(100).optional()),
});

/** G-50: PUT {is_public} — hide (false) or show (true) a review. */
export const ratingVisibilitySchema = z.object({ is_public: z.preprocess(toFlag, z.boolean()) });

/** One row of the console's ratings list (ADM: reference, agent name, customer name, rating, review). */
export interface RatingJson {
  id: number;
  reference: string;
  customer_name: string | null;
  customer_email: string | null;
  agent_name: string | null;
  rating: number;
  review: string | null;
  is_anonymous: boolean;
  is_public: boolean;
  rated_at: string | null;
  /** G-50: the review is on the public page and may be hidden. */
  can_hide: boolean;
  /** G-50: the review is hidden and may be shown again. */
  can_show: boolean;
}
