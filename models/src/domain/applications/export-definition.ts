import { Op } from 'sequelize';
import { Application } from '../../models/application';
import type { ApplicationRowJson } from '../../schemas/console-applications';
import { applicationStatusLabelKey } from '../../i18n/status-label';
import type { ExportColumn, ExportDefinition } from '../exports/registry';
import { excelDate, excelDateTime } from '../exports/excel-values';
import { keysetBatch, keysetIndex } from '../kernel/index';
import { applicationSortIndex, parseStaffListFilter, staffApplicationQuery } from './staff-list';
import { staffApplicationRow, staffRowInclude } from './staff-json';

const f = (key: string) => `console-applications:console.${key}`;

/**
 * The console's application list as an Excel export (ADM-31, `GET api/application` exportFile; G-43):
 * the list's columns with its filter and sort, one row per application, dates dd-MM-yyyy, the
 * service, type and status named in the requester's language.
 */
export function applicationExport(): ExportDefinition<ApplicationRowJson> {
  const columns: ExportColumn<ApplicationRowJson>[] = [
    { labelKey: f('reference'), width: 16, value: (r) => r.reference },
    { labelKey: f('service'), width: 14, value: (r, t) => t(`enums:service.${r.service_id}`) },
    { labelKey: f('type'), width: 12, value: (r, t) => t(`enums:ipType.${r.type_id}`) },
    { labelKey: f('ip_name'), width: 28, value: (r) => r.ip?.application_name ?? null },
    { labelKey: f('ip_number'), width: 18, value: (r) => r.ip?.filing_no ?? r.ip?.application_no ?? r.ip?.grant_no ?? null },
    { labelKey: f('country'), width: 16, value: (r) => r.ip?.country ?? null },
    { labelKey: f('customer'), width: 28, value: (r) => r.customer?.email ?? null },
    { labelKey: f('agent'), width: 20, value: (r, t) => r.agent?.name ?? t(f('no_agent')) },
    { labelKey: f('status'), width: 18, value: (r, t) => (r.status_id === null ? null : t(applicationStatusLabelKey(r.service_id, r.status_id))) },
    { labelKey: f('application_date'), width: 14, value: (r) => excelDate(r.application_date) },
    { labelKey: f('completed_at'), width: 18, value: (r) => excelDateTime(r.completed_at) },
    { labelKey: f('created_at'), width: 18, value: (r) => excelDateTime(r.created_at) },
  ];
  return {
    resource: 'applications',
    check: ({ filter, sort }) => void staffApplicationQuery(parseStaffListFilter(filter), sort),
    batch: async ({ filter, sort }, { after, limit }, transaction) => {
      const { where, order } = staffApplicationQuery(parseStaffListFilter(filter), sort);
      const hint = keysetIndex(applicationSortIndex(order[0]![0]));
      const batch = await keysetBatch(Application, order, after, limit, (from, count) =>
        Application.findAll({ where: from ? { [Op.and]: [where, from] } : where, include: staffRowInclude(), order, limit: count, subQuery: false, transaction, ...hint }),
      );
      return { rows: batch.rows.map(staffApplicationRow), last: batch.last };
    },
    columns,
  };
}
