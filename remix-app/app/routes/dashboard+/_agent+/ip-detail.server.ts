import { openAgentIpRecord } from '@iprenew/models';
import { RENEWAL_NOTIFICATION_INTENT, ROLE } from '@iprenew/models/browser';
import { data } from '@remix-run/node';
import { notFound, or404, requirePage } from '~/lib/guard.server';
import { readFlash, redirectWithFlash } from '~/lib/session.server';
import { renewalNotificationAction } from './renewal-notification.server';

const ROUTE_KEY = 'dashboard.ip.detail';

/** The agent's side of {type}/detail/{id} (ACL-28); members get the 404 page until the portfolio issue builds theirs. */
async function requireAgent(request: Request) {
  const { actor } = await requirePage(request, ROUTE_KEY);
  if (actor.role_id !== ROLE.AGENT) throw notFound();
  return actor;
}

export async function ipDetailLoader(request: Request, params: { type?: string; id?: string }) {
  const actor = await requireAgent(request);
  const page = new URL(request.url).searchParams.get('page') ?? 1;
  const detail = await or404(() => openAgentIpRecord({ actor, type: params.type, id: params.id, page }));
  const { flash, setCookie } = await readFlash(request);
  return data({ detail, flash }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
}

/** The page's one form: 'Set Renewal Notification' (G-31); anything else comes back refused. */
export async function ipDetailAction(request: Request, params: { type?: string; id?: string }) {
  const actor = await requireAgent(request);
  const back = new URL(request.url).pathname;
  const formData = await request.formData();
  if (formData.get('intent') !== RENEWAL_NOTIFICATION_INTENT || formData.get('ip_id') !== params.id) {
    throw await redirectWithFlash(back, { type: 'error', message: 'jobs:detail.renewal.fail' });
  }
  return renewalNotificationAction(actor, formData, back);
}
