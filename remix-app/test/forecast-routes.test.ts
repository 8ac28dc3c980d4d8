import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addCalendarMonths, APPLICATION_STATUS, calendarDateInKualaLumpur, type RenewalForecast } from '@iprenew/models';
import { buildAgent, buildApplication, buildCustomer, useTestWorld } from '@iprenew/models/testing';
import * as page from '~/routes/dashboard+/_customer+/forecast';
import * as exportRoute from '~/routes/dashboard+/_customer+/forecast_.export';
import { call, request, signedInCookie } from './requests';

/**
 * The renewal-cost forecast's routes (issue 18, ADR 074): the page's loader reads ?months= (12 by
 * default, 24, anything else 12 with a message), the download answers the xlsx in the reader's
 * language, and other roles get 404.
 */

useTestWorld();

const today = calendarDateInKualaLumpur();
const open = (cookie: string, query = '') => call(async () => page.loader({ request: request(`/dashboard/forecast${query}`, { cookie }), params: {}, context: {} } as never));
const download = (cookie: string, query = '', lng = 'en') =>
  call(async () => exportRoute.loader({ request: request(`/dashboard/forecast/export${query}${query ? '&' : '?'}lng=${lng}`, { cookie }), params: {}, context: {} } as never));

describe(`renewal-cost forecast routes (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('shows 12 months by default, 24 on request, and a clear message for another period', async () => {
    const member = await buildCustomer();
    const cookie = await signedInCookie(member);
    await buildApplication({ user: member, status: APPLICATION_STATUS.COMPLETED, ip: { application_name: 'Soon', multiclass_no: 1, expiry_date: addCalendarMonths(today, 2) } as never });
    await buildApplication({ user: member, status: APPLICATION_STATUS.COMPLETED, ip: { application_name: 'Later', multiclass_no: 1, expiry_date: addCalendarMonths(today, 18) } as never });

    const twelve = (await open(cookie)).body as { months: number; monthsError: string | null; forecast: RenewalForecast };
    expect(twelve).toMatchObject({ months: 12, monthsError: null });
    expect(twelve.forecast.groups.flatMap((g) => g.rows).map((r) => r.name)).toEqual(['Soon']);
    expect(twelve.forecast.total).toBe('1500.00');
    const longer = (await open(cookie, '?months=24')).body as { forecast: RenewalForecast };
    expect(longer.forecast.groups.flatMap((g) => g.rows).map((r) => r.name)).toEqual(['Soon', 'Later']);
    expect(longer.forecast.total).toBe('3000.00');
    const bad = (await open(cookie, '?months=999')).body as { months: number; monthsError: string | null; forecast: RenewalForecast };
    expect(bad).toMatchObject({ months: 12, monthsError: 'ip-records:forecast.months_invalid' });
    expect(bad.forecast.months).toBe(12);

    const file = await download(cookie, '?months=24', 'cn');
    expect(file.status).toBe(200);
    expect(file.response!.headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.response!.headers.get('Content-Disposition')).toContain(`renewal-forecast-24m-${today}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.response!.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['记录', '汇总']);
    expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['月份', '到期日', '类型']);
    expect(workbook.worksheets[0]!.rowCount).toBe(3);

    const refused = await download(cookie, '?months=6');
    expect(refused.status).toBe(400);
    expect(await refused.response!.text()).toBe('Choose a period of 12 or 24 months.');
  });

  it('is for members only: an agent gets 404 on the page and the download', async () => {
    const cookie = await signedInCookie(await buildAgent());
    expect((await open(cookie)).status).toBe(404);
    expect((await download(cookie)).status).toBe(404);
  });
});
