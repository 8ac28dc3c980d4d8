import { isAppError } from '@iprenew/models';
import { redirectIfSignedIn } from '~/lib/guard.server';
import { requestIp } from '~/lib/session.server';

/**
 * Server helpers of the public account pages. Callers stay thin: parse → domain operation → present.
 */

/** ACC-4: a signed-in user who opens register / forgot / reset goes to their landing (the dashboard). */
export function redirectSignedIn(request: Request): Promise<void> {
  return redirectIfSignedIn(request);
}

/** The client's address for rate limiting (G-66), or undefined. */
export function clientIp(request: Request): string | undefined {
  return requestIp(request) ?? undefined;
}

/** The i18n key to show for an error of a domain operation; unexpected errors are logged. */
export function errorKey(error: unknown, fallback: string): string {
  if (isAppError(error)) {
    if (error.code === 'RATE_LIMITED') return 'auth:too_many_attempts';
    if (error.code === 'INTERNAL') return fallback;
    return error.messageKey;
  }
  console.error(error);
  return fallback;
}

/** The values of an error message's placeholders (e.g. the minutes to wait of 'auth:too_many_attempts'). */
export function errorParams(error: unknown): Record<string, string | number> {
  return isAppError(error) ? error.params : {};
}

/** The `?email=` (or `?q=`) query value, trimmed, or ''. */
export function queryValue(request: Request, name: string): string {
  return (new URL(request.url).searchParams.get(name) ?? '').trim().slice(0, 191);
}
