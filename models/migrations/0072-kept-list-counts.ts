import type { MigrationModule } from '../src/db/migrator';
import { createKeptCount, dropKeptCount, type KeptCount } from './kept-counts';

/**
 * 0072 — issue 17, ADR 087 addendum: the console's unfiltered lists that count a value nearly every
 * row has (ADR 081: all rows less the others) still read every other row's index entry: on the LARGE
 * bench 39,805 payments that are not successes (~1 ms a page of invoices, growing with the data) and
 * 15,922 records that are not IPs. On SQLite these numbers are kept too, under the name
 * `countMostlyEqual` asks for (`<table>.<column>=<value>`): successful payments (status 1), IP
 * records (model_type 'ip') and customers (role 4).
 */
const KEPT: KeptCount[] = [
  { name: 'payments.status=1', table: 'payments', tag: 'success', columns: ['status'], counted: (row) => `${row}."status" = 1` },
  { name: 'ips.model_type=ip', table: 'ips', tag: 'ip', columns: ['model_type'], counted: (row) => `${row}."model_type" = 'ip'` },
  { name: 'users.role_id=4', table: 'users', tag: 'member', columns: ['role_id'], counted: (row) => `${row}."role_id" = 4` },
];

export const migration: MigrationModule = {
  async up({ context: { sequelize } }) {
    if (sequelize.getDialect() !== 'sqlite') return;
    for (const kept of KEPT) await createKeptCount(sequelize, kept);
  },
  async down({ context: { sequelize } }) {
    if (sequelize.getDialect() !== 'sqlite') return;
    for (const kept of [...KEPT].reverse()) await dropKeptCount(sequelize, kept);
  },
};
