import { AppError, DEFAULT_LANGUAGE, isAppError, USER_STATUS, type Language, type SessionImpersonator, type User } from '@iprenew/models';
import { canUserUseResource } from '@iprenew/models';
import { ZodError } from 'zod';
import { destroyUserSessions } from '@iprenew/models';
import { maintenanceOn } from './maintenance-flag.server';
import { requestLanguage, translate } from './i18n.server';
import { endSession, getCurrentSession, isSuperAdminSession } from './session.server';

/**
 * Helpers of the /api/admin/* resources (ACL-9, SYS-2, G-07). Every answer is JSON.
 * requireApi order: maintenance (503 unless super admin) → signed in (401 'Session is expired /
 * Unauthorized') → blocked / unverified (403, the user's sessions revoked) → RESOURCES role list (403).
 */

export interface ApiAuth {
  user: User;
  impersonator: SessionImpersonator | null;
  language: Language;
  token: string;
}

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

/** A JSON answer (no-store). */
export function jsonResponse(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(JSON_HEADERS)) if (!headers.has(name)) headers.set(name, value);
  return new Response(JSON.stringify(data ?? null), { ...init, headers });
}

/** A JSON error answer {message} in the reader's language. */
export function jsonError(status: number, language: Language, key: string, params: Record<string, unknown> = {}, init: ResponseInit = {}): Response {
  return jsonResponse({ message: translate(language, key, params) }, { ...init, status });
}

export async function requireApi(request: Request, resource: string, action: string): Promise<ApiAuth> {
  const language = await requestLanguage(request);
  const current = await getCurrentSession(request);
  if ((await maintenanceOn(request)) && !isSuperAdminSession(current)) {
    throw jsonError(503, language, 'auth:maintenance', {}, { headers: { 'Retry-After': '300' } });
  }
  if (!current) throw jsonError(401, language, 'auth:session_expired');
  const { user } = current;
  if (user.status_id === USER_STATUS.BLOCKED) {
    await destroyUserSessions(user.id);
    throw jsonError(403, language, 'auth:blocked', {}, { headers: { 'Set-Cookie': await endSession(request) } });
  }
  if (user.status_id === USER_STATUS.UNVERIFIED || user.status_id === USER_STATUS.UNVERIFIED_LEGACY) {
    throw jsonError(403, language, 'auth:unverified', { email: user.email }, { headers: { 'Set-Cookie': await endSession(request) } });
  }
  if (!canUserUseResource(user, resource, action)) throw jsonError(403, language, 'auth:forbidden');
  return { user, impersonator: current.impersonator, language, token: current.token };
}

function translateAll(language: Language, messages: string[] | undefined): string | undefined {
  const first = messages?.find((m) => typeof m === 'string' && m);
  return first ? translate(language, first) : undefined;
}

/**
 * Turns anything thrown by a resource handler into a JSON answer:
 * - a Response: returned as it is;
 * - AppError: its status, the translated message, and `errors: {field: message}` for field errors
 *   (422 — react-admin shows them on the fields);
 * - ZodError: 422 with the translated first message of each field;
 * - anything else: 500 'Problem occurs in our system. Please try again later' (SYS-6), logged.
 */
export function toErrorResponse(error: unknown, language: Language): Response {
  if (error instanceof Response) return error;
  if (isAppError(error)) {
    const errors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const message = translateAll(language, messages);
      if (message) errors[field] = message;
    }
    const body: { message: string; errors?: Record<string, string> } = { message: translate(language, error.messageKey, error.params) };
    if (Object.keys(errors).length > 0) body.errors = errors;
    // A refusal that asks the client to wait says how long (G-66, ADR 020).
    const retryAfter = Number(error.params.retryAfter);
    const headers = error.code === 'RATE_LIMITED' && retryAfter > 0 ? { 'Retry-After': String(Math.ceil(retryAfter)) } : undefined;
    return jsonResponse(body, { status: error.status, headers });
  }
  if (error instanceof ZodError) {
    const errors: Record<string, string> = {};
    for (const issue of error.issues) {
      const field = issue.path.map(String).join('.') || '_';
      if (!errors[field]) errors[field] = translate(language, issue.message);
    }
    return jsonResponse({ message: Object.values(errors)[0] ?? translate(language, 'auth:invalid_payload'), errors }, { status: 422 });
  }
  console.error('[api] unexpected error', error);
  return jsonResponse({ message: translate(language, 'auth:problem_occurs') }, { status: 500 });
}

/**
 * Reads a JSON request body as a plain object (an empty body is {}). A body of another type is 415
 * 'auth:request.unsupported_type' (text/plain is not parsed as JSON, issue 11); JSON that is not an
 * object is 400 `messageKey`.
 */
export async function readJsonBody(request: Request, messageKey = 'auth:invalid_payload'): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text.trim()) return {};
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'auth:request.unsupported_type', { params: { accepted: 'application/json' } });
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    /* fall through */
  }
  throw new AppError('BAD_REQUEST', messageKey);
}

/** The JSON object body of a console request (see readJsonBody). */
export const readBody = (request: Request) => readJsonBody(request);

/** 405 for a method a resource does not answer, with the methods it does (the one REST helper for it). */
export function methodNotAllowed(allow: string[], language: Language = DEFAULT_LANGUAGE): Response {
  return jsonResponse({ message: translate(language, 'auth:method_not_allowed') }, { status: 405, headers: { Allow: allow.join(', ') } });
}
