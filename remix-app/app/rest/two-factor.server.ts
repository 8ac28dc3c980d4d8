import { beginTwoFactorEnrolment, confirmTwoFactorEnrolment, disableTwoFactor, getTwoFactorStatus, regenerateRecoveryCodes } from '@iprenew/models';
import { twoFactorManageSchema } from '@iprenew/models/browser';
import { jsonResponse } from '~/lib/api.server';
import { enrolmentView } from '~/lib/two-factor-view.server';
import { handleApi, readJsonObject } from './protocol.server';
import { AppError } from '@iprenew/models';

/**
 * The staff member's own two-factor sign-in in the console (issue 18, ADR 077):
 * GET /api/admin/profile/two-factor → {status, enrolment: {secret, qr} | null, impersonating};
 * POST {intent: 'start' | 'confirm' | 'regenerate' | 'disable', code?} → {message?, recovery_codes?}
 * (422 {message, errors: {code}} for a wrong code; 403 while impersonating or, for 'disable', while
 * a super admin requires it). The same operations as the dashboard's page.
 */
export function getTwoFactor(request: Request): Promise<Response> {
  return handleApi(request, 'profile', 'read', async ({ actor }) => {
    const status = await getTwoFactorStatus({ actor });
    const impersonating = Boolean(actor.impersonator_id);
    const enrolment = status.pending && !impersonating ? enrolmentView(await beginTwoFactorEnrolment({ actor })) : null;
    return jsonResponse({ status, enrolment, impersonating });
  });
}

export function postTwoFactor(request: Request): Promise<Response> {
  return handleApi(request, 'profile', 'update', async ({ actor, t }) => {
    const parsed = twoFactorManageSchema.safeParse(await readJsonObject(request, 'auth:two_factor.code_invalid'));
    if (!parsed.success) throw new AppError('VALIDATION', 'auth:two_factor.code_required', { fieldErrors: { code: ['auth:two_factor.code_required'] } });
    const input = parsed.data;
    switch (input.intent) {
      case 'start': {
        await beginTwoFactorEnrolment({ actor });
        return jsonResponse({ ok: true });
      }
      case 'confirm': {
        const result = await confirmTwoFactorEnrolment({ actor, code: input.code });
        return jsonResponse({ message: t(result.message), recovery_codes: result.recovery_codes });
      }
      case 'regenerate': {
        const result = await regenerateRecoveryCodes({ actor, code: input.code });
        return jsonResponse({ message: t(result.message), recovery_codes: result.recovery_codes });
      }
      case 'disable':
        return jsonResponse({ message: t((await disableTwoFactor({ actor, code: input.code })).message) });
    }
  });
}
