import { DataTypes } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0036 — per-party read markers and translatable history (issue 13, AGT-7, ADR 032).
 *
 * `applications.is_read` was one flag for everyone: the customer opening an application hid the
 * agent's unread marker. It becomes three markers, one per party — `read_by_customer`,
 * `read_by_agent`, `read_by_staff` — each copied from the old flag. A new history entry clears the
 * other parties' markers; opening the application sets the opener's (models/src/domain/applications/
 * read-markers.ts). Indexes: the agent's unread count and jobs list filter (agent_id, read_by_agent,
 * status_id), the customer's (user_id, read_by_customer), the staff queue (read_by_staff), and the
 * agent's jobs list sorted by last change (agent_id, updated_at).
 *
 * `application_histories` gains `message_key` and `message_params`: a catalogue key and its values,
 * so the timeline shows the reader's language; `message` keeps the English text (and free text typed
 * by a person, which has no key).
 *
 * Down restores `is_read` from the agent's marker (the only reader of the flag was the agent's count).
 */
const MARKERS = ['read_by_customer', 'read_by_agent', 'read_by_staff'] as const;
const INDEXES: { name: string; fields: string[] }[] = [
  { name: 'applications_agent_id_read_by_agent_status_id_idx', fields: ['agent_id', 'read_by_agent', 'status_id'] },
  { name: 'applications_user_id_read_by_customer_idx', fields: ['user_id', 'read_by_customer'] },
  { name: 'applications_read_by_staff_idx', fields: ['read_by_staff'] },
  { name: 'applications_agent_id_updated_at_idx', fields: ['agent_id', 'updated_at'] },
];

export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi, sequelize } }) {
    for (const marker of MARKERS) await qi.addColumn('applications', marker, { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
    await sequelize.query('UPDATE `applications` SET `read_by_customer` = `is_read`, `read_by_agent` = `is_read`, `read_by_staff` = `is_read`');
    await qi.removeIndex('applications', 'applications_agent_id_is_read_idx');
    await sequelize.query('ALTER TABLE `applications` DROP COLUMN `is_read`');
    for (const { name, fields } of INDEXES) await qi.addIndex('applications', fields, { name });

    await qi.addColumn('application_histories', 'message_key', { type: DataTypes.STRING(128), allowNull: true });
    await qi.addColumn('application_histories', 'message_params', { type: DataTypes.JSON, allowNull: true });
  },
  async down({ context: { queryInterface: qi, sequelize } }) {
    await qi.removeColumn('application_histories', 'message_params');
    await qi.removeColumn('application_histories', 'message_key');

    for (const { name } of [...INDEXES].reverse()) await qi.removeIndex('applications', name);
    await qi.addColumn('applications', 'is_read', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
    await sequelize.query('UPDATE `applications` SET `is_read` = `read_by_agent`');
    for (const marker of [...MARKERS].reverse()) await sequelize.query(`ALTER TABLE \`applications\` DROP COLUMN \`${marker}\``);
    await qi.addIndex('applications', ['agent_id', 'is_read'], { name: 'applications_agent_id_is_read_idx' });
  },
};
