import type { Transaction } from 'sequelize';
import { IP_TYPE } from '../../constants/index';
import type { ExportType } from '../../schemas/exports';
import type { Actor, KeysetCursor } from '../kernel/index';
import { applicationExport } from '../applications/export-definition';
import { ipRecordExport } from '../ip-records/export-definition';

/**
 * The export runner's registry (G-10, G-43): each export type names the list it exports — the policy
 * resource whose `list` right the requester needs, a check of the filter and sort (the list's own:
 * a filter the list refuses is refused here, before anything is queued), the rows in batches, and
 * the columns with their catalogue labels. The runner knows nothing of any list; a new list adds an
 * entry here (and its type in schemas/exports.ts).
 */
export interface ExportColumn<Row> {
  /** Catalogue key of the column's header, translated into the requester's language. */
  labelKey: string;
  width?: number;
  value: (row: Row, t: (key: string) => string) => string | number | null;
}

export interface ExportDefinition<Row = unknown> {
  /** The policy resource (list right) this export reads. */
  resource: string;
  /** Throws an AppError when the list would refuse this filter or sort. */
  check: (params: ExportParams) => void;
  /**
   * One batch of rows in the list's order: at most `limit` rows after `after` (the first batch when
   * null), and the cursor after its last row; fewer than `limit` ends the export.
   */
  batch: (params: ExportParams, window: { after: KeysetCursor | null; limit: number; viewer: Actor }, transaction?: Transaction) => Promise<ExportBatch<Row>>;
  columns: readonly ExportColumn<Row>[];
}

export interface ExportBatch<Row> {
  rows: Row[];
  last: KeysetCursor | null;
}

export interface ExportParams {
  filter: Record<string, unknown>;
  sort?: { field: string; order: string };
}

/** The runner only hands a definition's rows back to its own columns, so the row type can be erased here. */
const entry = <Row>(definition: ExportDefinition<Row>) => definition as unknown as ExportDefinition<unknown>;

export const EXPORT_REGISTRY: Record<ExportType, ExportDefinition<unknown>> = {
  trademarks: entry(ipRecordExport(IP_TYPE.TRADEMARK)),
  patents: entry(ipRecordExport(IP_TYPE.PATENT)),
  applications: entry(applicationExport()),
};

export function exportDefinition(type: string): ExportDefinition<unknown> | null {
  return Object.prototype.hasOwnProperty.call(EXPORT_REGISTRY, type) ? EXPORT_REGISTRY[type as ExportType] : null;
}
