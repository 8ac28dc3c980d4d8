import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { ROLE, type User } from '@iprenew/models';
import { consoleLoginSchema } from '@iprenew/models';
import { authenticate, HUMAN_CHECK_REQUIRED, humanCheckView, isAppError, isMaintenanceOn, type LoginVariant } from '@iprenew/models';
import { jsonError, jsonResponse, methodNotAllowed, readBody, toErrorResponse } from '~/lib/api.server';
import { requestLanguage } from '~/lib/i18n.server';
import { newSessionCookie, requestIp } from '~/lib/session.server';

/**
 * POST /api/admin/auth/login {email, password, role_hint: 'staff' | 'accountant'} (console sign-in,
 * ACC-1, ACC-5, ACC-10..13, G-19, G-42). 'staff' is the webadmin variant (roles 1, 2); 'accountant'
 * admits role 5. 200 {user:{id,name,email,role_id}} with a new session cookie; 401/403/422/429 {message};
 * during maintenance only a super admin may sign in (503 otherwise).
 * After repeated failures (G-66, ADR 020) the sign-in also needs `human` ({challenge_token,
 * challenge_answer} or {provider_token}): until it passes, 401 {message, human_check} where
 * human_check is the check to show (a built-in sum, or the provider's site key). An address that keeps
 * failing gets 429 with Retry-After.
 */
export function consoleUser(user: Pick<User, 'id' | 'name' | 'email' | 'role_id'>) {
  return { id: user.id, name: user.name, email: user.email, role_id: user.role_id };
}

export async function action({ request }: ActionFunctionArgs) {
  const language = await requestLanguage(request);
  if (request.method !== 'POST') return methodNotAllowed(['POST'], language);
  try {
    const input = consoleLoginSchema.parse(await readBody(request));
    const variant: LoginVariant = input.role_hint === 'accountant' ? 'accountant' : 'webadmin';
    const ip = requestIp(request);
    let user: User;
    try {
      user = await authenticate({ email: input.email, password: input.password, variant, ip, human: input.human });
    } catch (error) {
      // The check is sent when asked for, and again (a fresh one) after a refusal of an answered one.
      if (!isAppError(error) || (error.messageKey !== HUMAN_CHECK_REQUIRED && !(input.human && error.status === 401))) throw error;
      const refusal = toErrorResponse(error, language);
      const body = (await refusal.json()) as Record<string, unknown>;
      return jsonResponse({ ...body, human_check: await humanCheckView() }, { status: refusal.status });
    }
    if ((await isMaintenanceOn()) && user.role_id !== ROLE.SUPER_ADMIN) return jsonError(503, language, 'auth:maintenance');
    const cookie = await newSessionCookie(request, { userId: user.id });
    return jsonResponse({ user: consoleUser(user) }, { status: 200, headers: { 'Set-Cookie': cookie } });
  } catch (error) {
    return toErrorResponse(error, language);
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  return methodNotAllowed(['POST'], await requestLanguage(request));
}
