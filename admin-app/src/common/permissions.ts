import { usePermissions } from 'react-admin';
import { canUseApiResource } from '../access/policies';

/** The signed-in staff member's role id (authProvider.getPermissions), undefined while loading. */
export function useRoleId(): number | undefined {
  const { permissions } = usePermissions<number>();
  return typeof permissions === 'number' ? permissions : undefined;
}

/** Whether the signed-in role may call an /api/admin action (shared resource policy). */
export function useAllowed(resource: string, action: string): boolean {
  const roleId = useRoleId();
  return roleId !== undefined && canUseApiResource(resource, action, roleId);
}
