import type { LoaderFunctionArgs } from '@remix-run/node';
import { USER_STATUS, type SessionImpersonator } from '@iprenew/models';
import { destroyUserSessions } from '@iprenew/models';
import { jsonError, jsonResponse } from '~/lib/api.server';
import { requestLanguage } from '~/lib/i18n.server';
import { endSession, getCurrentSession } from '~/lib/session.server';

/**
 * GET /api/admin/auth/me → 200 {user:{id,name,email,role_id}, impersonator:{id,name,email,role_id}|null}
 * for a live session; 401 'Session is expired / Unauthorized' (SYS-2) otherwise; 403 with the blocked
 * or unverified message (the sessions are revoked) for a blocked or unverified user.
 * Any signed-in role is answered: the console itself refuses users who do not use it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = await requestLanguage(request);
  const current = await getCurrentSession(request);
  if (!current) return jsonError(401, language, 'auth:session_expired');
  const { user, impersonator } = current;
  if (user.status_id === USER_STATUS.BLOCKED) {
    await destroyUserSessions(user.id);
    return jsonError(403, language, 'auth:blocked', {}, { headers: { 'Set-Cookie': await endSession(request) } });
  }
  if (user.status_id === USER_STATUS.UNVERIFIED || user.status_id === USER_STATUS.UNVERIFIED_LEGACY) {
    return jsonError(403, language, 'auth:unverified', { email: user.email }, { headers: { 'Set-Cookie': await endSession(request) } });
  }
  const brief = (u: SessionImpersonator) => ({ id: u.id, name: u.name, email: u.email, role_id: u.role_id, status_id: u.status_id, language: u.language });
  return jsonResponse({ user: brief(user), impersonator: impersonator ? brief(impersonator) : null });
}
