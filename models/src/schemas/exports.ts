import { z } from 'zod';
import { EXPORT_STATUSES } from '../constants/index';
import { blank } from './preprocess';

/**
 * The Excel exports (G-10, G-43, MSG-16, ADM-30): the request, the list filter and the row JSON.
 * Browser-safe. An export type names a registered list (models/src/domain/exports/registry.ts).
 */

/** The lists that can be exported (the console issue adds its lists here and in the registry). */
export const EXPORT_TYPES = ['trademarks', 'patents', 'applications'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** POST /api/admin/exports: which list, with the list's current filter and sort. */
export const exportRequestSchema = z.object({
  type: z.enum(EXPORT_TYPES),
  filter: z.record(z.string().max(64), z.unknown()).refine((f) => Object.keys(f).length <= 32).optional(),
  sort: z.object({ field: z.string().max(64), order: z.enum(['ASC', 'DESC']) }).optional(),
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;

/** G-10: the export list's status filter (all when absent) and a file-name search. */
export const exportListFilterSchema = z.object({
  status: z.preprocess(blank, z.enum(EXPORT_STATUSES).optional()),
  q: z.preprocess(blank, z.string().trim().max(191).optional()),
});
export const EXPORT_SORT_FIELDS = ['id', 'created_at', 'filename', 'status', 'type'] as const;

export interface ExportRowJson {
  id: number;
  filename: string;
  type: string;
  status: string;
  created_by: { id: number; name: string; email: string } | null;
  created_at: string | null;
  updated_at: string | null;
  can_download: boolean;
  download_url: string | null;
}

/** The staff download of a finished export. */
export const exportDownloadUrlOf = (id: number): string => `/api/admin/exports/${id}/download`;
