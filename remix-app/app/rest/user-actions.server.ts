import { AppError, blockUser, impersonateUser, resendPassword, resetTwoFactor, unblockUser } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { newSessionCookie } from '~/lib/session.server';
import { handleApi, parseId } from './protocol.server';

/**
 * POST /api/admin/users/:id/<action> (ADM-4, ADM-5, ADM-7 with G-12, ACC-66):
 *   block | unblock | resend-password | reset-two-factor (ADR 078) → {message, data: user}
 *   impersonate → {message, data: user, redirectTo} and a new session cookie naming the user, with
 *   the admin as impersonator and the list to revert to in the session data.
 */

export const USER_ACTIONS = ['block', 'unblock', 'resend-password', 'reset-two-factor', 'impersonate'] as const;
type Action = (typeof USER_ACTIONS)[number];
const isAction = (value: unknown): value is Action => (USER_ACTIONS as readonly unknown[]).includes(value);

/** The actions answered by a message and the user (each an operation of models/src/domain/users). */
const MESSAGE_ACTIONS = { block: blockUser, unblock: unblockUser, 'resend-password': resendPassword, 'reset-two-factor': resetTwoFactor } as const;

const FAIL_KEY: Record<Action, string> = {
  block: 'users:record_update_fail',
  unblock: 'users:record_update_fail',
  'resend-password': 'users:resend_password_fail',
  'reset-two-factor': 'users:record_update_fail',
  impersonate: 'users:impersonate_fail',
};

export function runUserAction(request: Request, rawId: string | undefined, rawAction: string | undefined): Promise<Response> {
  if (!isAction(rawAction)) return Promise.resolve(jsonResponse({ message: 'Not Found' }, { status: 404 }));
  const action = rawAction;
  return handleApi(request, 'users', action, async ({ actor, t }) => {
    const id = parseId(rawId, FAIL_KEY[action]);
    switch (action) {
      case 'block':
      case 'unblock':
      case 'resend-password':
      case 'reset-two-factor': {
        const result = await MESSAGE_ACTIONS[action]({ actor, id });
        return jsonResponse({ message: t(result.message, { email: result.user.email }), data: result.user });
      }
      case 'impersonate': {
        const result = await impersonateUser({ actor, id });
        let cookie: string;
        try {
          cookie = await newSessionCookie(request, { userId: result.user.id, impersonatorId: actor.id, data: { revertTo: result.revertTo } });
        } catch (error) {
          throw new AppError('INTERNAL', 'users:impersonate_fail', { cause: error });
        }
        return jsonResponse(
          { message: t(result.message, { name: result.user.name }), data: result.user, redirectTo: result.redirectTo },
          { headers: { 'Set-Cookie': cookie } },
        );
      }
    }
  });
}
