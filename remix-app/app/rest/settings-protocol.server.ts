import { AppError, EDITOR_MAX_ROWS } from '@iprenew/models';
import { z } from 'zod';
import { jsonResponse } from '~/lib/api.server';
import { parseListParams, type ApiContext, type ListOptions, type ListParams } from './protocol.server';

/**
 * The settings resources' share of the ra-data-simple-rest protocol. Their lists (countries,
 * states, whitelist, delivery prices) are small and loaded whole by pickers and editors, so a range
 * may ask for up to EDITOR_MAX_ROWS rows instead of the 50 of the paged tables.
 */
const rangeSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);

export function parseEditorListParams<F extends string>(url: URL, options: ListOptions<F>): ListParams<F> {
  const params = parseListParams(url, options);
  const raw = url.searchParams.get('range');
  if (!raw) return { ...params, offset: 0, limit: EDITOR_MAX_ROWS };
  try {
    const [start, end] = rangeSchema.parse(JSON.parse(raw));
    if (end < start) throw new Error('range');
    return { ...params, offset: start, limit: Math.min(EDITOR_MAX_ROWS, end - start + 1) };
  } catch {
    throw new AppError('BAD_REQUEST', options.messageKey ?? 'settings:retrieve_fail');
  }
}

/** A saved document or list with the operation's message translated: `{...result, message}`. */
export function savedResponse<T extends { message: string }>(context: ApiContext, result: T): Response {
  return jsonResponse({ ...result, message: context.t(result.message) });
}

