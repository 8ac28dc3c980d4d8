import type { SeedModule } from '../../src/db/seeder';
import { APPLICATION_STATUSES } from '../data/application-statuses';
import { insertMissing, json } from './insert-missing';

/** application_statuses 1–15 with their labels and frontend_rules (§2.31, G-02). */
export const applicationStatuses: SeedModule = {
  async run({ sequelize }, transaction) {
    await insertMissing(
      sequelize,
      transaction,
      'application_statuses',
      ['id'],
      APPLICATION_STATUSES.map((s) => ({
        id: s.id,
        name: s.name,
        label: s.label,
        frontend_rules: json(s.frontend_rules),
        sort_order: s.sort_order,
      })),
    );
  },
};
