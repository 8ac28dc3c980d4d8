import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, IP_TYPE, ROLE, SERVICE } from '../../constants/index';
import type { User } from '../../models/user';
import { feeInputFromParams, type FeeInput } from '../../schemas/fee';
import { buildAgent, buildApplication, buildCustomer, caught, queriesOf, useTestWorld } from '../../testing/index';
import { calculateFee } from '../catalogue/calculate-fee';
import { forecastMonthsOf, forecastRenewals, renewalForecastWorkbook, type RenewalForecast } from './index';

useTestWorld();

/** "Today" is fixed (KL): 2026-03-15. The 12-month window is [2026-03-15, 2027-03-15). */
const TODAY = '2026-03-15';
const actorOf = (user: User) => ({ id: user.id, role_id: user.role_id });
const { COMPLETED } = APPLICATION_STATUS;

/** A record of `user` whose last application is completed (no renewal open). */
const record = (user: User, ip: Record<string, unknown>, extra: { type?: number; country?: string; status?: number } = {}) =>
  buildApplication({ user, status: extra.status ?? COMPLETED, type: extra.type, country: extra.country, ip: { multiclass_no: 1, ...ip } as never }).then((built) => built.ip);

const rowsOf = (forecast: RenewalForecast) => forecast.groups.flatMap((group) => group.rows);
const byName = (forecast: RenewalForecast) => Object.fromEntries(rowsOf(forecast).map((row) => [row.name, row]));

/** What the public price checker answers for a row's query (the same parse as its loader), at `today`. */
async function checkerFee(query: string): Promise<string> {
  const params = new URLSearchParams(query);
  const input = { ...feeInputFromParams(params), service_id: Number(params.get('service_id')), type_id: Number(params.get('type_id')), country_id: Number(params.get('country_id')) } as FeeInput;
  return (await calculateFee(input, { today: TODAY })).fee;
}

