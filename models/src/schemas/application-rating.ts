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
