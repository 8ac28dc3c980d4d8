import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, IP_TYPE, ROLE, SERVICE } from '../../constants/index';
import { Application } from '../../models/application';
import { IpRecord } from '../../models/ip-record';
import { APPLICATION_SORT_FIELDS } from '../../schemas/console-applications';
import { IP_RECORD_SORT_FIELDS } from '../../schemas/ip-records';
import { buildApplication, buildCustomer, buildStaff, queryPlanOf, statementsOf, useTestWorld } from '../../testing/index';
import { applicationSortIndex, parseStaffListFilter, staffApplicationQuery } from '../applications/staff-list';
import { staffRowInclude } from '../applications/staff-json';
import { ipRecordQuery, ipSortIndex } from '../ip-records/list-query';
import type { KeysetCursor } from '../kernel/index';
import { EXPORT_REGISTRY, type ExportDefinition, type ExportParams } from './registry';

useTestWorld();

/** Every row id an export reads, two rows per batch, each batch after the previous one's last row. */
async function idsInBatches(definition: ExportDefinition<unknown>, params: ExportParams, viewer: { id: number; role_id: number }, key: (row: never) => unknown, index: string): Promise<unknown[]> {
  const ids: unknown[] = [];
  let after: KeysetCursor | null = null;
  for (let guard = 0; guard < 50; guard += 1) {
    let batch!: Awaited<ReturnType<typeof definition.batch>>;
    const statements = await statementsOf(async () => {
      batch = await definition.batch(params, { after, limit: 2, viewer });
    });
    // No batch skips rows it has read (an OFFSET, or MySQL's `LIMIT skip, count`).
    expect(statements.filter((sql) => /\bOFFSET\b|\bLIMIT\s+\d+\s*,/i.test(sql))).toEqual([]);
    // MariaDB reads each batch from the cursor in the sort's index (a range), not from the list's start.
    if (after) {
      const plan = await queryPlanOf(statements[0]!);
      if (plan.dialect === 'mysql') expect(plan.indexes, statements[0]).toContain(index);
      // SQLite: the search goes past the index's equality prefix to the cursor (a row value, or the id within a run).
      else expect(plan.steps.join('\n'), statements[0]).toMatch(/^SEARCH (IpRecord|Application) USING (COVERING )?(INDEX \S+|INTEGER PRIMARY KEY) \(.*(rowid[<>]\?|\(\w+,rowid\)[<>]\(\?,\?\))\)$/m);
    }
    ids.push(...batch.rows.map((row) => key(row as never)));
    if (batch.rows.length < 2) return ids;
    after = batch.last;
  }
  throw new Error('the batches never ended');
}

describe('exports read the list batch after batch from the last row, not by OFFSET (issue 17)', () => {
  it('every IP-record sort, both ways, with equal and missing values: each row once, in the list order', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const owner = await buildCustomer();
    const values = [
      { expiry_date: null, filing_no: null, multiclass_no: null, application_name: 'Beta', created_at: new Date('2026-01-02T00:00:00Z') },
      { expiry_date: '2030-01-01', filing_no: 'F2', multiclass_no: 2, application_name: 'Alpha', created_at: new Date('2026-01-01T00:00:00Z') },
      { expiry_date: '2030-01-01', filing_no: 'F1', multiclass_no: 2, application_name: 'Alpha', created_at: new Date('2026-01-02T00:00:00Z') },
      { expiry_date: null, filing_no: 'F1', multiclass_no: null, application_name: 'Gamma', created_at: new Date('2026-01-01T00:00:00Z') },
      { expiry_date: '2029-06-30', filing_no: null, multiclass_no: 1, application_name: 'Alpha', created_at: new Date('2026-01-03T00:00:00Z') },
      { expiry_date: '2030-01-01', filing_no: 'F3', multiclass_no: 3, application_name: 'Beta', created_at: new Date('2026-01-03T00:00:00Z') },
      { expiry_date: null, filing_no: null, multiclass_no: 1, application_name: 'Delta', created_at: new Date('2026-01-02T00:00:00Z') },
    ];
    for (const ip of values) await buildApplication({ user: owner, status: S.COMPLETED, ip: ip as never });
    const filter = { user_id: owner.id };
    for (const field of IP_RECORD_SORT_FIELDS) {
      for (const order of ['ASC', 'DESC']) {
        const sort = { field, order };
        const { where, order: listOrder } = ipRecordQuery({ ...filter, type_id: IP_TYPE.TRADEMARK }, sort);
        const expected = (await IpRecord.findAll({ where, order: listOrder, attributes: ['id'] })).map((ip) => ip.id);
        expect(expected).toHaveLength(values.length);
        const read = await idsInBatches(EXPORT_REGISTRY.trademarks, { filter, sort }, admin, (row: { id: number }) => row.id, ipSortIndex(field));
        expect(read, `${field} ${order}`).toEqual(expected);
      }
    }
  });

  it('every application sort, both ways: each row once, in the list order', async () => {
    const admin = await buildStaff(ROLE.SUPER_ADMIN);
    const owner = await buildCustomer();
    const rows = [
      { status: S.FILED, service: SERVICE.RENEWAL, columns: { application_date: '2026-01-15' } },
      { status: S.COMPLETED, service: SERVICE.RENEWAL, columns: { application_date: '2026-02-01' } },
      { status: S.FILED, service: SERVICE.SEARCH, columns: { application_date: '2026-02-01' } },
      { status: S.IN_PROGRESS, service: SERVICE.APPLICATION, columns: { application_date: '2026-02-01' } },
      { status: S.FILED, service: SERVICE.RENEWAL, columns: { application_date: '2026-01-15' } },
    ];
    for (const row of rows) await buildApplication({ user: owner, ...row } as never);
    const filter = {};
    for (const field of APPLICATION_SORT_FIELDS) {
      for (const order of ['ASC', 'DESC']) {
        const sort = { field, order };
        const { where, order: listOrder } = staffApplicationQuery(parseStaffListFilter(filter), sort);
        const expected = (await Application.findAll({ where, include: staffRowInclude(), order: listOrder, subQuery: false })).map((a) => a.reference);
        expect(expected.length).toBeGreaterThanOrEqual(rows.length);
        const read = await idsInBatches(EXPORT_REGISTRY.applications, { filter, sort }, admin, (row: { reference: string }) => row.reference, applicationSortIndex(field));
        expect(read, `${field} ${order}`).toEqual(expected);
      }
    }
  });
});
