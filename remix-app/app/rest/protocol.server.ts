import { AppError, CONSOLE_LANE, DEFAULT_PAGE_SIZE, inConnectionLane, isAppError, PAGE_SIZES, type Actor } from '@iprenew/models';
import { z } from 'zod';
import { jsonResponse, readJsonBody, requireApi, toErrorResponse } from '~/lib/api.server';
import { requestLanguage, translate } from '~/lib/i18n.server';
import { actorFor } from '~/lib/actor.server';

/**
 * The ra-data-simple-rest protocol (DESIGN §1, H3↔H4 contract):
 *   GET /api/admin/<resource>?sort=["field","ASC"]&range=[0,9]&filter={"q":"…"}
 *   → JSON array + `Content-Range: <resource> 0-9/123` (exposed to scripts).
 * Sort fields come from a whitelist; page sizes are 5/10/25/50 (default 10); anything malformed is
 * a 400 'Failed to fetch sorted data' (ADM-2), never a query.
 */

export type SortOrder = 'ASC' | 'DESC';

export interface ListParams<F extends string> {
  sort: { field: F; order: SortOrder };
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

export interface ListOptions<F extends string> {
  sortFields: readonly F[];
  defaultSort: { field: F; order: SortOrder };
  /** The message of a malformed query (default users:fetch_sorted_fail). */
  messageKey?: string;
}

const MAX_PARAM_LENGTH = 2048;
const jsonParam = (raw: string | null): unknown => {
  if (raw === null || raw === '') return undefined;
  if (raw.length > MAX_PARAM_LENGTH) throw new Error('too long');
  return JSON.parse(raw);
};

const sortSchema = z.tuple([z.string().max(64), z.string().transform((s) => s.toUpperCase())]);
const rangeSchema = z.tuple([z.number().int().min(0).max(1_000_000_000), z.number().int().min(0).max(1_000_000_000)]);
const filterSchema = z.record(z.string().max(64), z.unknown());

/** The page size to serve for a requested range length: the smallest allowed size that covers it, at most 50. */
export function clampPageSize(requested: number): number {
  if (!Number.isFinite(requested) || requested <= 0) return DEFAULT_PAGE_SIZE;
  return PAGE_SIZES.find((size) => size >= requested) ?? PAGE_SIZES[PAGE_SIZES.length - 1]!;
}

/** Parses sort/range/filter of a list request (throws AppError 400 on anything unexpected). */
export function parseListParams<F extends string>(url: URL, options: ListOptions<F>): ListParams<F> {
  const fail = () => new AppError('BAD_REQUEST', options.messageKey ?? 'users:fetch_sorted_fail');
  let sort = options.defaultSort;
  let offset = 0;
  let limit = DEFAULT_PAGE_SIZE;
  let filter: Record<string, unknown> = {};
  try {
    const rawSort = jsonParam(url.searchParams.get('sort'));
    if (rawSort !== undefined) {
      const [field, order] = sortSchema.parse(rawSort);
      if (!(options.sortFields as readonly string[]).includes(field) || (order !== 'ASC' && order !== 'DESC')) throw fail();
      sort = { field: field as F, order };
    }
    const rawRange = jsonParam(url.searchParams.get('range'));
    if (rawRange !== undefined) {
      const [start, end] = rangeSchema.parse(rawRange);
      if (end < start) throw fail();
      offset = start;
      limit = clampPageSize(end - start + 1);
    }
    const rawFilter = jsonParam(url.searchParams.get('filter'));
    if (rawFilter !== undefined) filter = filterSchema.parse(rawFilter);
  } catch (error) {
    if (isAppError(error)) throw error;
    throw fail();
  }
  return { sort, offset, limit, filter };
}

/** A list answer: the rows as a JSON array with Content-Range (and the header exposed). */
export function listResponse(resource: string, result: { rows: unknown[]; total: number; offset: number }): Response {
  const range = result.rows.length ? `${result.offset}-${result.offset + result.rows.length - 1}` : '*';
  return jsonResponse(result.rows, {
    headers: {
      'Content-Range': `${resource} ${range}/${result.total}`,
      'Access-Control-Expose-Headers': 'Content-Range',
    },
  });
}

/** A positive integer route id, else 404 with `messageKey`. */
export function parseId(raw: string | undefined, messageKey: string): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) throw new AppError('NOT_FOUND', messageKey);
  return Number(raw);
}

/** The JSON object body of a POST/PUT (an empty body is {}); 415 for another type, 400 with `messageKey` otherwise. */
export const readJsonObject = (request: Request, messageKey: string) => readJsonBody(request, messageKey);

export interface ApiContext {
  actor: Actor;
  language: Awaited<ReturnType<typeof requestLanguage>>;
  /** Translates an i18n key into the reader's language. */
  t: (key: string, params?: Record<string, unknown>) => string;
}

/**
 * Runs one resource handler: authorises with requireApi (401/403 JSON), builds the actor, and turns
 * thrown AppErrors into {message, errors?} answers with the right status.
 */
export function handleApi(request: Request, resource: string, action: string, handler: (context: ApiContext) => Promise<Response>): Promise<Response> {
  // The console's statements outside transactions run on their own SQLite connection (ADR 085).
  return inConnectionLane(CONSOLE_LANE, () => handleInLane(request, resource, action, handler));
}

async function handleInLane(request: Request, resource: string, action: string, handler: (context: ApiContext) => Promise<Response>): Promise<Response> {
  let language: ApiContext['language'] | undefined;
  try {
    const auth = await requireApi(request, resource, action);
    language = auth.language;
    const lang = auth.language;
    const context: ApiContext = {
      actor: actorFor(auth.user, auth.impersonator, request),
      language: lang,
      t: (key, params) => translate(lang, key, params as Record<string, string | number> | undefined),
    };
    return await handler(context);
  } catch (error) {
    if (error instanceof Response) return error;
    language ??= await requestLanguage(request);
    if (!isAppError(error)) console.error(`[api] ${request.method} ${new URL(request.url).pathname}`, error);
    return toErrorResponse(error, language);
  }
}
