import type { SeedModule } from '../../src/db/seeder';
import { NICE_CLASSES } from '../data/nice-classes';
import { insertMissing } from './insert-missing';

/** class_names 1–45: the Nice classes in English, Malay and Simplified Chinese (G-54). */
export const niceClasses: SeedModule = {
  async run({ sequelize }, transaction) {
    await insertMissing(sequelize, transaction, 'class_names', ['id'], NICE_CLASSES.map((c) => ({ ...c })));
  },
};
