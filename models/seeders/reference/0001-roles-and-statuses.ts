import type { SeedModule } from '../../src/db/seeder';
import { ROLES, USER_STATUSES } from '../data/roles';
import { insertMissing } from './insert-missing';

/** roles 1–5 and user_statuses 0, 1, 2, 4, 5, 999 (fixed ids). */
export const rolesAndStatuses: SeedModule = {
  async run({ sequelize }, transaction) {
    await insertMissing(sequelize, transaction, 'roles', ['id'], ROLES.map((r) => ({ id: r.id, name: r.name })));
    await insertMissing(sequelize, transaction, 'user_statuses', ['id'], USER_STATUSES.map((s) => ({ id: s.id, name: s.name })));
  },
};
