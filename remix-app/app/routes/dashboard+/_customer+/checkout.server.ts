import { isAppError } from '@iprenew/models';
import { readFlash, type FlashMessage } from '~/lib/session.server';

/** The error key of a failure (an AppError's key, else `fallback`), with its params. */
export function failureOf(error: unknown, fallback: string): { message: string; params: Record<string, string | number>; fieldErrors: Record<string, string[]> } {
  if (isAppError(error)) return { message: error.messageKey, params: error.params, fieldErrors: error.fieldErrors };
  console.error('[checkout]', error);
  return { message: fallback, params: {}, fieldErrors: {} };
}

/** The flash message of the previous action (if any) and the header that consumes it. */
export async function pageFlash(request: Request): Promise<{ flash: FlashMessage | null; headers: HeadersInit | undefined }> {
  const { flash, setCookie } = await readFlash(request);
  return { flash, headers: setCookie ? { 'Set-Cookie': setCookie } : undefined };
}

