import type { MigrationModule } from '../src/db/migrator';

/**
 * 0049 — the agent's payment pages (ACL-42, AGT-37..39, G-71, ADR 049): payment/pending sorts the
 * agent's unsettled settlements by created_at, payment/settled the settled ones by paid_at, and
 * payment/history the agent's payouts by created_at within a date range — one index each. Numbered
 * after the ADR (049) so parallel branches do not collide.
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.addIndex('settlements', ['agent_id', 'is_settled', 'created_at'], { name: 'settlements_agent_settled_created_idx' });
    await qi.addIndex('settlements', ['agent_id', 'is_settled', 'paid_at'], { name: 'settlements_agent_settled_paid_idx' });
    await qi.addIndex('payouts', ['agent_id', 'created_at'], { name: 'payouts_agent_id_created_at_idx' });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.removeIndex('payouts', 'payouts_agent_id_created_at_idx');
    await qi.removeIndex('settlements', 'settlements_agent_settled_paid_idx');
    await qi.removeIndex('settlements', 'settlements_agent_settled_created_idx');
  },
};
