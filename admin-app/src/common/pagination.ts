/** SYS-9: how many page buttons the console's lists show. */
export const PAGE_BUTTONS = 5;

/**
 * The page numbers of the buttons (SYS-9): a window of `size` consecutive pages around the current
 * one, shifted to stay inside 1..totalPages; fewer only when there are fewer pages.
 */
export function pageWindow(page: number, totalPages: number, size: number = PAGE_BUTTONS): number[] {
  const count = Math.max(0, Math.min(size, totalPages));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** SYS-11: the 1-based first and last row shown ('Showing X to Y of Z entries'); 0 to 0 when empty. */
export function shownRange(page: number, perPage: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * perPage + 1, total);
  return { from, to: Math.min(page * perPage, total) };
}

/**
 * SYS-10: the page goes back to 1 when the total changes (a filter, a deletion, new rows). The page
 * size is handled by react-admin itself (setPerPage resets the page). `previous` undefined = the
 * first answer, which never resets (a deep link keeps its page).
 */
export function shouldResetPage(previous: number | undefined, total: number | undefined, page: number): boolean {
  return previous !== undefined && total !== undefined && total !== previous && page !== 1;
}
