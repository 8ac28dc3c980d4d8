import { loginPathFor, logoutFormSchema } from '@iprenew/models';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { parseForm, postedForm } from '~/lib/form.server';
import { getCurrentSession, logoutResponse } from '~/lib/session.server';

/**
 * POST /logout (ACC-15): ends the session and goes to the login page of the role — agent →
 * /login?role=agent, member → /login?role=client, accountant → /login?role=accountant, others →
 * /webadmin. While impersonating, the impersonated user's role decides. GET only goes home, and so
 * does a form that is not the logout button's: the session stays.
 */
export const loader = () => redirect('/');

export async function action({ request }: ActionFunctionArgs) {
  if (parseForm(await postedForm(request), { schema: logoutFormSchema }).status !== 'success') return redirect('/');
  const current = await getCurrentSession(request);
  return logoutResponse(request, current ? loginPathFor(current.user.role_id) : '/');
}
