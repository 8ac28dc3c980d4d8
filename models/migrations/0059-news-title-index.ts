import type { MigrationModule } from '../src/db/migrator';

/**
 * 0059 — the console's news list (ADM-50) sorts on the title too; status, publish date and created
 * at have their indexes since 0002.
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.addIndex('news', ['title'], { name: 'news_title_idx' });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.removeIndex('news', 'news_title_idx');
  },
};
