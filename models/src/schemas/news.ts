import { z } from 'zod';
import { publishDateInstant } from './broadcasts';

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
/** The plain text of HTML (tags removed, entities counted as one character) — what "min 4" measures. */
export function plainTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim().length;
}

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
      const date = publishDateInstant(value);
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
