import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { createMigrator } from '../src/db/migrator';
import { seedReference } from '../src/db/seeder';
import { createEmptyTestDatabase, type TestDatabase } from '../src/testing/index';

/** 0044 (ADR 047): old lines get their parts from their product sheet; settlements become one per application. */
describe('0044 — settlement parts, route and one settlement per application', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createEmptyTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await db?.drop();
  });

  const select = <T extends object>(sql: string) => db.sequelize.query<T>(sql, { type: QueryTypes.SELECT });
  /** Money as stored: SQLite answers numbers, MariaDB strings. */
  const money = (value: unknown) => Number(value).toFixed(2);
  const indexNames = async (table: string) => ((await db.sequelize.getQueryInterface().showIndex(table)) as { name: string }[]).map((i) => i.name);

  it('back-fills old cart and order lines, dedupes settlements, adds the unique index; down and up again', async () => {
    const migrator = createMigrator(db.sequelize);
    await migrator.up({ to: '0043-report-reply-read' });
    await seedReference(db.sequelize);
    const qi = db.sequelize.getQueryInterface();
    const now = new Date();
    const [my] = await select<{ id: number }>("SELECT id FROM countries WHERE iso2 = 'MY'");
    const [cn] = await select<{ id: number }>("SELECT id FROM countries WHERE iso2 = 'CN'");
    for (const [id, role] of [[901, 4], [902, 3]] as const) {
      await qi.bulkInsert('users', [{ id, name: `User ${id}`, email: `u${id}@example.test`, role_id: role, status_id: 1, created_at: now, updated_at: now }]);
    }
    await qi.bulkInsert('orders', [{ id: 801, reference: 'OLDORDER0001', user_id: 901, fee: '4330.00', total: '4330.00', status: 1, payment_method: 'stripe', created_at: now, updated_at: now }]);
    const line = { order_id: 801, order_type: 'normal', created_at: now, updated_at: now };
    const orderLines = [
      // Malaysian trademark renewal, 2 classes, 6-month late: official 2 × 1050 + late 2 × 250, service 350 + 2 × 100.
      { ...line, id: 701, service_id: 3, type_id: 1, country_id: my!.id, multiclass_no: 2, fee_type: 'tm_expired_6m', fee: '3150.00', additional_fee: '500.00' },
      // Chinese patent renewal, years 6–7, near due: service per_year × 2 + near_due.
      { ...line, id: 702, service_id: 3, type_id: 2, country_id: cn!.id, selected_years: JSON.stringify([{ year_granted: '6th_year_granted' }, { year_granted: '7th_year_granted' }]), fee_type: 'pt_near_due', fee: '1000.00' },
      // A delivery line: never settled.
      { ...line, id: 703, service_id: 4, type_id: 1, country_id: my!.id, fee_type: 'delivery_fee', fee: '30.00' },
      // A fee below what the sheet's service part would be: all of it is service, nothing negative.
      { ...line, id: 704, service_id: 3, type_id: 1, country_id: my!.id, multiclass_no: 1, fee_type: 'tm_not_expired', fee: '100.00' },
    ];
    // One row at a time: a row's absent columns take their defaults.
    for (const orderLine of orderLines) await qi.bulkInsert('order_items', [orderLine]);
    await qi.bulkInsert('cart_items', [{ id: 601, user_id: 901, service_id: 1, type_id: 1, country_id: my!.id, order_type: 'normal', fee: '9.90', request: JSON.stringify({ classifications: [{ term: '9', goods: 'x' }] }), created_at: now, updated_at: now }]);
    await qi.bulkInsert('ips', [{ id: 501, user_id: 901, type_id: 1, country_id: my!.id, created_at: now, updated_at: now }]);
    await qi.bulkInsert('applications', [{ id: 401, reference: 'OLDORDER0001-1', application_date: '2026-01-05', service_id: 3, type_id: 1, user_id: 901, agent_id: 902, ip_id: 501, created_at: now, updated_at: now }]);
    for (const [id, settled] of [[301, false], [302, true], [303, false]] as const) {
      await qi.bulkInsert('settlements', [{ id, application_id: 401, agent_id: 902, is_settled: settled, created_at: now, updated_at: now }]);
    }

    await migrator.up({ to: '0044-settlement-parts' });
    const [cnSheet] = await select<{ service_costs: unknown }>(`SELECT ps.service_costs FROM product_services ps JOIN products p ON p.id = ps.product_id WHERE p.country_id = ${cn!.id} AND ps.service_id = 3 AND ps.type_id = 2`);
    const cnService = (typeof cnSheet!.service_costs === 'string' ? JSON.parse(cnSheet!.service_costs) : cnSheet!.service_costs) as Record<string, string>;
    const cnPart = (Number(cnService.per_year) * 2 + Number(cnService.near_due)).toFixed(2);
    const lines = await select<{ id: number; processing_part: string; service_part: string }>('SELECT id, processing_part, service_part FROM order_items ORDER BY id');
    expect(lines.map((l) => [l.id, money(l.processing_part), money(l.service_part)])).toEqual([
      [701, '2600.00', '550.00'],
      [702, (1000 - Number(cnPart)).toFixed(2), cnPart],
      [703, '0.00', '0.00'],
      [704, '0.00', '100.00'],
    ]);
    const [cart] = await select<{ processing_part: string; service_part: string }>('SELECT processing_part, service_part FROM cart_items');
    expect([money(cart!.processing_part), money(cart!.service_part)]).toEqual(['0.00', '9.90']);
    expect((await select<{ id: number }>('SELECT id FROM settlements')).map((s) => s.id)).toEqual([302]);
    expect(await indexNames('settlements')).toContain('settlements_application_id_uq');
    await expect(qi.bulkInsert('settlements', [{ application_id: 401, agent_id: 902, created_at: now, updated_at: now }])).rejects.toThrow();

    await migrator.down({ to: '0044-settlement-parts' });
    expect(await indexNames('settlements')).not.toContain('settlements_application_id_uq');
    expect(Object.keys(await qi.describeTable('order_items'))).not.toContain('processing_part');
    await migrator.up();
    expect(Object.keys(await qi.describeTable('settlements'))).toContain('route');
  }, 120_000);
});
