import { isAppError, revertImpersonation } from '@iprenew/models';
import { json } from '@remix-run/node';
import { requestLanguage, translate } from '~/lib/i18n.server';
import { actorFor } from '~/lib/actor.server';
import { createUserSession, getCurrentSession } from '~/lib/session.server';

/**
 * POST /impersonation/revert (ACC-68/69/70): the impersonated session ends, the admin gets a new
 * session and returns to the Customer, Agent or Accountant list of the impersonated user's role.
 * Failure: 'An error has occured when reverting impersonation' (JSON for the console's fetch, a page
 * for the navbar's form).
 */
export async function revertImpersonationAction(request: Request): Promise<Response> {
  try {
    const current = await getCurrentSession(request);
    if (!current) throw new Error('no session');
    const result = await revertImpersonation({ actor: actorFor(current.user, current.impersonator, request) });
    return await createUserSession({ request, userId: result.impersonatorId, redirectTo: result.redirectTo });
  } catch (error) {
    if (!isAppError(error) && !(error instanceof Error && error.message === 'no session')) console.error('[impersonation.revert]', error);
    return revertFailed(request, isAppError(error) ? error.status : 401);
  }
}

/** ACC-70: 'An error has occured when reverting impersonation', with `status`. */
export async function revertFailed(request: Request, status: number): Promise<Response> {
  return json({ message: translate(await requestLanguage(request), 'users:revert_fail') }, { status });
}
