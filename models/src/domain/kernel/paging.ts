import { DEFAULT_PAGE_SIZE } from '../../constants/index';

/** A list page's bounds from the caller's offset and limit: offset ≥ 0, 1 ≤ limit ≤ 100 (DEFAULT_PAGE_SIZE when absent). */
export function pageWindow(input: { offset?: number; limit?: number }): { offset: number; limit: number } {
  return {
    offset: Math.max(0, Math.trunc(input.offset ?? 0)),
    limit: Math.min(100, Math.max(1, Math.trunc(input.limit ?? DEFAULT_PAGE_SIZE))),
  };
}

/** ORDER BY the sort field, then by id the same way, so rows with equal values page stably. */
export function stableOrder<F extends string>(sort: { field: F; order: 'ASC' | 'DESC' }): [F | 'id', 'ASC' | 'DESC'][] {
  return sort.field === 'id' ? [[sort.field, sort.order]] : [[sort.field, sort.order], ['id', sort.order]];
}
