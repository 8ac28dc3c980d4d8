import type { MigrationModule } from '../src/db/migrator';

/**
 * 0057 — the console's audit mails (ADM-80, ADR 057): the type filter with the newest-first sort
 * reads (mailable_type, created_at); status, date, recipient and reference have theirs since 0002.
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.addIndex('audit_mails', ['mailable_type', 'created_at'], { name: 'audit_mails_type_created_idx' });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.removeIndex('audit_mails', 'audit_mails_type_created_idx');
  },
};
