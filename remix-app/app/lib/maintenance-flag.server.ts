import { requestPageSettings } from './page-settings.server';
import { oncePerRequest } from './request-memo.server';

/**
 * The maintenance flag (SYS-3), read once per HTTP request (request-memo.server.ts): by the Express
 * gate, then by the guard of each of the page's loaders — with the offered languages, in one statement
 * (page-settings.server.ts). `read` replaces that read (the gate's tests switch the flag with it).
 */
export function maintenanceOn(request: Request | string, read?: () => Promise<boolean>): Promise<boolean> {
  if (read) return oncePerRequest(request, 'maintenance', read);
  return requestPageSettings(request).then((settings) => settings.maintenance);
}
