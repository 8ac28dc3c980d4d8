import { openAgentIpRecord } from '@iprenew/models';
import { RENEWAL_NOTIFICATION_INTENT, ROLE } from '@iprenew/models/browser';
import { data } from '@remix-run/node';
import { notFound, or404, requirePage } from '~/lib/guard.server';
import { readFlash, redirectWithFlash } from '~/lib/session.server';
import { customerIpDetailAction, customerIpDetailLoader } from '~/routes/dashboard+/_customer+/customer-ip-detail.server';
import { renewalNotificationAction } from './renewal-notification.server';

const ROUTE_KEY = 'dashboard.ip.detail';

/** {type}/detail/{id} (ACL-28) serves agents and members; the route table admits no one else. */
async function requireViewer(request: Request) {
  const { actor } = await requirePage(request, ROUTE_KEY);
  if (actor.role_id !== ROLE.AGENT && actor.role_id !== ROLE.MEMBER) throw notFound();
  return actor;
}

export async function ipDetailLoader(request: Request, params: { type?: string; id?: string }) {
  const actor = await requireViewer(request);
  if (actor.role_id === ROLE.MEMBER) return customerIpDetailLoader(request, actor, params);
  const page = new URL(request.url).searchParams.get('page') ?? 1;
  const detail = await or404(() => openAgentIpRecord({ actor, type: params.type, id: params.id, page }));
  const { flash, setCookie } = await readFlash(request);
  return data({ side: 'agent' as const, detail, flash }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
}

/** The agent's one form: 'Set Renewal Notification' (G-31); the member's: the logo upload (POR-18/19). Anything else comes back refused. */
export async function ipDetailAction(request: Request, params: { type?: string; id?: string }) {
  const actor = await requireViewer(request);
  if (actor.role_id === ROLE.MEMBER) return customerIpDetailAction(request, actor, params);
  const back = new URL(request.url).pathname;
  const formData = await request.formData();
  if (formData.get('intent') !== RENEWAL_NOTIFICATION_INTENT || formData.get('ip_id') !== params.id) {
    throw await redirectWithFlash(back, { type: 'error', message: 'jobs:detail.renewal.fail' });
  }
  return renewalNotificationAction(actor, formData, back);
}
