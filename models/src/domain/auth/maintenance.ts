import type { Transaction } from 'sequelize';
import { ROLE } from '../../constants/index';
import { getSequelize } from '../../db/database';
import { AppError } from '../../errors/index';
import { AuditLog } from '../../models/audit-log';
import { Configuration } from '../../models/configuration';
import type { User } from '../../models/user';

/**
 * Maintenance mode (SYS-3, G-40): the configuration key 'maintenance' (boolean, seeded false).
 * While on, every page answers '503 Maintenance Mode' and every API 503, except the super admin's
 * way in (see remix-app/server/maintenance.ts). Read on every request: one indexed row.
 */
export const MAINTENANCE_KEY = 'maintenance';

export async function isMaintenanceOn({ transaction }: { transaction?: Transaction } = {}): Promise<boolean> {
  getSequelize();
  const value = await Configuration.readValue<unknown>(MAINTENANCE_KEY, false, { transaction });
  return value === true || value === 1 || value === 'true' || value === '1';
}

export interface SetMaintenanceInput {
  actor: Pick<User, 'id' | 'role_id'>;
  /** The admin impersonating `actor`, if any (audit). */
  impersonatorId?: number | null;
  enabled: boolean;
  ip?: string | null;
}

/** Switches maintenance mode (super admin only, G-40) and writes an audit_logs row (G-65). */
export async function setMaintenance(
  { actor, impersonatorId = null, enabled, ip = null }: SetMaintenanceInput,
  { transaction }: { transaction?: Transaction } = {},
): Promise<{ enabled: boolean }> {
  if (actor.role_id !== ROLE.SUPER_ADMIN) throw new AppError('FORBIDDEN', 'auth:forbidden');
  const run = async (t: Transaction) => {
    const before = await isMaintenanceOn({ transaction: t });
    await Configuration.writeValue(MAINTENANCE_KEY, enabled, { transaction: t });
    await AuditLog.create(
      {
        actor_id: actor.id,
        impersonator_id: impersonatorId,
        action: 'configuration.maintenance',
        target_type: 'configuration',
        target_id: MAINTENANCE_KEY,
        before: { enabled: before },
        after: { enabled },
        ip_address: ip ? ip.slice(0, 45) : null,
      },
      { transaction: t },
    );
    return { enabled };
  };
  if (transaction) return run(transaction);
  return getSequelize().transaction((t) => run(t));
}
