import Decimal from 'decimal.js';
import { DataTypes, QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0044 — settlement amounts (G-04, G-05, ADR 047).
 *
 * 1. `processing_part` and `service_part` on cart_items and order_items: the line's price split at
 *    pricing time into what is passed through (official fees, their surcharges, the product's
 *    charges) and the firm's service fee, so a settlement pays from the line's own snapshot.
 *    Old lines stored no breakdown: they are back-filled from their product sheet (the service part
 *    the engine would price for the stored classes / years, at most the fee; the rest is
 *    processing). A line with no readable sheet keeps processing = fee, service = 0.00; delivery
 *    lines (service 4) are never settled and stay 0.00 / 0.00.
 * 2. `route` on settlements: 'bank' (Pending Settle) or 'paypal' (Pending PayPal), decided when the
 *    proof is validated; null before.
 * 3. Exactly one settlement per application: duplicates (none are created by the code, but the
 *    column had no unique index) are removed first — the settled one kept, else the oldest — and
 *    the plain index on application_id becomes a unique one.
 *
 * Helpers are local so this migration never changes when a later one does.
 */

const LINE_TABLES = ['cart_items', 'order_items'] as const;
const money = () => ({ type: DataTypes.DECIMAL(12, 2), allowNull: false, defaultValue: '0.00' });
const SERVICE = { SEARCH: 1, APPLICATION: 2, RENEWAL: 3, DELIVERY: 4 } as const;
const TRADEMARK = 1;
const BATCH = 500;

type Row = Record<string, unknown>;
type CostMap = Record<string, string>;

const parsed = <T>(value: unknown): T | null => {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    return null;
  }
};
const amount = (map: CostMap | null, key: string): Decimal | null => {
  const value = map?.[key];
  return typeof value === 'string' && /^\d{1,10}(\.\d{1,2})?$/.test(value) ? new Decimal(value) : null;
};

/** The service part the engine prices for a stored line on its sheet (price-trademark.ts / price-patent.ts), or null. */
function servicePartOf(line: Row, service: CostMap | null): Decimal | null {
  const serviceId = Number(line.service_id);
  if (Number(line.type_id) === TRADEMARK) {
    const request = parsed<{ classifications?: unknown[] }>(line.request);
    const classes = serviceId !== SERVICE.RENEWAL && request?.classifications?.length ? request.classifications.length : Number(line.multiclass_no ?? 0);
    const base = amount(service, 'base');
    const perClass = amount(service, 'per_class');
    return base && perClass && classes > 0 ? base.plus(perClass.times(classes)) : null;
  }
  if (serviceId !== SERVICE.RENEWAL) return amount(service, 'base');
  const years = parsed<{ year_granted: string }[]>(line.selected_years) ?? [];
  const numbers = years.map((y) => Number.parseInt(String(y.year_granted), 10)).filter(Number.isInteger);
  const perYear = amount(service, 'per_year');
  if (!perYear || numbers.length === 0) return null;
  const count = Math.max(...numbers) - Math.min(...numbers) + 1;
  const urgency = line.fee_type === 'pt_near_due' ? (amount(service, 'near_due') ?? new Decimal(0)) : new Decimal(0);
  return perYear.times(count).plus(urgency);
}

async function backfill(sequelize: Sequelize, table: string, transaction: Transaction): Promise<void> {
  const qi = sequelize.getQueryInterface();
  const sheets = await sequelize.query<Row>(
    `SELECT p.country_id, ps.service_id, ps.type_id, ps.service_costs FROM product_services ps JOIN products p ON p.id = ps.product_id`,
    { type: QueryTypes.SELECT, transaction },
  );
  const sheetOf = new Map(sheets.map((s) => [`${s.country_id}/${s.service_id}/${s.type_id}`, parsed<CostMap>(s.service_costs)]));
  const t = qi.quoteIdentifier(table);
  for (let after = 0; ; ) {
    const rows = await sequelize.query<Row>(
      `SELECT id, service_id, type_id, country_id, multiclass_no, selected_years, fee_type, fee, request FROM ${t} WHERE id > ? ORDER BY id LIMIT ${BATCH}`,
      { replacements: [after], type: QueryTypes.SELECT, transaction },
    );
    if (rows.length === 0) return;
    for (const row of rows) {
      const fee = new Decimal(String(row.fee ?? '0'));
      let processing = new Decimal(0);
      let service = new Decimal(0);
      if (Number(row.service_id) !== SERVICE.DELIVERY) {
        const priced = servicePartOf(row, sheetOf.get(`${row.country_id}/${row.service_id}/${row.type_id}`) ?? null);
        service = priced ? Decimal.min(priced, fee) : new Decimal(0);
        processing = fee.minus(service);
      }
      await sequelize.query(`UPDATE ${t} SET processing_part = ?, service_part = ? WHERE id = ?`, {
        replacements: [processing.toFixed(2), service.toFixed(2), row.id],
        transaction,
      });
    }
    after = Number(rows[rows.length - 1]!.id);
  }
}

/** Keeps one settlement per application: the settled one, else the lowest id. */
async function dedupeSettlements(sequelize: Sequelize, transaction: Transaction): Promise<void> {
  const rows = await sequelize.query<Row>(
    `SELECT id, application_id, is_settled FROM settlements WHERE application_id IN (SELECT application_id FROM settlements GROUP BY application_id HAVING COUNT(*) > 1) ORDER BY application_id, id`,
    { type: QueryTypes.SELECT, transaction },
  );
  const keep = new Map<number, Row>();
  for (const row of rows) {
    const current = keep.get(Number(row.application_id));
    if (!current || (Number(row.is_settled) === 1 && Number(current.is_settled) !== 1)) keep.set(Number(row.application_id), row);
  }
  const kept = new Set([...keep.values()].map((row) => Number(row.id)));
  const drop = rows.map((row) => Number(row.id)).filter((id) => !kept.has(id));
  if (drop.length) await sequelize.query(`DELETE FROM settlements WHERE id IN (${drop.map(() => '?').join(',')})`, { replacements: drop, transaction });
}

export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi, sequelize } }) {
    for (const table of LINE_TABLES) {
      await qi.addColumn(table, 'processing_part', money());
      await qi.addColumn(table, 'service_part', money());
    }
    await qi.addColumn('settlements', 'route', { type: DataTypes.STRING(16), allowNull: true });
    await sequelize.transaction(async (transaction) => {
      for (const table of LINE_TABLES) await backfill(sequelize, table, transaction);
      await dedupeSettlements(sequelize, transaction);
    });
    await qi.addIndex('settlements', { name: 'settlements_application_id_uq', fields: ['application_id'], unique: true });
    await qi.removeIndex('settlements', 'settlements_application_id_idx');
    await qi.addIndex('settlements', { name: 'settlements_route_allow_settle_is_settled_idx', fields: ['route', 'allow_settle', 'is_settled'] });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.removeIndex('settlements', 'settlements_route_allow_settle_is_settled_idx');
    await qi.addIndex('settlements', { name: 'settlements_application_id_idx', fields: ['application_id'] });
    await qi.removeIndex('settlements', 'settlements_application_id_uq');
    await qi.removeColumn('settlements', 'route');
    for (const table of LINE_TABLES) {
      await qi.removeColumn(table, 'service_part');
      await qi.removeColumn(table, 'processing_part');
    }
  },
};
