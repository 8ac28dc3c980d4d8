export { buildImportTemplate, type ImportTemplateFile, type ImportTemplateFormat } from './import-template';
export { confirmImport, type ImportConfirmed } from './confirm-import';
export { parseImportFile, type ParsedImportFile } from './parse-import-file';
export { previewImport, type ImportPreviewCreated } from './preview-import';
export { readImportPreview, type ImportPreviewJson } from './read-import-preview';
export {
  columnHeader,
  IMPORT_FIELDS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  isImportToken,
  type ImportField,
  type ImportRow,
  type ImportRowStatus,
  type ImportSummary,
  type ImportType,
} from './shared';
