import { currencySwitchSchema } from '@iprenew/models';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { parseForm } from '~/lib/form.server';
import { currencyCookie } from '~/lib/currency.server';

/**
 * POST /resources/currency — the display-currency switch (form fields `currency` and `redirectTo`).
 * Sets the `currency` cookie and redirects back to a same-site relative path. Works without JS.
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), { schema: currencySwitchSchema });
  if (submission.status !== 'success') {
    return new Response('Unsupported currency', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return redirect(submission.value.redirectTo, {
    headers: { 'Set-Cookie': await currencyCookie().serialize(submission.value.currency) },
  });
}

/** A GET (for example a bookmarked action URL) just goes home. */
export function loader() {
  return redirect('/');
}
