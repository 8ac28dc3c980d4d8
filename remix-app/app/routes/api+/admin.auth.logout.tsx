import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { jsonResponse, methodNotAllowed } from '~/lib/api.server';
import { requestLanguage, translate } from '~/lib/i18n.server';
import { endSession } from '~/lib/session.server';

/** POST /api/admin/auth/logout → 200 {message}; deletes the session row and clears the cookie. Idempotent. */
export async function action({ request }: ActionFunctionArgs) {
  const language = await requestLanguage(request);
  if (request.method !== 'POST') return methodNotAllowed(['POST'], language);
  const cookie = await endSession(request);
  return jsonResponse({ message: translate(language, 'auth:logged_out') }, { headers: { 'Set-Cookie': cookie } });
}

export async function loader({ request }: LoaderFunctionArgs) {
  return methodNotAllowed(['POST'], await requestLanguage(request));
}
