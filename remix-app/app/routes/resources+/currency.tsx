import { currencySwitchSchema } from '@iprenew/models/browser';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { currencyCookie } from '~/lib/currency.server';

/**
 * POST /resources/currency — the display-currency switch (form fields `currency` and `redirectTo`).
 * Sets the `currency` cookie and redirects back to a same-site relative path. Works without JS.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = currencySwitchSchema.safeParse({
    currency: form.get('currency'),
    redirectTo: form.get('redirectTo') ?? '/',
  });
  if (!parsed.success) {
    return new Response('Unsupported currency', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return redirect(parsed.data.redirectTo, {
    headers: { 'Set-Cookie': await currencyCookie().serialize(parsed.data.currency) },
  });
}

/** A GET (for example a bookmarked action URL) just goes home. */
export function loader() {
  return redirect('/');
}
