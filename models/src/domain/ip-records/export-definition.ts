import { Op } from 'sequelize';
import { IP_TYPE } from '../../constants/index';
import { IpRecord } from '../../models/ip-record';
import type { IpRecordRowJson, IpRecordSortField } from '../../schemas/ip-records';
import type { ExportColumn, ExportDefinition } from '../exports/registry';
import { excelDate, excelDateTime } from '../exports/excel-values';
import { keysetBatch, keysetIndex, type KeysetOrder } from '../kernel/index';
import { ipRecordQuery, ipSortIndex } from './list-query';
import { ipRecordRows } from './shared';

/**
 * The trademark / patent list as an Excel export (G-43): the list's visible columns, its filter and
 * sort (the type fixed by the export type), one row per record, dates dd-MM-yyyy.
 */
export function ipRecordExport(typeId: number): ExportDefinition<IpRecordRowJson> {
  const withType = (filter: Record<string, unknown>) => ({ ...filter, type_id: typeId });
  const common: ExportColumn<IpRecordRowJson>[] = [
    { labelKey: 'ip-records:columns.id', width: 8, value: (r) => r.id },
    { labelKey: 'ip-records:columns.application_name', width: 28, value: (r) => r.application_name },
  ];
  const numbers: ExportColumn<IpRecordRowJson>[] =
    typeId === IP_TYPE.TRADEMARK
      ? [
          { labelKey: 'ip-records:columns.filing_no', width: 18, value: (r) => r.filing_no },
          { labelKey: 'ip-records:columns.multiclass_no', width: 8, value: (r) => r.multiclass_no },
        ]
      : [
          { labelKey: 'ip-records:columns.application_no', width: 18, value: (r) => r.application_no },
          { labelKey: 'ip-records:columns.grant_no', width: 18, value: (r) => r.grant_no },
          { labelKey: 'ip-records:columns.latest_year', width: 14, value: (r) => r.latest_application_year_granted },
        ];
  const rest: ExportColumn<IpRecordRowJson>[] = [
    { labelKey: 'ip-records:columns.country', width: 18, value: (r) => r.country?.name ?? null },
    { labelKey: 'ip-records:columns.owner', width: 22, value: (r) => r.owner?.name ?? null },
    { labelKey: 'ip-records:columns.owner_email', width: 28, value: (r) => r.owner?.email ?? null },
    { labelKey: 'ip-records:columns.expiry_date', width: 14, value: (r) => excelDate(r.expiry_date) },
    { labelKey: 'ip-records:columns.latest_reference', width: 18, value: (r) => r.latest?.reference ?? null },
    { labelKey: 'ip-records:columns.latest_status', width: 18, value: (r) => r.latest?.status_name ?? null },
    { labelKey: 'ip-records:columns.outcome', width: 12, value: (r, t) => (r.outcome ? t(`ip-records:outcome.${r.outcome}`) : null) },
    { labelKey: 'ip-records:columns.agent', width: 20, value: (r) => r.latest?.agent?.name ?? null },
    { labelKey: 'ip-records:columns.status', width: 12, value: (r, t) => t(`ip-records:visibility.${r.status === 1 ? 'active' : 'hidden'}`) },
    { labelKey: 'ip-records:columns.renewal_notification', width: 14, value: (r) => excelDate(r.renewal_notification_at) },
    { labelKey: 'ip-records:columns.created_at', width: 18, value: (r) => excelDateTime(r.created_at) },
  ];
  return {
    resource: 'ip-records',
    check: ({ filter, sort }) => void ipRecordQuery(withType(filter), sort),
    batch: async ({ filter, sort }, { after, limit, viewer }, transaction) => {
      const { where, include, order } = ipRecordQuery(withType(filter), sort);
      const keyset = order as unknown as KeysetOrder;
      const hint = keysetIndex(ipSortIndex(keyset[0]![0] as IpRecordSortField));
      const batch = await keysetBatch(IpRecord, keyset, after, limit, (from, count) =>
        IpRecord.findAll({ where: from ? { [Op.and]: [where, from] } : where, include, order, limit: count, transaction, ...hint }),
      );
      return { rows: await ipRecordRows(batch.rows, viewer, transaction), last: batch.last };
    },
    columns: [...common, ...numbers, ...rest],
  };
}
