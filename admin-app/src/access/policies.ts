/**
 * The console's one door to the shared policies (models/src/policies/{routes,resources}.ts): the
 * route/role matrix (ACL.d) and the /api/admin resource permissions. Nothing else in the console
 * holds a role list.
 */
import { canOpenRoute, canUseResource, findRoute, resourceRoleOf } from '@iprenew/models/browser';

export { canOpenRoute, findRoute, canUseResource, resourceRoleOf };

export function canOpenConsoleRoute(routeKey: string, roleId: number): boolean {
  return canOpenRoute(routeKey, roleId);
}

export function canUseApiResource(resource: string, action: string, roleId: number): boolean {
  return canUseResource(resource, action, roleId);
}

/** The console path (under the /admin basename) of a console route, e.g. '/customers'. */
export function consolePathOf(routeKey: string): string | undefined {
  const route = findRoute(routeKey);
  if (!route || route.app !== 'console') return undefined;
  return route.path.replace(/^\/admin/, '') || '/';
}
