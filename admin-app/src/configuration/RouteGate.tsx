import type { ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { AccessDenied } from '../AccessDenied';
import { canOpenConsoleRoute } from '../access/policies';
import { useRoleId } from '../common/permissions';

/** A custom console page opens only for the roles of its route (models/src/policies/routes.ts). */
export function RouteGate({ routeKey, children }: { routeKey: string; children: ReactNode }) {
  const roleId = useRoleId();
  if (roleId === undefined) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress />
      </Box>
    );
  }
  return canOpenConsoleRoute(routeKey, roleId) ? <>{children}</> : <AccessDenied />;
}
