import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { AuditLog } from '../../models/audit-log';
import { Configuration } from '../../models/configuration';
import { buildRolesAndStatuses, buildStaff, buildUser, createTestDatabase, type TestDatabase } from '../../testing/index';
import { isMaintenanceOn, setMaintenance } from './maintenance';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await buildRolesAndStatuses();
});
afterAll(async () => {
  await db.drop();
});

describe(`maintenance mode (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('is off without the key, switched by a super admin with an audit row', async () => {
    expect(await isMaintenanceOn()).toBe(false);
    const sa = await buildStaff(ROLE.SUPER_ADMIN);
    expect(await setMaintenance({ actor: { id: sa.id, role_id: sa.role_id, ip: '127.0.0.1' }, enabled: true })).toEqual({ enabled: true });
    expect(await isMaintenanceOn()).toBe(true);
    expect(await Configuration.readValue('maintenance', null)).toBe(true);
    const log = await AuditLog.findOne({ where: { action: 'configuration.maintenance' }, order: [['id', 'DESC']] });
    expect(log?.actor_id).toBe(sa.id);
    expect(log?.before).toEqual({ enabled: false });
    expect(log?.after).toEqual({ enabled: true });
    expect(log?.ip_address).toBe('127.0.0.1');
    await setMaintenance({ actor: sa, enabled: false });
    expect(await isMaintenanceOn()).toBe(false);
  });

  it('refuses anyone else', async () => {
    for (const roleId of [ROLE.ADMIN, ROLE.AGENT, ROLE.MEMBER, ROLE.ACCOUNTANT]) {
      const user = await buildUser({ role_id: roleId });
      await expect(setMaintenance({ actor: user, enabled: true })).rejects.toBeInstanceOf(AppError);
    }
    expect(await isMaintenanceOn()).toBe(false);
  });
});
