import type { MigrationModule } from '../src/db/migrator';
import { addIndexes, removeIndexes, type IndexSpec } from './batch-indexes';

/**
 * 0061 — issue 17, the console's money lists: every sort they offer has an index, so a page is read
 * in index order instead of sorting every row.
 * - Invoices (ORD-70) are the successful payments: (status, x) for each sort but created_at (0052).
 * - Payments (ORD-61) sort on paid_amount and updated_at too.
 * - Orders (ORD-73) sort on total, fee and discount; by customer e-mail they walk users_email_uq.
 */
const INDEXES: (IndexSpec & { table: string })[] = [
  { table: 'payments', name: 'payments_status_reference_idx', fields: ['status', 'reference'] },
  { table: 'payments', name: 'payments_status_updated_at_idx', fields: ['status', 'updated_at'] },
  { table: 'payments', name: 'payments_status_invoice_no_idx', fields: ['status', 'invoice_no'] },
  { table: 'payments', name: 'payments_paid_amount_idx', fields: ['paid_amount'] },
  { table: 'payments', name: 'payments_updated_at_idx', fields: ['updated_at'] },
  { table: 'orders', name: 'orders_total_idx', fields: ['total'] },
  { table: 'orders', name: 'orders_fee_idx', fields: ['fee'] },
  { table: 'orders', name: 'orders_discount_amount_idx', fields: ['discount_amount'] },
];

const TABLES = ['payments', 'orders'];

export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    for (const table of TABLES) await addIndexes(qi, table, INDEXES.filter((index) => index.table === table));
  },
  async down({ context: { queryInterface: qi } }) {
    for (const table of [...TABLES].reverse()) await removeIndexes(qi, table, INDEXES.filter((index) => index.table === table).map((index) => index.name));
  },
};
