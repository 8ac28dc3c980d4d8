export { EXPORT_REGISTRY, exportDefinition, type ExportColumn, type ExportDefinition, type ExportParams } from './registry';
export { requestExport } from './request-export';
export { runPendingExports, type ExportRunOutcome } from './run-pending-exports';
export { getExport, listExports } from './list-exports';
export { readExportFile, XLSX_MIME } from './read-export-file';
export { excelDate, excelDateTime, exportFilename } from './excel-values';
export { purgeExpiredExports, type PurgeExpiredExportsResult } from './purge-expired-exports';
