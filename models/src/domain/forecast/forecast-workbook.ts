import ExcelJS from 'exceljs';
import { DEFAULT_CURRENCY, type Currency } from '../../constants/index';
import { countryName } from '../../i18n/country-name';
import { mailTranslator } from '../../mail/translator';
import { convertFromMyr } from '../../schemas/currency';
import { yearNumber } from '../../schemas/patent-years';
import { excelDate } from '../exports/excel-values';
import type { RenewalForecast } from './shared';

export interface ForecastWorkbookInput {
  forecast: RenewalForecast;
  /** The reader's language: every label and reason in it, never a message key. */
  language: string;
  /** The display currency; another one than MYR adds converted columns (the sum of MYR converted). */
  currency?: Currency;
  /** Display rates (null while stale: MYR only, as on the page). */
  rates?: Record<Currency, string> | null;
}

export interface ForecastWorkbookFile {
  filename: string;
  body: Buffer;
}

const MONEY_FORMAT = '#,##0.00';

/**
 * The forecast as an xlsx file (issue 18, ADR 074): sheet 1 lists each record due in the window
 * (month, due date, type, name, country, number, annuity year, the estimate in MYR and — for another
 * display currency — converted, or the reason it has none); sheet 2 the months with their subtotals
 * and the total, headed by the estimate note. Human labels in the reader's language; amounts are numbers.
 */
export async function renewalForecastWorkbook(input: ForecastWorkbookInput): Promise<ForecastWorkbookFile> {
  const { forecast, language } = input;
  const t = mailTranslator(language);
  const converted = input.currency && input.currency !== DEFAULT_CURRENCY && input.rates ? { currency: input.currency, rates: input.rates } : null;
  const convert = (myr: string) => Number(convertFromMyr(myr, converted!.currency, converted!.rates));
  const monthLabel = (month: string) => t('ip-records:forecast.monthLabel', { month: t(`ip-records:forecast.monthNames.${Number(month.slice(5))}`), year: month.slice(0, 4) });

  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  workbook.creator = 'IPRenew';

  const records = workbook.addWorksheet(t('ip-records:forecast.xlsx.recordsSheet').slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = [
    { header: t('ip-records:forecast.columns.month'), width: 16 },
    { header: t('ip-records:forecast.columns.dueDate'), width: 13 },
    { header: t('ip-records:forecast.columns.type'), width: 12 },
    { header: t('ip-records:forecast.columns.name'), width: 32 },
    { header: t('ip-records:forecast.columns.country'), width: 18 },
    { header: t('ip-records:forecast.columns.number'), width: 20 },
    { header: t('ip-records:forecast.columns.year'), width: 12 },
    { header: t('ip-records:forecast.columns.estimateIn', { currency: DEFAULT_CURRENCY }), width: 16 },
    ...(converted ? [{ header: t('ip-records:forecast.columns.estimateIn', { currency: converted.currency }), width: 16 }] : []),
    { header: t('ip-records:forecast.columns.note'), width: 40 },
  ];
  records.columns = columns.map((column, i) => ({ header: column.header, key: `c${i}`, width: column.width }));
  records.getRow(1).font = { bold: true };
  const moneyColumns = converted ? [8, 9] : [8];
  for (const index of moneyColumns) records.getColumn(index).numFmt = MONEY_FORMAT;
  for (const group of forecast.groups) {
    for (const row of group.rows) {
      const note = row.state === 'priced' ? t('ip-records:forecast.estimate') : t(row.reason ?? 'pricing:service_not_available');
      records.addRow([
        monthLabel(group.month),
        excelDate(row.due_date),
        t(`enums:ipType.${row.type_id}`),
        row.name ?? '',
        countryName(row.country?.name, row.country?.iso2, language) ?? '',
        row.number ?? '',
        row.select_year ? t('ip-records:forecast.yearValue', { year: yearNumber(row.select_year) }) : '',
        row.fee === null ? null : Number(row.fee),
        ...(converted ? [row.fee === null ? null : convert(row.fee)] : []),
        note,
      ]);
    }
  }

  const summary = workbook.addWorksheet(t('ip-records:forecast.xlsx.summarySheet').slice(0, 31));
  summary.columns = [
    { key: 'a', width: 22 },
    { key: 'b', width: 12 },
    { key: 'c', width: 18 },
    { key: 'd', width: 18 },
  ];
  summary.addRow([t('ip-records:forecast.xlsx.title', { months: forecast.months })]).font = { bold: true, size: 13 };
  summary.addRow([t('ip-records:forecast.xlsx.window', { from: excelDate(forecast.from), until: excelDate(forecast.until) })]);
  summary.addRow([t('ip-records:forecast.estimateNote')]);
  summary.addRow([]);
  const head = summary.addRow([
    t('ip-records:forecast.columns.month'),
    t('ip-records:forecast.columns.records'),
    t('ip-records:forecast.columns.subtotalIn', { currency: DEFAULT_CURRENCY }),
    ...(converted ? [t('ip-records:forecast.columns.subtotalIn', { currency: converted.currency })] : []),
  ]);
  head.font = { bold: true };
  for (const group of forecast.groups) {
    summary.addRow([monthLabel(group.month), group.rows.length, Number(group.subtotal), ...(converted ? [convert(group.subtotal)] : [])]);
  }
  const total = summary.addRow([t('ip-records:forecast.total'), forecast.counts.records, Number(forecast.total), ...(converted ? [convert(forecast.total)] : [])]);
  total.font = { bold: true };
  summary.getColumn(3).numFmt = MONEY_FORMAT;
  summary.getColumn(4).numFmt = MONEY_FORMAT;
  if (forecast.counts.unpriced + forecast.counts.in_progress > 0) summary.addRow([t('ip-records:forecast.unpricedNote', { count: forecast.counts.unpriced + forecast.counts.in_progress })]);
  if (converted) summary.addRow([t('site:currency.disclaimer')]);

  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { filename: `renewal-forecast-${forecast.months}m-${forecast.from}.xlsx`, body };
}
