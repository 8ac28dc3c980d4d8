import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { ROLE, type User } from '@iprenew/models';
import { consoleLoginSchema } from '@iprenew/models';
import { AppError, authenticate, CODE_REQUIRED, ENROL_REQUIRED, HUMAN_CHECK_REQUIRED, humanCheckView, isAppError, isMaintenanceOn, secondFactorStepFor, verifySecondFactor, type Language, type LoginVariant } from '@iprenew/models';
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
 * Two-factor (issue 18, ADR 077): a user with a second factor also sends `code` (6 digits) or
 * `recovery_code`; without it 401 {message: 'auth:two_factor.code_required', two_factor: 'code'}; a
 * wrong one 401 {two_factor: 'code'} and counts as a failed sign-in (same throttle). Staff who must
 * set one up get 401 {two_factor: 'enrol'} (enrolment happens on the sign-in pages).
 */
export function consoleUser(user: Pick<User, 'id' | 'name' | 'email' | 'role_id'>) {
  return { id: user.id, name: user.name, email: user.email, role_id: user.role_id };
}

/** The JSON body of a refusal in the reader's language ({message, …}). */
async function refusalBody(error: unknown, language: Language): Promise<Record<string, unknown>> {
  return (await toErrorResponse(error, language).json()) as Record<string, unknown>;
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
    // Issue 18 (ADR 077): the second factor, in the same request. Without one when needed: 401 with
    // `two_factor` ('code' — send `code` or `recovery_code`; 'enrol' — set it up on the sign-in page).
    const step = await secondFactorStepFor(user);
    if (step === 'enrol') {
      return jsonResponse({ ...(await refusalBody(new AppError('UNAUTHORIZED', ENROL_REQUIRED), language)), two_factor: 'enrol' }, { status: 401 });
    }
    if (step === 'code') {
      if (!input.code && !input.recovery_code) {
        return jsonResponse({ ...(await refusalBody(new AppError('UNAUTHORIZED', CODE_REQUIRED), language)), two_factor: 'code' }, { status: 401 });
      }
      try {
        user = await verifySecondFactor({ userId: user.id, variant, code: input.code, recoveryCode: input.recovery_code, ip, human: input.human });
      } catch (error) {
        if (!isAppError(error) || error.status !== 401) throw error;
        const body = await refusalBody(error, language);
        const human = error.messageKey === HUMAN_CHECK_REQUIRED || input.human ? { human_check: await humanCheckView() } : {};
        return jsonResponse({ ...body, two_factor: 'code', ...human }, { status: 401 });
      }
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
