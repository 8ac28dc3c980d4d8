import { isMaintenanceOn } from '@iprenew/models';
import { oncePerRequest } from './request-memo.server';

/**
 * The maintenance flag (SYS-3), read once per HTTP request (request-memo.server.ts): by the Express
 * gate, then by the guard of each of the page's loaders.
 */
export function maintenanceOn(request: Request | string, read: () => Promise<boolean> = () => isMaintenanceOn()): Promise<boolean> {
  return oncePerRequest(request, 'maintenance', read);
}
