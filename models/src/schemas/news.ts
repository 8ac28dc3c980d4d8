import { z } from 'zod';

/**
 * The console's news (ADM-50..55, ⚑AMB-15, G-51): the form, the list filter and the JSON the console
 * reads. Browser-safe; messages are keys of the `site` namespace (`news_admin.*`), word for word in
 * English where the spec gives them. The images (png / jpeg / jpg by content, ADM-52) are checked by
 * the operations.
 */
const msg = (name: string) => ({ error: `site:news_admin.validation.${name}` });
const required = (name: string) => ({ ...msg(name), abort: true });

export const NEWS_TITLE_MAX = 191;
/** The message is HTML from the rich-text editor: bounded so one item cannot cost the server much. */
export const NEWS_MESSAGE_MAX = 100_000;
/** At most this many images per item (ADM-52: "multiple attachments allowed"). */
export const NEWS_IMAGES_MAX = 10;
/** ADM-52: png, jpeg, jpg — checked by content. */
export const NEWS_IMAGE_TYPES = ['png', 'jpg'] as const;
export const NEWS_IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
/** ADM-50: status filter 2 all, 1 Active, 0 Inactive. */
export const NEWS_STATUS_FILTER_ALL = 2;
export const NEWS_SORT_FIELDS = ['title', 'status', 'publish_date', 'created_at'] as const;
export type NewsSortField = (typeof NEWS_SORT_FIELDS)[number];
/** ADM-62's format for publish dates, in Kuala Lumpur time (G-57). */
export const NEWS_PUBLISH_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

/** The plain text of HTML (tags removed, entities counted as one character) — what "min 4" measures. */
export function plainTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim().length;
}

/** A real KL minute 'yyyy-MM-dd HH:mm' as an instant, or null. */
export function klMinute(value: string): Date | null {
  const match = NEWS_PUBLISH_DATE.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:00+08:00`);
  if (Number.isNaN(date.getTime())) return null;
  // Round trip: 2026-02-30 or 25:00 are refused rather than rolled over.
  const back = new Date(date.getTime() + 8 * 3_600_000).toISOString();
  return back.slice(0, 16) === `${y}-${mo}-${d}T${h}:${mi}` ? date : null;
}

/** An instant as 'yyyy-MM-dd HH:mm' in Kuala Lumpur time. */
export const toKlMinute = (instant: Date): string => new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

export const newsInputSchema = z.object({
  title: z.string(msg('title_required')).trim().min(1, required('title_required')).min(4, msg('title_min')).max(NEWS_TITLE_MAX, msg('title_max')),
  message: z
    .string(msg('message_required'))
    .max(NEWS_MESSAGE_MAX, msg('message_max'))
    .refine((html) => plainTextLength(html) > 0, required('message_required'))
    .refine((html) => plainTextLength(html) >= 4, msg('message_min')),
  status: z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v), z.union([z.literal(0), z.literal(1)], msg('status_required'))),
  publish_date: z
    .string(msg('date_required'))
    .trim()
    .min(1, required('date_required'))
    .transform((value, ctx) => {
      const date = klMinute(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: `site:news_admin.validation.date_invalid` });
        return z.NEVER;
      }
      return date;
    }),
});
export type NewsInput = z.output<typeof newsInputSchema>;

export const newsListFilterSchema = z
  .object({
    status: z.preprocess((v) => (v === undefined || v === '' || v === null ? undefined : typeof v === 'string' || typeof v === 'number' ? Number(v) : v), z.union([z.literal(0), z.literal(1), z.literal(NEWS_STATUS_FILTER_ALL)]).optional()),
    q: z.string().trim().max(100).optional(),
  })
  .strict();

export interface NewsImageJson {
  index: number;
  name: string;
}

export interface NewsJson {
  id: number;
  title: string;
  /** Sanitised HTML. */
  message: string;
  status: 0 | 1;
  /** yyyy-MM-dd HH:mm, Kuala Lumpur time (ADM-62). */
  publish_date: string;
  /** G-51: on the public site now (Active and the publish date reached). */
  published: boolean;
  images: NewsImageJson[];
  created_by: { name: string; email: string } | null;
  created_at: string | null;
  updated_at: string | null;
  can_edit: boolean;
  can_delete: boolean;
}
