import { DEFAULT_PAGE_SIZE } from '../../constants/index';

/**
 * Server-side pages of the public lists (PUB-25 `data`/`links`/`meta`, SYS-8: start page 1).
 * A page number that is not a positive integer reads as 1; one past the end gives an empty page.
 */
export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

export function pageNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

export function pageWindow(page: unknown, perPage: number = DEFAULT_PAGE_SIZE): { page: number; offset: number; limit: number } {
  const current = pageNumber(page);
  return { page: current, offset: (current - 1) * perPage, limit: perPage };
}

export function pageMeta(page: number, perPage: number, total: number, count: number): PageMeta {
  const from = count > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from,
    to: from === null ? null : from + count - 1,
  };
}
