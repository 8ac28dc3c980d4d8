import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditActionLabelKey, LANGUAGES, ROLE, USER_STATUS } from '../../constants/index';
import { catalogue } from '../../i18n/index';
import { AuditLog } from '../../models/audit-log';
import { buildCustomer, buildStaff, caught, queriesOf, useTestWorld } from '../../testing/index';
import { blockUser } from '../users/block-user';
import { unblockUser } from '../users/unblock-user';
import { getAuditLog, listAuditActors, listAuditLogs } from './list-audit-logs';

/** G-65 (ADR 053): the staff audit log — read only, SA and AD, filtered and paged in SQL, every action labelled. */

useTestWorld();

const lookup = (lng: (typeof LANGUAGES)[number], key: string): unknown => {
  const [ns, path] = key.split(':') as [string, string];
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], (catalogue[lng] as Record<string, unknown>)[ns]);
};

describe('the staff audit log', () => {
  it('has a human label for every action in the three languages', () => {
    for (const lng of LANGUAGES) {
      const missing = AUDIT_ACTIONS.filter((action) => typeof lookup(lng, auditActionLabelKey(action)) !== 'string');
      expect({ lng, missing }).toEqual({ lng, missing: [] });
    }
  });

  it('lists who did what to which record, newest first, filtered by actor, action, record and Kuala Lumpur days', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
    const customer = await buildCustomer();
    await blockUser({ actor: admin, id: customer.id });
    await unblockUser({ actor: superAdmin, id: customer.id });

    const forCustomer = await listAuditLogs({ actor: admin, filter: { target_type: 'user', target_id: String(customer.id) } });
    expect(forCustomer.rows.map((r) => [r.action, r.actor?.id, r.action_label_key])).toEqual([
      ['user.unblock', superAdmin.id, 'admin:audit.actions.user_unblock'],
      ['user.block', admin.id, 'admin:audit.actions.user_block'],
    ]);
    expect(forCustomer.rows[1]).toMatchObject({ before: { status_id: 1 }, after: expect.objectContaining({ status_id: USER_STATUS.BLOCKED }), target_type: 'user', target_id: String(customer.id) });

    const byAdmin = await listAuditLogs({ actor: superAdmin, filter: { actor_id: admin.id, action: 'user.block' } });
    expect(byAdmin.rows.map((r) => r.target_id)).toContain(String(customer.id));
    expect(byAdmin.rows.every((r) => r.actor?.id === admin.id && r.action === 'user.block')).toBe(true);

    // Kuala Lumpur days: an entry at 1 April 00:30 in Kuala Lumpur is on 1 April.
    const entry = await AuditLog.findOne({ where: { action: 'user.block', target_id: String(customer.id) }, rejectOnEmpty: true });
    await AuditLog.update({ created_at: new Date('2026-03-31T16:30:00Z') }, { where: { id: entry.id } });
    expect((await listAuditLogs({ actor: admin, filter: { from: '2026-04-01', to: '2026-04-01' } })).rows.map((r) => r.id)).toEqual([entry.id]);
    expect((await listAuditLogs({ actor: admin, filter: { to: '2026-03-31', target_id: String(customer.id), target_type: 'user' } })).total).toBe(0);

    // The system's entries (no actor) under actor 0.
    await AuditLog.create({ actor_id: null, action: 'payment.verify', target_type: 'payment', target_id: '999999' });
    const system = await listAuditLogs({ actor: admin, filter: { actor_id: 0, target_id: '999999' } });
    expect(system.rows.map((r) => [r.actor, r.action])).toEqual([[null, 'payment.verify']]);

    expect(await getAuditLog({ actor: admin, id: entry.id })).toMatchObject({ id: entry.id, action: 'user.block' });
    expect((await caught(getAuditLog({ actor: admin, id: 0 }))).status).toBe(404);
    expect((await listAuditActors({ actor: admin })).map((u) => u.id)).toEqual(expect.arrayContaining([admin.id, superAdmin.id]));
    expect((await listAuditActors({ actor: admin })).map((u) => u.id)).not.toContain(customer.id);

    // A page costs two statements whatever its size.
    expect(await queriesOf(() => listAuditLogs({ actor: admin, limit: 100 }))).toBeLessThanOrEqual(2);
  });

  it('refuses bad filters and everyone but super admins and admins', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    for (const filter of [{ action: 'drop.table' }, { from: '2026-02-31' }, { from: '2026-04-02', to: '2026-04-01' }, { actor_id: -1 }, { target_id: 'x'.repeat(65) }]) {
      expect((await caught(listAuditLogs({ actor: admin, filter }))).status).toBe(400);
    }
    expect((await caught(listAuditLogs({ actor: admin, sort: { field: 'before' as never, order: 'ASC' } }))).status).toBe(400);
    for (const actor of [await buildStaff(ROLE.ACCOUNTANT), await buildCustomer()]) {
      expect((await caught(listAuditLogs({ actor }))).status).toBe(403);
      expect((await caught(listAuditActors({ actor }))).status).toBe(403);
    }
  });
});
