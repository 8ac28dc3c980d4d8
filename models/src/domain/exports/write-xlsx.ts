import ExcelJS from 'exceljs';

/** One sheet: a bold header row of labels, then the rows (G-43). Returns the .xlsx bytes. */
export async function writeXlsx(sheetName: string, columns: { header: string; width?: number }[], rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) sheet.addRow(row.map((v) => v ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
