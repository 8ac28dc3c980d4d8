import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateInKualaLumpur, ROLE, User, USER_STATUS, Voucher, type VoucherJson } from '@iprenew/models';
import { call, cookieFor } from './test-calls';
import * as vouchers from '~/routes/api+/admin.vouchers';
import * as voucherOne from '~/routes/api+/admin.vouchers.$id';
import * as generate from '~/routes/api+/admin.vouchers.generate-code';
import { createTestDatabase, seedReference, type TestDatabase } from '@iprenew/models/testing';

let db: TestDatabase;
let n = 0;
const makeUser = (role: number) =>
  User.create({ name: `Rest Voucher ${++n}`, email: `rv${n}.${Math.random().toString(36).slice(2, 7)}@example.com`, role_id: role, status_id: USER_STATUS.ACTIVE } as never);


const inDays = (days: number) => calendarDateInKualaLumpur(new Date(Date.now() + days * 86_400_000));
let adminCookie: string;
let accountantCookie: string;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedReference(db.sequelize);
  adminCookie = await cookieFor((await makeUser(ROLE.ADMIN)).id);
  accountantCookie = await cookieFor((await makeUser(ROLE.ACCOUNTANT)).id);
}, 120_000);
afterAll(async () => db?.drop());

describe('/api/admin/vouchers (ADM-40..49)', () => {
  it('generates a code, creates, lists with Content-Range and filters by computed status', async () => {
    const gen = await call(generate.loader as never, 'GET', '/api/admin/vouchers/generate-code', { cookie: adminCookie });
    const { code } = (await gen.json()) as { code: string };
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    const created = await call(vouchers.action as never, 'POST', '/api/admin/vouchers', { cookie: adminCookie, body: { code, type: 'Percentage', value: '10', due_date: inDays(5), quantity: 2 } });
    expect(created.status).toBe(201);
    expect(decodeURIComponent(created.headers.get('X-Message')!)).toBe('Voucher Submit Successful.');
    const voucher = (await created.json()) as VoucherJson;
    await Voucher.create({ code: 'OLDCODE1', type: 'Value', value: '5.00', due_date: inDays(-3), quantity: 5, amount_used: 0 } as never);

    const list = await call(vouchers.loader as never, 'GET', `/api/admin/vouchers?range=[0,4]&filter=${encodeURIComponent('{"status":3}')}`, { cookie: adminCookie });
    expect(list.status).toBe(200);
    expect(list.headers.get('Content-Range')).toBe('vouchers 0-0/1');
    expect(((await list.json()) as VoucherJson[]).map((v) => v.code)).toEqual(['OLDCODE1']);
    const bad = await call(vouchers.loader as never, 'GET', `/api/admin/vouchers?sort=${encodeURIComponent('["secret","ASC"]')}`, { cookie: adminCookie });
    expect([bad.status, await bad.json()]).toEqual([400, { message: 'Fail to retrieve data' }]);

    const one = await call(voucherOne.loader as never, 'GET', `/api/admin/vouchers/${voucher.id}`, { cookie: adminCookie, params: { id: String(voucher.id) } });
    expect(((await one.json()) as VoucherJson).code).toBe(code);
  });

  it('answers 422 with the spec messages, in the reader’s language', async () => {
    const bad = await call(vouchers.action as never, 'POST', '/api/admin/vouchers', { cookie: adminCookie, body: { code: 'ABCDEFGH', type: 'Value', value: '5', due_date: '', quantity: 1 } });
    expect([bad.status, await bad.json()]).toEqual([422, { message: 'Fail to submit voucher', errors: { due_date: 'Date is required' } }]);
    const cn = await call(vouchers.action as never, 'POST', '/api/admin/vouchers', { cookie: adminCookie, lang: 'zh-CN', body: {} });
    expect(((await cn.json()) as { message: string }).message).toBe('提交优惠券失败');
  });

  it('updates with the spec message and deletes; unknown ids answer "Fail to retrieve data"', async () => {
    const stored = await Voucher.create({ code: 'EDITME22', type: 'Value', value: '5.00', due_date: inDays(10), quantity: 5, amount_used: 1 } as never);
    const put = await call(voucherOne.action as never, 'PUT', `/api/admin/vouchers/${stored.id}`, {
      cookie: adminCookie,
      params: { id: String(stored.id) },
      body: { code: 'EDITME22', type: 'Value', value: '7.5', due_date: inDays(10), quantity: 6, amount_used: 0 },
    });
    expect(decodeURIComponent(put.headers.get('X-Message')!)).toBe('Voucher updated successful.');
    expect(await put.json()).toMatchObject({ value: '7.50', quantity: 6, amount_used: 1 });
    const del = await call(voucherOne.action as never, 'DELETE', `/api/admin/vouchers/${stored.id}`, { cookie: adminCookie, params: { id: String(stored.id) } });
    expect(del.status).toBe(200);
    expect(await Voucher.findByPk(stored.id)).toBeNull();
    const missing = await call(voucherOne.loader as never, 'GET', '/api/admin/vouchers/999999', { cookie: adminCookie, params: { id: '999999' } });
    expect([missing.status, await missing.json()]).toEqual([404, { message: 'Fail to retrieve data' }]);
  });

  it('answers 401 anonymous and 403 to accountants', async () => {
    expect((await call(vouchers.loader as never, 'GET', '/api/admin/vouchers')).status).toBe(401);
    expect((await call(vouchers.loader as never, 'GET', '/api/admin/vouchers', { cookie: accountantCookie })).status).toBe(403);
    expect((await call(generate.loader as never, 'GET', '/api/admin/vouchers/generate-code', { cookie: accountantCookie })).status).toBe(403);
    expect((await call(vouchers.action as never, 'PATCH', '/api/admin/vouchers', { cookie: adminCookie })).status).toBe(405);
  });
});
