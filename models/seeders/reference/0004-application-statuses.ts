import type { SeedModule } from '../../src/db/seeder';
import { APPLICATION_STATUSES } from '../data/application-statuses';
import { insertMissing } from './insert-missing';

/** application_statuses 1–15 with their names, labels and order (§2.31); their rules are the workflow table's (ADR 031). */
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
        sort_order: s.sort_order,
      })),
    );
  },
};
