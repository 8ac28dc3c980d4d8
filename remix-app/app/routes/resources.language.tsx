import { languageSwitchSchema } from '@iprenew/models/browser';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { languageCookie } from '~/lib/language-cookie.server';

/**
 * POST /resources/language — the language switch (form fields `lng` and `redirectTo`).
 * Sets the `lng` cookie and redirects back to a same-site relative path (never to another site).
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = languageSwitchSchema.safeParse({
    lng: form.get('lng'),
    redirectTo: form.get('redirectTo') ?? '/',
  });
  if (!parsed.success) {
    return new Response('Unsupported language', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return redirect(parsed.data.redirectTo, {
    headers: { 'Set-Cookie': await languageCookie().serialize(parsed.data.lng) },
  });
}

/** A GET (for example a bookmarked action URL) just goes home. */
export function loader() {
  return redirect('/');
}
