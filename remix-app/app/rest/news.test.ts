import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { News, ROLE, User, USER_STATUS, type NewsJson } from '@iprenew/models';
import { createTestDatabase, PNG, seedReference, type TestDatabase } from '@iprenew/models/testing';
import { call, cookieFor } from './test-calls';
import * as newsList from '~/routes/api+/admin.news';
import * as newsOne from '~/routes/api+/admin.news.$id';
import * as newsImage from '~/routes/api+/admin.news.$id.images.$index';

let db: TestDatabase;
let n = 0;
const makeUser = (role: number) =>
  User.create({ name: `Rest News ${++n}`, email: `rn${n}.${Math.random().toString(36).slice(2, 7)}@example.com`, role_id: role, status_id: USER_STATUS.ACTIVE } as never);
let adminCookie: string;
let accountantCookie: string;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedReference(db.sequelize);
  adminCookie = await cookieFor((await makeUser(ROLE.ADMIN)).id);
  accountantCookie = await cookieFor((await makeUser(ROLE.ACCOUNTANT)).id);
}, 120_000);
afterAll(async () => db?.drop());

type Args = { request: Request; params: Record<string, string>; context: { cspNonce: string } };
const multipart = (fn: unknown, method: string, path: string, form: FormData, params: Record<string, string> = {}) =>
  (fn as (args: Args) => Promise<Response>)({
    request: new Request(`http://portal.test${path}`, { method, headers: { Accept: 'application/json', 'Accept-Language': 'en', Cookie: adminCookie }, body: form }),
    params,
    context: { cspNonce: '' },
  });

const newsForm = (fields: Record<string, string>, images: Buffer[] = []) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  images.forEach((image, i) => form.append('images', new File([new Uint8Array(image)], `photo-${i}.png`, { type: 'image/png' })));
  return form;
};
const FIELDS = { title: 'New renewal fees', message: '<p>The office fees change in January.</p>', status: '1', publish_date: '2026-01-02 09:30' };

describe('/api/admin/news (ADM-50..55)', () => {
  it('stores with images (multipart), lists with Content-Range, reads, previews an image, updates keeping none and deletes', async () => {
    const created = await multipart(newsList.action, 'POST', '/api/admin/news', newsForm(FIELDS, [PNG, PNG]));
    expect(created.status).toBe(201);
    expect(decodeURIComponent(created.headers.get('X-Message')!)).toBe('News Submit Successful.');
    const news = (await created.json()) as NewsJson;
    expect(news).toMatchObject({ title: 'New renewal fees', publish_date: '2026-01-02 09:30', published: true });
    expect(news.images).toHaveLength(2);

    const list = await call(newsList.loader as never, 'GET', `/api/admin/news?range=[0,9]&filter=${encodeURIComponent('{"status":1,"q":"renewal fees"}')}`, { cookie: adminCookie });
    expect(list.headers.get('Content-Range')).toBe('news 0-0/1');
    expect(((await list.json()) as NewsJson[]).map((row) => row.id)).toEqual([news.id]);
    const bad = await call(newsList.loader as never, 'GET', `/api/admin/news?filter=${encodeURIComponent('{"status":9}')}`, { cookie: adminCookie });
    expect([bad.status, await bad.json()]).toEqual([400, { message: 'Fail to retrieve list' }]);

    const image = await call(newsImage.loader as never, 'GET', `/api/admin/news/${news.id}/images/1`, { cookie: adminCookie, params: { id: String(news.id), index: '1' } });
    expect([image.status, image.headers.get('Content-Type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    const updated = await multipart(newsOne.action, 'PUT', `/api/admin/news/${news.id}`, newsForm({ ...FIELDS, title: 'Renewal fees from January', keep_images: '[]' }), { id: String(news.id) });
    expect(decodeURIComponent(updated.headers.get('X-Message')!)).toBe('News updated successful.');
    expect(((await updated.json()) as NewsJson).images).toEqual([]);

    const one = await call(newsOne.loader as never, 'GET', `/api/admin/news/${news.id}`, { cookie: adminCookie, params: { id: String(news.id) } });
    expect(((await one.json()) as NewsJson).title).toBe('Renewal fees from January');
    const removed = await call(newsOne.action as never, 'DELETE', `/api/admin/news/${news.id}`, { cookie: adminCookie, params: { id: String(news.id) } });
    expect(decodeURIComponent(removed.headers.get('X-Message')!)).toBe('News deleted.');
    const gone = await call(newsOne.loader as never, 'GET', `/api/admin/news/${news.id}`, { cookie: adminCookie, params: { id: String(news.id) } });
    expect([gone.status, await gone.json()]).toEqual([404, { message: 'Fail to retrieve detail.' }]);
  });

  it('answers 422 with every field message in the reader’s language and stores nothing; accountants are refused', async () => {
    const before = await News.count();
    const bad = await call(newsList.action as never, 'POST', '/api/admin/news', { cookie: adminCookie, body: { title: 'ab', message: '', status: 1, publish_date: '' } });
    expect([bad.status, await bad.json()]).toEqual([
      422,
      { message: 'Fail to submit news', errors: { title: 'Title must be at least 4 characters', message: 'Message is required', publish_date: 'Date is required' } },
    ]);
    const cn = await call(newsList.action as never, 'POST', '/api/admin/news', { cookie: adminCookie, lang: 'zh-CN', body: {} });
    expect(((await cn.json()) as { message: string }).message).toBe('提交新闻失败');
    const wrongType = await multipart(newsList.action, 'POST', '/api/admin/news', newsForm(FIELDS, [Buffer.from('%PDF-1.4 not an image')]));
    expect([wrongType.status, ((await wrongType.json()) as { errors: unknown }).errors]).toEqual([422, { images: 'Images must be png, jpeg or jpg' }]);
    expect(await News.count()).toBe(before);
    const refused = await call(newsList.loader as never, 'GET', '/api/admin/news', { cookie: accountantCookie });
    expect(refused.status).toBe(403);
  });
});
