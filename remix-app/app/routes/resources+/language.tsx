import { languageSwitchSchema, setUserLanguage } from '@iprenew/models';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { parseForm } from '~/lib/form.server';
import { optionalUser } from '~/lib/guard.server';
import { areaLanguages } from '~/lib/i18n.server';
import { languageCookie } from '~/lib/language-cookie.server';
import { actorFor } from '~/lib/actor.server';

/**
 * POST /resources/language — the language switch (form fields `lng` and `redirectTo`).
 * Sets the `lng` cookie and redirects back to a same-site relative path (never to another site).
 * A signed-in user's choice is also stored on the account (users.language): their e-mails and
 * invoices are written in it (an impersonating staff member changes only the view).
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), { schema: languageSwitchSchema });
  // I18N-3: a language the target page's area does not offer is refused like an unknown one.
  if (submission.status !== 'success' || !(await areaLanguages(new URL(submission.value.redirectTo, request.url).pathname)).includes(submission.value.lng)) {
    return new Response('Unsupported language', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const { lng, redirectTo } = submission.value;
  const signedIn = await optionalUser(request);
  if (signedIn) {
    await setUserLanguage({ actor: actorFor(signedIn.user, signedIn.impersonator, request), language: lng });
  }
  return redirect(redirectTo, {
    headers: { 'Set-Cookie': await languageCookie().serialize(lng) },
  });
}

/** A GET (for example a bookmarked action URL) just goes home. */
export function loader() {
  return redirect('/');
}
