import { loginPathFor } from '@iprenew/models';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { getCurrentSession, logoutResponse } from '~/lib/session.server';

/**
 * POST /logout (ACC-15): ends the session and goes to the login page of the role — agent →
 * /login?role=agent, member → /login?role=client, accountant → /login?role=accountant, others →
 * /webadmin. While impersonating, the impersonated user's role decides. GET only goes home.
 */
export const loader = () => redirect('/');

export async function action({ request }: ActionFunctionArgs) {
  const current = await getCurrentSession(request);
  return logoutResponse(request, current ? loginPathFor(current.user.role_id) : '/');
}
