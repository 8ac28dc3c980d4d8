import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IpRecord, type ImportPreviewJson } from '@iprenew/models';
import { buildAgent, buildCustomer, useTestWorld } from '@iprenew/models/testing';
import * as page from '~/routes/dashboard+/_customer+/ip.import';
import * as template from '~/routes/dashboard+/_customer+/ip.import_.template';
import { call, request, signedInCookie } from './requests';

/**
 * The portfolio import's routes (issue 18, ADR 075): the upload answers a redirect to the preview or
 * back with the refusal in the URL — never a 5xx, whatever the file —, the preview page reads the
 * token, confirm creates the records once, the template downloads in the reader's language, and other
 * roles get 404.
 */

useTestWorld();

const open = (cookie: string, query = '') => call(async () => page.loader({ request: request(`/dashboard/ip/import${query}`, { cookie }), params: {}, context: {} } as never));
const post = (cookie: string, form: FormData) => call(async () => page.action({ request: request('/dashboard/ip/import', { method: 'POST', body: form, cookie }), params: {}, context: {} } as never));
const upload = (cookie: string, name: string, bytes: Buffer | string) => {
  const form = new FormData();
  form.set('intent', 'upload');
  form.set('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name));
  return post(cookie, form);
};
const CSV = 'Type,Country,Filing number,Applicant,Expiry date,Number of classes,Class names\r\n';

describe(`portfolio import routes (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('uploads, previews with per-cell errors, confirms once', async () => {
    const member = await buildCustomer();
    const cookie = await signedInCookie(member);
    const uploaded = await upload(cookie, 'p.csv', `${CSV}Trademark,MY,TM-R-1,Kopi,2031-01-01,1,C30\r\nTrademark,MY,TM-R-2,=cmd|calc,2031-01-01,1,C30\r\n`);
    expect(uploaded.status).toBe(303);
    const location = uploaded.response!.headers.get('Location')!;
    expect(location).toMatch(/^\/dashboard\/ip\/import\?token=[A-Za-z0-9_-]{43}$/);
    const token = location.split('=')[1]!;
    const shown = (await open(cookie, `?token=${token}`)).body as { preview: ImportPreviewJson };
    expect(shown.preview).toMatchObject({ status: 'preview', summary: { total: 2, valid: 1, errors: 1 }, can_confirm: true });
    expect(shown.preview.rows[1]!.errors).toEqual({ application_name: ['ip-records:import.errors.formula'] });
    expect(await IpRecord.count({ where: { user_id: member.id } })).toBe(0);

    const confirm = new FormData();
    confirm.set('intent', 'confirm');
    confirm.set('token', token);
    const done = await post(cookie, confirm);
    expect(done.status).toBe(302);
    expect(done.response!.headers.get('Location')).toBe(`/dashboard/ip/import?token=${token}`);
    expect(await IpRecord.count({ where: { user_id: member.id } })).toBe(1);
    expect((await post(cookie, confirm)).status).toBe(302);
    expect(await IpRecord.count({ where: { user_id: member.id } })).toBe(1);
    expect(((await open(cookie, `?token=${token}`)).body as { preview: ImportPreviewJson }).preview).toMatchObject({ status: 'confirmed', created_count: 1 });
  });

  it('refuses bad files with a redirect carrying the message, and shows only catalogue refusals', async () => {
    const cookie = await signedInCookie(await buildCustomer());
    const refusal = async (name: string, bytes: Buffer | string) => {
      const answer = await upload(cookie, name, bytes);
      expect(answer.status).toBe(303);
      const location = new URL(answer.response!.headers.get('Location')!, 'http://x');
      return ((await open(cookie, location.search)).body as { refusal: unknown }).refusal;
    };
    expect(await refusal('p.xlsm', 'x')).toEqual({ key: 'ip-records:import.errors.macro', params: {} });
    expect(await refusal('p.csv', 'Type,Country,Colour\r\nTrademark,MY,red\r\n')).toEqual({ key: 'ip-records:import.errors.unknown_header', params: { header: 'Colour' } });
    expect(await refusal('p.csv', '')).toEqual({ key: 'ip-records:import.errors.empty', params: {} });
    expect(((await open(cookie, '?error=not_a_key')).body as { refusal: unknown }).refusal).toBeNull();
    expect(((await open(cookie, '?error=../../x')).body as { refusal: unknown }).refusal).toBeNull();
    expect(((await open(cookie, `?token=${'a'.repeat(43)}`)).body as { previewError: unknown }).previewError).toBe('ip-records:import.errors.expired');
  });

  it('never answers 5xx to random uploads', async () => {
    const cookie = await signedInCookie(await buildCustomer());
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('p.csv', 'p.xlsx', 'p.bin', ''), fc.uint8Array({ maxLength: 512 }), async (name, bytes) => {
        const answer = await upload(cookie, name || 'x', Buffer.from(bytes));
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it('downloads the template in the reader’s language; other roles get 404', async () => {
    const member = await buildCustomer();
    const cookie = await signedInCookie(member);
    const file = await call(async () => template.loader({ request: request('/dashboard/ip/import/template?format=xlsx&lng=bm', { cookie }), params: {}, context: {} } as never));
    expect(file.status).toBe(200);
    expect(file.response!.headers.get('Content-Disposition')).toContain('portfolio-import-template-bm.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.response!.arrayBuffer());
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe('Jenis');
    const csv = await call(async () => template.loader({ request: request('/dashboard/ip/import/template?format=csv&lng=cn', { cookie }), params: {}, context: {} } as never));
    expect(csv.response!.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await csv.response!.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').startsWith('类型,国家,')).toBe(true);

    const agent = await signedInCookie(await buildAgent());
    expect((await open(agent)).status).toBe(404);
    expect((await call(async () => template.loader({ request: request('/dashboard/ip/import/template', { cookie: agent }), params: {}, context: {} } as never))).status).toBe(404);
    expect((await upload(agent, 'p.csv', CSV)).status).toBe(404);
  });
});
