import ExcelJS from 'exceljs';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../constants/index';
import { mailTranslator } from '../../mail/translator';
import { columnHeader, IMPORT_FIELDS, IMPORT_KEY } from './shared';

export type ImportTemplateFormat = 'xlsx' | 'csv';

export interface ImportTemplateFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * Issue 18 (ADR 075): the portfolio template in the reader's language — one sheet, a type column
 * (trademark / patent) and the renewal form's columns of both types, headers in that language (the
 * import reads headers in any of the three). The xlsx adds a second sheet explaining each column;
 * the csv is the header line, UTF-8 with a byte-order mark so spreadsheet programs read Chinese and
 * Malay headers correctly.
 */
export async function buildImportTemplate(input: { language: string; format: ImportTemplateFormat }): Promise<ImportTemplateFile> {
  const language: Language = (LANGUAGES as readonly string[]).includes(input.language) ? (input.language as Language) : DEFAULT_LANGUAGE;
  const headers = IMPORT_FIELDS.map((field) => columnHeader(field, language));
  const t = mailTranslator(language);
  const base = `portfolio-import-template-${language}`;
  if (input.format === 'csv') {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${headers.map(csvCell).join(',')}\r\n`, 'utf8')]);
    return { fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body };
  }
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  const sheet = workbook.addWorksheet(t(IMPORT_KEY('template.sheet')).slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({ header, width: Math.max(14, Math.min(40, header.length + 4)) }));
  sheet.getRow(1).font = { bold: true };
  // Text format for every column: numbers such as filing numbers keep their leading zeros.
  sheet.columns.forEach((column) => {
    column.numFmt = '@';
  });
  const help = workbook.addWorksheet(t(IMPORT_KEY('template.help_sheet')).slice(0, 31));
  help.columns = [
    { header: t(IMPORT_KEY('template.column')), width: 28 },
    { header: t(IMPORT_KEY('template.explanation')), width: 100 },
  ];
  help.getRow(1).font = { bold: true };
  IMPORT_FIELDS.forEach((field, index) => help.addRow([headers[index], t(IMPORT_KEY(`help.${field}`))]));
  help.addRow([]);
  help.addRow(['', t(IMPORT_KEY('help.general'))]);
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `${base}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body };
}
