import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/index';
import { DOCX, JPG, PDF, PNG, caught } from '../../testing/index';
import { buildImportTemplate } from './import-template';
import { parseImportFile, retryReaderRace, XLSX_READ_ATTEMPTS } from './parse-import-file';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from './shared';
import { csvOf, entriesOf, ENGLISH_HEADERS, patentRow, trademarkRow, xlsxOf, zipWith } from './test-files';

const refusal = async (name: string, buffer: Buffer) => {
  const error = await caught(parseImportFile({ name, buffer }));
  return { key: error.messageKey.replace('ip-records:import.errors.', ''), status: error.status, params: error.params };
};

describe('reading a portfolio file (issue 18)', () => {
  it("reads an xlsx again when ExcelJS's streaming reader fails on it (exceljs#3064), never a refusal, and gives up after the last attempt", async () => {
    const race = () => new TypeError("Cannot read properties of undefined (reading 'sheets')");
    let calls = 0;
    expect(await retryReaderRace(XLSX_READ_ATTEMPTS, async () => (++calls < XLSX_READ_ATTEMPTS ? Promise.reject(race()) : 'rows'))).toBe('rows');
    expect(calls).toBe(XLSX_READ_ATTEMPTS);
    calls = 0;
    const refusal = async () => {
      calls += 1;
      throw new AppError('VALIDATION', 'ip-records:import.errors.no_rows');
    };
    await expect(retryReaderRace(XLSX_READ_ATTEMPTS, refusal)).rejects.toBeInstanceOf(AppError);
    expect(calls).toBe(1);
    calls = 0;
    const broken = async () => {
      calls += 1;
      throw race();
    };
    await expect(retryReaderRace(XLSX_READ_ATTEMPTS, broken)).rejects.toBeInstanceOf(TypeError);
    expect(calls).toBe(XLSX_READ_ATTEMPTS);
  });

  it('reads csv and xlsx rows by header, skipping blank rows', async () => {
    const rows = [trademarkRow(1), {}, patentRow(2)];
    for (const [name, buffer] of [
      ['portfolio.csv', csvOf(rows)],
      ['Portfolio.XLSX', await xlsxOf(rows)],
    ] as const) {
      const parsed = await parseImportFile({ name, buffer });
      expect(parsed.rows.map((row) => row.line)).toEqual([2, 4]);
      expect(parsed.rows[0]!.cells).toMatchObject({ type: 'Trademark', country: 'Malaysia', filing_no: 'TM2024000001', multiclass_no: '2' });
      expect(parsed.rows[1]!.cells).toMatchObject({ type: 'Patent', application_no: 'SG-APP-2', latest_year_granted: '5' });
    }
  });

  it('accepts the template headers of every language and its own files (csv with BOM, xlsx with a help sheet)', async () => {
    for (const language of ['en', 'bm', 'cn']) {
      for (const format of ['csv', 'xlsx'] as const) {
        const template = await buildImportTemplate({ language, format });
        expect(template.fileName).toBe(`portfolio-import-template-${language}.${format}`);
        // Header only: refused as having no rows, so the headers themselves were all recognised.
        const header = await refusal(template.fileName, template.body);
        expect(header.key).toBe('no_rows');
      }
      const csv = (await buildImportTemplate({ language, format: 'csv' })).body.toString('utf8');
      const filled = Buffer.from(`${csv}Trademark,MY,TM1,Kopi,2030-01-01,1,Class 30,,,,,,\r\n`, 'utf8');
      const parsed = await parseImportFile({ name: `t-${language}.csv`, buffer: filled });
      expect(parsed.rows[0]!.cells).toMatchObject({ type: 'Trademark', country: 'MY', filing_no: 'TM1' });
    }
    const xlsx = await buildImportTemplate({ language: 'cn', format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as never);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['知识产权组合', '填写说明']);
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe('类型');
  });

  it('reads xlsx dates, numbers and rich text as text, and refuses formula and error cells per cell', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('P');
    sheet.addRow(['Type', 'Country', 'Filing number', 'Applicant', 'Expiry date', 'Number of classes', 'Class names']);
    sheet.addRow(['Trademark', 'MY', 2024001, { richText: [{ text: 'Kopi ' }, { text: 'Senja' }] }, new Date(Date.UTC(2030, 5, 15)), 3, 'C30']);
    sheet.addRow(['Trademark', 'MY', 'TM2', { formula: 'HYPERLINK("http://x","y")', result: 'y' }, '2030-01-01', { error: '#DIV/0!' }, 'C30']);
    sheet.getCell('E2').numFmt = 'yyyy-mm-dd';
    const parsed = await parseImportFile({ name: 'f.xlsx', buffer: Buffer.from(await workbook.xlsx.writeBuffer()) });
    expect(parsed.rows[0]!.cells).toMatchObject({ filing_no: '2024001', application_name: 'Kopi Senja', expiry_date: '2030-06-15', multiclass_no: '3' });
    expect(parsed.rows[1]!.refused).toEqual({ application_name: 'ip-records:import.errors.formula_cell', multiclass_no: 'ip-records:import.errors.cell_value' });
  });

  it('reads semicolon-separated and UTF-16 csv files', async () => {
    const semi = Buffer.from('Type;Country;Filing number\r\nTrademark;MY;"TM;1"\r\n');
    expect((await parseImportFile({ name: 's.csv', buffer: semi })).rows[0]!.cells).toMatchObject({ filing_no: 'TM;1' });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Type,Country\r\nPatent,中国\r\n', 'utf16le')]);
    expect((await parseImportFile({ name: 'u.csv', buffer: utf16 })).rows[0]!.cells).toEqual({ type: 'Patent', country: '中国' });
  });

  it('refuses bad files with a clear message', async () => {
    expect(await refusal('a.csv', Buffer.alloc(0))).toMatchObject({ key: 'empty', status: 422 });
    expect(await refusal('a.csv', Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x61))).toMatchObject({ key: 'too_large', status: 413, params: { max: '5 MB' } });
    expect(await refusal('a.pdf', PDF)).toMatchObject({ key: 'wrong_type', status: 415 });
    expect(await refusal('a.csv', PDF)).toMatchObject({ key: 'wrong_type', status: 415 });
    expect(await refusal('a.csv', PNG)).toMatchObject({ key: 'wrong_type', status: 415 });
    expect(await refusal('a.xlsx', JPG)).toMatchObject({ key: 'wrong_type', status: 415 });
    expect(await refusal('a.xlsx', DOCX)).toMatchObject({ key: 'wrong_type', status: 415 });
    expect(await refusal('a.xlsx', csvOf([trademarkRow(1)]))).toMatchObject({ key: 'wrong_type', status: 415 });
    expect(await refusal('a.csv', await xlsxOf([trademarkRow(1)]))).toMatchObject({ key: 'wrong_type', status: 415 });
    expect(await refusal('a.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toMatchObject({ key: 'wrong_type', status: 415 });
    expect(await refusal('a.xlsx', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toMatchObject({ key: 'legacy_excel', status: 415 });
    expect(await refusal('a.xlsm', await xlsxOf([trademarkRow(1)]))).toMatchObject({ key: 'macro', status: 415 });
    expect(await refusal('a.xlsx', Buffer.from('PK\u0003\u0004garbage'))).toMatchObject({ key: 'corrupt', status: 415 });
  });

  it('refuses a macro project or a macro-enabled content type inside an .xlsx', async () => {
    const entries = await entriesOf(await xlsxOf([trademarkRow(1)]));
    const withProject = zipWith([...entries, { name: 'xl/vbaProject.bin', data: Buffer.from('VBA') }]);
    expect(await refusal('a.xlsx', withProject)).toMatchObject({ key: 'macro', status: 415 });
    const types = entries.map((entry) =>
      entry.name === '[Content_Types].xml'
        ? { ...entry, data: Buffer.from(entry.data.toString('utf8').replace('spreadsheetml.sheet.main+xml', 'ms-excel.sheet.macroEnabled.main+xml')) }
        : entry,
    );
    expect(await refusal('a.xlsx', zipWith(types))).toMatchObject({ key: 'macro', status: 415 });
    // The same entries rebuilt without a change are a good file.
    expect((await parseImportFile({ name: 'a.xlsx', buffer: zipWith(entries) })).rows).toHaveLength(1);
  });

  it('refuses zip bombs: a huge expansion ratio, a size that lies, too many entries', async () => {
    const entries = await entriesOf(await xlsxOf([trademarkRow(1)]));
    const zeros = Buffer.alloc(20 * 1024 * 1024);
    expect(await refusal('a.xlsx', zipWith([...entries, { name: 'xl/media/big.xml', data: zeros }]))).toMatchObject({ key: 'zip_bomb', status: 422 });
    const lying = zipWith([...entries, { name: 'xl/media/small.xml', data: Buffer.alloc(512 * 1024), declared: 100 }]);
    expect(await refusal('a.xlsx', lying)).toMatchObject({ key: 'zip_bomb', status: 422 });
    const many = zipWith([...entries, ...Array.from({ length: 250 }, (_, i) => ({ name: `xl/x${i}.xml`, data: Buffer.from('x') }))]);
    expect(await refusal('a.xlsx', many)).toMatchObject({ key: 'zip_bomb', status: 422 });
    // A hidden local entry between the listed ones (a streaming reader would meet it) is refused.
    const good = zipWith(entries);
    const hidden = Buffer.concat([zipWith([{ name: 'xl/hidden.xml', data: zeros }]).subarray(0, 30 + 14 + 30), good]);
    expect((await refusal('a.xlsx', hidden)).status).toBe(415);
  });

  it('refuses header problems and too many rows', async () => {
    expect(await refusal('a.csv', csvOf([]))).toMatchObject({ key: 'no_rows' });
    expect(await refusal('a.csv', Buffer.from('\r\n\r\n,,\r\n'))).toMatchObject({ key: 'no_header' });
    expect(await refusal('a.csv', Buffer.from('Type,Country,Colour\r\nTrademark,MY,red\r\n'))).toMatchObject({ key: 'unknown_header', params: { header: 'Colour' } });
    expect(await refusal('a.csv', Buffer.from('Type,Country,Negara\r\nTrademark,MY,MY\r\n'))).toMatchObject({ key: 'duplicate_header', params: { header: 'Negara' } });
    expect(await refusal('a.csv', Buffer.from('Country,Filing number\r\nMY,TM1\r\n'))).toMatchObject({ key: 'missing_type_column' });
    expect(await refusal('a.csv', Buffer.from('Type,Filing number\r\nTrademark,TM1\r\n'))).toMatchObject({ key: 'missing_country_column' });
    expect(await refusal('a.csv', Buffer.from('=cmd|calc,Country\r\nTrademark,MY\r\n'))).toMatchObject({ key: 'unknown_header' });
    expect(await refusal('a.csv', Buffer.from('Type,Country\r\n"Trademark,MY\r\n'))).toMatchObject({ key: 'csv_malformed' });
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => trademarkRow(i));
    expect(await refusal('a.csv', csvOf(rows))).toMatchObject({ key: 'too_many_rows', params: { max: IMPORT_MAX_ROWS } });
    // One long shared string in every row: a small file that would expand the preview without bound.
    const long = 'x'.repeat(2000);
    const wide = await xlsxOf(Array.from({ length: 3100 }, (_, i) => trademarkRow(i, { multiclass_name: long })));
    expect(wide.length).toBeLessThan(IMPORT_MAX_BYTES);
    expect(await refusal('a.xlsx', wide)).toMatchObject({ key: 'too_much_text', status: 422 });
    const headers = { ...ENGLISH_HEADERS, type: 'type', country: 'NEGARA*' };
    expect((await parseImportFile({ name: 'a.csv', buffer: csvOf([trademarkRow(1)], headers) })).rows).toHaveLength(1);
  });
});
