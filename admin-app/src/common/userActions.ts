import { API_ROOT, httpClient } from '../providers/dataProvider';

/** Row actions on a user (customers, agents, accountants), answered with `{message, data?, redirectTo?}`. */
export type UserAction = 'block' | 'unblock' | 'resend-password' | 'reset-two-factor' | 'impersonate';

export interface UserActionResult {
  message?: string;
  redirectTo?: string;
  data?: unknown;
}

export function userActionUrl(id: string | number, action: UserAction, apiRoot: string = API_ROOT): string {
  return `${apiRoot}/users/${encodeURIComponent(String(id))}/${action}`;
}

/** POST /api/admin/users/:id/<action>. Rejects with react-admin's HttpError (status, body). */
export async function postUserAction(id: string | number, action: UserAction): Promise<UserActionResult> {
  const { json } = await httpClient(userActionUrl(id, action), {
    method: 'POST',
    body: '{}',
    headers: new Headers({ 'Content-Type': 'application/json' }),
  });
  return (json && typeof json === 'object' ? json : {}) as UserActionResult;
}

/**
 * Only same-origin, path-absolute targets are followed after impersonation (the server sends
 * '/dashboard/overview'); anything else falls back to the dashboard.
 */
export function safeRedirectPath(target: unknown, fallback = '/dashboard/overview'): string {
  if (typeof target !== 'string') return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
