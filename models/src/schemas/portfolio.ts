import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants/index';

/**
 * The customer's IP list on the dashboard overview (POR.a, POR.b, ADR 040): the query's names, values
 * and bounds. Browser-safe. A value outside these falls back to its default (a list filter, never an
 * error), as the application list does (ADR 038).
 */

/** POR-5 ⚑AMB-29: newest / oldest by date added, AtoZ / ZtoA by name, new_expiry farthest expiry first, old_expiry nearest first. */
export const PORTFOLIO_SORTS = ['newest', 'oldest', 'AtoZ', 'ZtoA', 'new_expiry', 'old_expiry'] as const;
export type PortfolioSort = (typeof PORTFOLIO_SORTS)[number];
/** POR-8: All Types 0, Trademark 1, Patent 2. */
export const PORTFOLIO_TYPES = [0, 1, 2] as const;
/** POR-13 with Completed (7), the codes of the application list (ADR 038). */
export const PORTFOLIO_STATUS_CODES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
/** POR-1: the dashboard's In Progress card opens application/all?status=5 and counts the same statuses (ADR 040). */
export const MEMBER_IN_PROGRESS_CODE = 5;
/** POR-3: card/grid or table. */
export const PORTFOLIO_LAYOUTS = ['grid', 'table'] as const;
export type PortfolioLayout = (typeof PORTFOLIO_LAYOUTS)[number];
export const PORTFOLIO_SEARCH_MAX = 100;
/** A Nice class number (1–45), as ips.multiclass_no holds it. */
export const PORTFOLIO_CLASS_MAX = 45;

/** The list's query, bounded and defaulted. */
export interface PortfolioQuery {
  typeId: number;
  status: number;
  countryId: number | null;
  multiclassNo: number | null;
  search: string;
  sortby: PortfolioSort;
  page: number;
  perPage: number;
}

const intOf = (value: unknown): number | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
};
const oneOf = <T>(values: readonly T[], value: T | null, fallback: T): T => (value !== null && values.includes(value) ? value : fallback);

/** POR-4, POR-8, POR-11: the query string's values (type_id, status, country_id, multiclass_no, search, sortby, page, per_page) as the list reads them. */
export function portfolioQueryOf(input: Record<string, unknown>): PortfolioQuery {
  const countryId = intOf(input.country_id);
  const multiclassNo = intOf(input.multiclass_no);
  const page = intOf(input.page);
  return {
    typeId: oneOf<number>(PORTFOLIO_TYPES, intOf(input.type_id), 0),
    status: oneOf<number>(PORTFOLIO_STATUS_CODES, intOf(input.status), 0),
    countryId: countryId && countryId > 0 ? countryId : null,
    multiclassNo: multiclassNo && multiclassNo >= 1 && multiclassNo <= PORTFOLIO_CLASS_MAX ? multiclassNo : null,
    search: typeof input.search === 'string' ? input.search.trim().slice(0, PORTFOLIO_SEARCH_MAX) : '',
    sortby: oneOf<string>(PORTFOLIO_SORTS, typeof input.sortby === 'string' ? input.sortby : null, 'newest') as PortfolioSort,
    page: page && page >= 1 ? page : 1,
    perPage: oneOf<number>(PAGE_SIZES, intOf(input.per_page), DEFAULT_PAGE_SIZE),
  };
}

export const portfolioLayoutOf = (value: unknown): PortfolioLayout => (value === 'table' ? 'table' : 'grid');
