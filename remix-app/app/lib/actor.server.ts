import type { Actor } from '@iprenew/models';
import { requestIp } from './session.server';

/**
 * The actor every domain operation takes (ADR 025), built in one place for pages and REST alike: the
 * signed-in user, the staff member behind an impersonation, and the request's address.
 */
export function actorFor(user: { id: number; role_id: number }, impersonator: { id: number } | null, request: Request): Actor {
  return { id: user.id, role_id: user.role_id, impersonator_id: impersonator?.id ?? null, ip: requestIp(request) };
}
