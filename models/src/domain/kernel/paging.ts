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

/**
 * Reads rows in batches by id, ascending (a fixed memory however many rows match: issue 17), and hands
 * each batch to `each` until none is left or `each` answers 'stop'. `read(afterId, limit)` asks for
 * the next rows with an id above `afterId`, ordered by id, at most `limit`.
 */
export async function forEachBatchById<T extends { id: number }>(
  read: (afterId: number, limit: number) => Promise<T[]>,
  batchSize: number,
  each: (batch: T[]) => Promise<void | 'stop'>,
): Promise<void> {
  for (let afterId = 0; ; ) {
    const batch = await read(afterId, batchSize);
    if (batch.length === 0) return;
    afterId = batch[batch.length - 1]!.id;
    if ((await each(batch)) === 'stop' || batch.length < batchSize) return;
  }
}
