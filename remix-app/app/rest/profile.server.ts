import { jsonResponse } from '~/lib/api.server';
import { sessionToken } from '~/lib/session.server';
import { changePassword, getStaffProfile, setUserLanguage, updateStaffProfile } from '@iprenew/models';
import { handleApi, readJsonObject } from './protocol.server';

/** The staff member's own account in the console: GET/PUT /api/admin/profile, POST /api/admin/profile/password. */

export function getProfile(request: Request): Promise<Response> {
  return handleApi(request, 'profile', 'read', async ({ actor }) => jsonResponse(await getStaffProfile({ actor })));
}

/** PUT → the record (ra-style) with {message} alongside for the page's notification. */
export function updateProfile(request: Request): Promise<Response> {
  return handleApi(request, 'profile', 'update', async ({ actor, t }) => {
    const body = await readJsonObject(request, 'users:profile_update_fail');
    const result = await updateStaffProfile({ actor, name: body.name, contact: body.contact, language: body.language });
    return jsonResponse({ message: t(result.message), data: result.user });
  });
}

/**
 * PUT /api/admin/profile/language {language}: the console's language switch keeps the choice on the
 * account too, so the staff member's e-mails follow it (the same rule as the site's switch).
 */
export function updateProfileLanguage(request: Request): Promise<Response> {
  return handleApi(request, 'profile', 'update', async ({ actor }) => {
    const body = await readJsonObject(request, 'nav:language.unsupported');
    const result = await setUserLanguage({ actor, language: body.language });
    return jsonResponse({ language: result.language });
  });
}

/**
 * ACC-54..60 for staff through the one password-change operation (models/src/domain/account/
 * change-password.ts): old_ps must match, the new password follows the rule, every other session ends
 * (this one stays). 'Password update successuful' / the field errors.
 */
export function changeProfilePassword(request: Request): Promise<Response> {
  return handleApi(request, 'profile', 'password', async ({ actor, t }) => {
    const body = await readJsonObject(request, 'users:password_update_fail');
    await changePassword({
      actor,
      keepSessionToken: await sessionToken(request),
      old_ps: body.old_ps,
      password: body.password,
      password_confirmation: body.password_confirmation,
    });
    return jsonResponse({ message: t('users:password_updated') });
  });
}
