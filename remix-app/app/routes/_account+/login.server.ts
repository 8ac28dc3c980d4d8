import { parseForm } from '~/lib/form.server';
import { formHadHumanCheck, HUMAN_CHECK_REQUIRED, humanCheckView, isAppError, landingPathFor, loginFormSchema, previousSignIn, secondFactorStepFor } from '@iprenew/models';
import { data, redirect } from '@remix-run/node';
import { redirectIfSignedIn } from '~/lib/guard.server';
import { authenticateForm, createUserSession, readFlash } from '~/lib/session.server';
import { startSecondFactor } from '~/lib/two-factor.server';
import type { LoginVariant } from '~/components/shell/LoginForm';

/**
 * Loader and action of the login pages (/login?role=…, /webadmin). ACC-1..4, ACC-10..12, G-19.
 * The variant decides which roles may sign in (authenticate() refuses the others with the generic
 * failure). Success: staff → /admin, members and agents → /dashboard/overview; 'auth:unverified' →
 * /account/verify?email=…; any other refusal is shown as the server's message.
 * After repeated failures (G-66, ADR 020) the page shows the human check with the refusal and keeps
 * showing a fresh one while the user answers; an address told to wait gets 429 with Retry-After and
 * the minutes in the message.
 * Issue 18 (ADR 077): a user with a second factor, or staff who must set one up, gets no session
 * here but the pending ticket and the code (or enrolment) page; the session follows that step.
 */

const QUERY_VARIANTS: Record<string, Exclude<LoginVariant, 'webadmin'>> = { client: 'client', agent: 'agent', accountant: 'accountant' };

/** The variant of a /login URL: role absent or empty → client (⚑AMB-11); unknown → null (404, ACC-2). */
export function loginVariantOf(url: URL): Exclude<LoginVariant, 'webadmin'> | null {
  const role = url.searchParams.get('role');
  if (role === null || role === '') return 'client';
  return Object.hasOwn(QUERY_VARIANTS, role) ? QUERY_VARIANTS[role]! : null;
}

export async function loginLoader(request: Request, variant: LoginVariant | null) {
  if (!variant) throw new Response('Not Found', { status: 404 });
  // ACC-4: a signed-in user goes to their dashboard (staff: the console).
  await redirectIfSignedIn(request);
  // A message from a forced logout (blocked account, expired session…).
  const { flash, setCookie } = await readFlash(request);
  // G-52: the agent sign-in page also shows "Become our agent", with its own human check.
  const apply = variant === 'agent' ? await humanCheckView() : null;
  return data({ variant, flash, apply }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
}

export async function loginAction(request: Request, variant: LoginVariant | null) {
  if (!variant) throw new Response('Not Found', { status: 404 });
  // remix-auth copies the request (new Request(url, request)): read a clone, keep the body unread.
  const formData = await request.clone().formData();
  const submission = parseForm(formData, { schema: loginFormSchema });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['password'] }) };

  const login = submission.value;
  const { email } = login;
  // The dashboard shows the login before this one (ACC-16); authenticate() overwrites last_login.
  const previousLogin = await previousSignIn(email);
  try {
    const user = await authenticateForm(request, { variant, formData, login });
    // Issue 18 (ADR 077): a second factor to give (or, for staff when required, to set up) first.
    const step = await secondFactorStepFor(user);
    if (step) return await startSecondFactor({ user, variant, step, previousLogin });
    return await createUserSession({ request, userId: user.id, data: { previousLogin }, redirectTo: landingPathFor(user.role_id) });
  } catch (error) {
    if (isAppError(error) && error.messageKey === 'auth:unverified') {
      throw redirect(`/account/verify?email=${encodeURIComponent(String(error.params.email ?? email))}`);
    }
    if (!isAppError(error)) throw error;
    const result = submission.reply({ formErrors: [error.messageKey], hideFields: ['password'] });
    const messageParams = error.params;
    if (error.code === 'RATE_LIMITED') {
      return data({ result, messageParams }, { status: 429, headers: { 'Retry-After': String(error.params.retryAfter ?? 60) } });
    }
    // The check is shown when asked for, and again (a fresh one) while the user is answering one.
    const human = error.messageKey === HUMAN_CHECK_REQUIRED || formHadHumanCheck(login) ? await humanCheckView() : null;
    return { result, messageParams, human };
  }
}
