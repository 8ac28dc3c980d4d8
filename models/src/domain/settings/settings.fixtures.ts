import { ROLE, USER_STATUS } from '../../constants/index';
import { seedReference } from '../../db/seeder';
import { isAppError, type AppError } from '../../errors/index';
import { AuditLog } from '../../models/audit-log';
import { Country } from '../../models/country';
import { User } from '../../models/user';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { Actor } from './shared';

/** A migrated database with the reference data and one staff member per role, for the settings tests. */
export interface SettingsKit {
  db: TestDatabase;
  superAdmin: Actor;
  admin: Actor;
  others: Actor[];
  country(iso2: string): Promise<Country>;
  close(): Promise<void>;
}

let seq = 0;

export async function createSettingsKit(): Promise<SettingsKit> {
  const db = await createTestDatabase();
  await seedReference(db.sequelize);
  const make = async (role: number): Promise<Actor> => {
    seq += 1;
    const user = await User.create({ name: `Settings ${role}`, email: `settings.${role}.${seq}@example.test`, role_id: role, status_id: USER_STATUS.ACTIVE, password: 'x' } as never);
    return { id: user.id, role_id: user.role_id, ip: '198.51.100.7' };
  };
  return {
    db,
    superAdmin: await make(ROLE.SUPER_ADMIN),
    admin: await make(ROLE.ADMIN),
    others: [await make(ROLE.ACCOUNTANT), await make(ROLE.AGENT), await make(ROLE.MEMBER)],
    async country(iso2) {
      const country = await Country.findOne({ where: { iso2 } });
      if (!country) throw new Error(`no country ${iso2}`);
      return country;
    },
    close: () => db.drop(),
  };
}

/** The AppError a promise rejects with (fails when it resolves or throws anything else). */
export async function caught(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

export const lastAudit = (action: string) => AuditLog.findOne({ where: { action }, order: [['id', 'DESC']] });
