import type { Transaction } from 'sequelize';
import { ROLE } from '../../constants/index';
import { getSequelize } from '../../db/database';
import { Configuration } from '../../models/configuration';
import { assertRole, inTransaction, writeAudit, type Actor, type OperationOptions } from '../kernel/index';

/**
 * Maintenance mode (SYS-3, G-40): the configuration key 'maintenance' (boolean, seeded false).
 * While on, every page answers '503 Maintenance Mode' and every API 503, except the super admin's
 * way in (see remix-app/server/maintenance.ts). Read on every request: one indexed row.
 */
export const MAINTENANCE_KEY = 'maintenance';

export async function isMaintenanceOn({ transaction }: { transaction?: Transaction } = {}): Promise<boolean> {
  getSequelize();
  return maintenanceFromValue(await Configuration.readValue<unknown>(MAINTENANCE_KEY, false, { transaction }));
}

/** The stored 'maintenance' value as the switch it is (true, 1, 'true' or '1' is on; anything else off). */
export function maintenanceFromValue(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1';
}

export interface SetMaintenanceInput {
  actor: Actor;
  enabled: boolean;
}

/** Switches maintenance mode (super admin only, G-40) and writes an audit_logs row (G-65). */
export async function setMaintenance({ actor, enabled }: SetMaintenanceInput, options: OperationOptions = {}): Promise<{ enabled: boolean }> {
  assertRole(actor, [ROLE.SUPER_ADMIN], 'auth:forbidden');
  return inTransaction(options, async (transaction) => {
    const before = await isMaintenanceOn({ transaction });
    await Configuration.writeValue(MAINTENANCE_KEY, enabled, { transaction });
    await writeAudit(actor, { action: 'configuration.maintenance', targetType: 'configuration', targetId: MAINTENANCE_KEY, before: { enabled: before }, after: { enabled } }, transaction);
    return { enabled };
  });
}