describe('the renewal-cost forecast (issue 18, ADR 074)', () => {
  it('lists the member’s records due in the window by month, priced as the price checker prices them; the total is the sum', async () => {
    const owner = await buildCustomer();
    await record(owner, { application_name: 'Today', expiry_date: '2026-03-15' });
    await record(owner, { application_name: 'Last day', expiry_date: '2027-03-14', multiclass_no: 2 });
    await record(owner, { application_name: 'One day late', expiry_date: '2027-03-15' });
    await record(owner, { application_name: 'Yesterday', expiry_date: '2026-03-14' });
    await record(owner, { application_name: 'Goods country', expiry_date: '2026-06-01' }, { country: 'TH' });
    await record(owner, { application_name: 'Not sold', expiry_date: '2026-07-01' }, { country: 'AU' });
    await record(owner, { application_name: 'No classes', expiry_date: '2026-07-02', multiclass_no: null });
    await record(owner, { application_name: 'Hidden', expiry_date: '2026-08-01', status: 0 });
    await record(owner, { application_name: 'No expiry', expiry_date: null });
    await record(owner, { application_name: 'Renewing', expiry_date: '2026-09-01' }, { status: APPLICATION_STATUS.IN_PROGRESS });
    await buildApplication({ user: owner, service: SERVICE.SEARCH, ip: { application_name: 'A search', expiry_date: '2026-08-01' } as never });
    await record(await buildCustomer(), { application_name: 'Someone else', expiry_date: '2026-08-01' });
    // Patents: the next annuity year after the last one granted.
    await record(owner, { application_name: 'Patent next year', grant_date: '2021-05-01', latest_application_year_granted: '5th_year_granted', expiry_date: null }, { type: IP_TYPE.PATENT });
    await record(owner, { application_name: 'Patent near due', grant_date: '2021-03-20', expiry_date: null }, { type: IP_TYPE.PATENT });
    await record(owner, { application_name: 'Patent overdue', grant_date: '2020-12-01', latest_application_year_granted: '5th_year_granted' }, { type: IP_TYPE.PATENT });
    await record(owner, { application_name: 'Patent in 14 months', grant_date: '2021-05-01', latest_application_year_granted: '6th_year_granted' }, { type: IP_TYPE.PATENT });
    await record(owner, { application_name: 'Patent filed', filing_date: '2020-05-10' }, { type: IP_TYPE.PATENT, country: 'CN' });
    await record(owner, { application_name: 'Patent undated', grant_date: null, filing_date: null }, { type: IP_TYPE.PATENT });
    await record(owner, { application_name: 'Patent term over', grant_date: '2005-01-10' }, { type: IP_TYPE.PATENT });

    const forecast = await forecastRenewals({ actor: actorOf(owner), months: 12, today: TODAY });
    expect(forecast).toMatchObject({ months: 12, from: '2026-03-15', until: '2027-03-15', estimate: true, truncated: false });
    // March 2026 to March 2027: every month the window touches, empty ones too.
    expect(forecast.groups.map((group) => group.month)).toEqual(['2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-03']);
    const rows = byName(forecast);
    expect(Object.keys(rows).sort()).toEqual(['Goods country', 'Last day', 'No classes', 'Not sold', 'Patent filed', 'Patent near due', 'Patent next year', 'Renewing', 'Today'].sort());
    expect(rowsOf(forecast).map((row) => row.due_date)).toEqual([...rowsOf(forecast).map((row) => row.due_date)].sort());

    // Malaysia, 1 class on time: official 1050 + service 350 + 100 = 1500; 2 classes: 2100 + 550 = 2650.
    expect(rows['Today']).toMatchObject({ state: 'priced', fee: '1500.00', fee_type: 'tm_not_expired', due_date: '2026-03-15', month: '2026-03', select_year: null });
    expect(rows['Last day']).toMatchObject({ state: 'priced', fee: '2650.00', month: '2027-03' });
    // Year 6 of a patent granted 2021-05-01 is due 2026-05-01: 600 + service 180 = 780.
    expect(rows['Patent next year']).toMatchObject({ state: 'priced', due_date: '2026-05-01', select_year: '6th_year_granted', fee: '780.00', fee_type: 'pt_not_due' });
    // Due within 14 days: the checker adds the urgency fee (930), as it does today.
    expect(rows['Patent near due']).toMatchObject({ state: 'priced', due_date: '2026-03-20', select_year: '6th_year_granted', fee: '930.00', fee_type: 'pt_near_due' });
    // China counts from the filing date: year 7 due 2026-05-10, 1260 + 200.
    expect(rows['Patent filed']).toMatchObject({ state: 'priced', due_date: '2026-05-10', select_year: '7th_year_granted', fee: '1460.00' });
    // Listed without an amount, with the reason.
    expect(rows['Goods country']).toMatchObject({ state: 'unpriced', fee: null, reason: 'pricing:validation.no_of_goods_required' });
    expect(rows['Not sold']).toMatchObject({ state: 'unpriced', fee: null, reason: 'pricing:service_not_available' });
    expect(rows['No classes']).toMatchObject({ state: 'unpriced', fee: null, reason: 'pricing:validation.multiclass_no_required' });
    expect(rows['Renewing']).toMatchObject({ state: 'in_progress', fee: null, reason: 'ip-records:forecast.reason.in_progress' });
    expect(forecast.undated.map((row) => [row.name, row.reason]).sort()).toEqual([
      ['No expiry', 'ip-records:forecast.reason.no_expiry_date'],
      ['Patent undated', 'ip-records:forecast.reason.no_base_date'],
    ]);

    // Each priced row is what the price checker answers for its query; subtotals and total are the sums.
    for (const row of rowsOf(forecast).filter((r) => r.state === 'priced')) expect(await checkerFee(row.checker_query)).toBe(row.fee);
    for (const group of forecast.groups) {
      expect(group.subtotal).toBe(group.rows.reduce((sum, row) => sum.plus(row.fee ?? 0), new Decimal(0)).toFixed(2));
    }
    expect(forecast.total).toBe('7320.00'); // 1500 + 2650 + 780 + 930 + 1460
    expect(forecast.total).toBe(forecast.groups.reduce((sum, group) => sum.plus(group.subtotal), new Decimal(0)).toFixed(2));
    expect(forecast.counts).toEqual({ records: 9, priced: 5, unpriced: 3, in_progress: 1 });

    // 24 months: the record due on the 12-month window's end and the patent's year 7 join.
    const longer = await forecastRenewals({ actor: actorOf(owner), months: '24', today: TODAY });
    expect(longer.groups).toHaveLength(25);
    expect(byName(longer)['One day late']).toMatchObject({ state: 'priced', due_date: '2027-03-15' });
    expect(byName(longer)['Patent in 14 months']).toMatchObject({ due_date: '2027-05-01', select_year: '7th_year_granted', state: 'priced' });
    expect(longer.counts.records).toBe(11);
  });

  it('refuses other roles and any period but 12 or 24 months', async () => {
    const owner = await buildCustomer();
    expect(await caught(forecastRenewals({ actor: actorOf(await buildAgent()), months: 12, today: TODAY }))).toMatchObject({ status: 403 });
    expect(await caught(forecastRenewals({ actor: { id: 1, role_id: ROLE.ADMIN }, months: 12, today: TODAY }))).toMatchObject({ status: 403 });
    for (const months of [0, 6, 36, '12abc', null, undefined, '']) {
      const error = await caught(forecastRenewals({ actor: actorOf(owner), months, today: TODAY }));
      expect(error.fieldErrors).toEqual({ months: ['ip-records:forecast.months_invalid'] });
    }
    expect([forecastMonthsOf('12'), forecastMonthsOf(24), forecastMonthsOf('24 '), forecastMonthsOf('13')]).toEqual([12, 24, 24, null]);
  });

  it('reads a bounded number of statements whatever the number of records', async () => {
    const owner = await buildCustomer();
    const add = async (n: number, offset: number) => {
      for (let i = 0; i < n; i += 1) {
        await record(owner, { application_name: `TM ${offset + i}`, expiry_date: `2026-0${4 + (i % 5)}-1${i % 9}` }, { country: i % 2 ? 'SG' : 'MY' });
        await record(owner, { application_name: `PT ${offset + i}`, grant_date: `2021-0${4 + (i % 5)}-1${i % 9}`, latest_application_year_granted: '5th_year_granted' }, { type: IP_TYPE.PATENT, country: i % 2 ? 'ID' : 'MY' });
      }
    };
    await add(2, 0);
    const few = await queriesOf(() => forecastRenewals({ actor: actorOf(owner), months: 12, today: TODAY }));
    await add(10, 2);
    const many = await queriesOf(() => forecastRenewals({ actor: actorOf(owner), months: 12, today: TODAY }));
    expect(many).toBe(few);
    expect(few).toBeLessThanOrEqual(10);
    expect((await forecastRenewals({ actor: actorOf(owner), months: 12, today: TODAY })).counts.records).toBe(24);
  });

  it('writes the xlsx in the reader’s language with human labels, amounts as numbers, and converted columns for another currency', async () => {
    const owner = await buildCustomer();
    await record(owner, { application_name: 'Kopi', expiry_date: '2026-04-02', filing_no: 'TM-1' });
    await record(owner, { application_name: 'Tiada', expiry_date: '2026-05-02' }, { country: 'AU' });
    const forecast = await forecastRenewals({ actor: actorOf(owner), months: 12, today: TODAY });
    const rates = { MYR: '4.00', SGD: '1.30', USD: '1.00', EUR: '0.90', CNY: '7.00' } as never;
    const file = await renewalForecastWorkbook({ forecast, language: 'bm', currency: 'USD', rates });
    expect(file.filename).toBe('renewal-forecast-12m-2026-03-15.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    const [records, summary] = workbook.worksheets;
    expect(records!.name).toBe('Rekod');
    const values = (sheet: ExcelJS.Worksheet) => sheet.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
    const table = values(records!);
    expect(table[0]).toEqual(['Bulan', 'Tarikh akhir', 'Jenis', 'Nama', 'Negara', 'Nombor', 'Tahun anuiti', 'Anggaran yuran (MYR)', 'Anggaran yuran (USD)', 'Catatan']);
    expect(table[1]).toEqual(['April 2026', '02-04-2026', 'Cap Dagangan', 'Kopi', 'Malaysia', 'TM-1', '', 1500, 375, 'Anggaran']);
    expect(table[2]![0]).toBe('Mei 2026');
    expect(table[2]![7]).toBeUndefined();
    expect(table[2]![9]).toBe('Perkhidmatan ini tidak tersedia buat masa ini');
    const sums = values(summary!);
    expect(sums.find((row) => row[0] === 'Jumlah (anggaran)')).toEqual(['Jumlah (anggaran)', 2, 1500, 375]);
    expect(JSON.stringify([table, sums])).not.toMatch(/ip-records:|pricing:|enums:|forecast\./);

    // MYR readers: no converted column.
    const plain = new ExcelJS.Workbook();
    await plain.xlsx.load((await renewalForecastWorkbook({ forecast, language: 'en' })).body as unknown as ArrayBuffer);
    expect((plain.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(['Month', 'Due date', 'Type', 'Name', 'Country', 'Number', 'Annuity year', 'Estimated fee (MYR)', 'Note']);
  });
});
